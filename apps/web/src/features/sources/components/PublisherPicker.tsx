import type { Outlet } from '@rasti/contract';
import { ServerPicker } from '../../../components/ServerPicker';
import { outletChoicesQuery } from '../../outlets/api';
import { SOURCES_TEXT } from '../messages';
import type { PublisherOption } from '../validate-source-form';

type PublisherPickerProps = {
  value: PublisherOption | null;
  onChange: (value: PublisherOption | null) => void;
  error?: string;
};

const nameOf = (o: PublisherOption) => o.name;
const logoOf = (o: PublisherOption) => o.logo;
const toChoice = (o: Outlet): PublisherOption => ({ id: o.id, name: o.name, logo: o.logo });

/** The news-source picker: outlets found by the server as one types, each with its logo. */
export function PublisherPicker({ value, onChange, error }: PublisherPickerProps) {
  return (
    <ServerPicker
      value={value}
      onChange={onChange}
      queryFor={outletChoicesQuery}
      toChoice={toChoice}
      labelOf={nameOf}
      logoOf={logoOf}
      label={SOURCES_TEXT.publisher}
      required
      error={error}
      loadingText={SOURCES_TEXT.publisherSearching}
      noOptionsText={SOURCES_TEXT.publisherNone}
    />
  );
}
