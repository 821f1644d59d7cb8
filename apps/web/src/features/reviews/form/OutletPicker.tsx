import type { Outlet } from '@rasti/contract';
import { ServerPicker } from '../../../components/ServerPicker';
import { outletChoicesQuery } from '../../outlets/api';
import { REVIEWS_TEXT } from '../messages';

export interface OutletChoice {
  id: number;
  name: string;
  logo: string | null;
}

interface OutletPickerProps {
  value: OutletChoice | null;
  onChange: (outlet: OutletChoice | null) => void;
  error?: string;
}

const nameOf = (o: OutletChoice) => o.name;
const logoOf = (o: OutletChoice) => o.logo;
const toChoice = (o: Outlet): OutletChoice => ({ id: o.id, name: o.name, logo: o.logo });

/** The news source picker: outlets by name with their logos, searched on the server as you type. */
export function OutletPicker({ value, onChange, error }: OutletPickerProps) {
  return (
    <ServerPicker
      value={value}
      onChange={onChange}
      queryFor={outletChoicesQuery}
      toChoice={toChoice}
      labelOf={nameOf}
      logoOf={logoOf}
      label={REVIEWS_TEXT.outlet}
      placeholder={REVIEWS_TEXT.outletSearch}
      error={error}
      loadingText={REVIEWS_TEXT.loading}
      noOptionsText={REVIEWS_TEXT.noOutlets}
    />
  );
}
