import type { Outlet } from '@rasti/contract';
import { ServerPicker } from '../../../components/ServerPicker';
import { outletChoicesQuery } from '../../outlets/api';
import { OUTLET_PICKER_TEXT } from '../messages';
import type { OutletChoice } from '../validate-source-form';

const outletChoices = {
  queryFor: outletChoicesQuery,
  toChoice: ({ id, name, logo }: Outlet): OutletChoice => ({ id, name, logo }),
  labelOf: (o: OutletChoice) => o.name,
  logoOf: (o: OutletChoice) => o.logo,
};

interface OutletPickerProps {
  value: OutletChoice | null;
  onChange: (outlet: OutletChoice | null) => void;
  error?: string;
  required?: boolean;
}

/** The news-source picker of the source form and of a review's news items: outlets found by the server as one types, each with its logo. */
export function OutletPicker(props: OutletPickerProps) {
  return <ServerPicker {...props} choices={outletChoices} texts={OUTLET_PICKER_TEXT} />;
}
