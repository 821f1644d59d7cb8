import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Outlet } from '@rasti/contract';
import { AppImage } from '../../../components/AppImage';
import { outletChoicesQuery } from '../../outlets/api';
import { useServerChoices } from '../hooks/use-choice-search';
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

function OutletLogo({ src, size = 24 }: { src: string | null; size?: number }) {
  return (
    <AppImage
      src={src}
      alt=""
      fallback="logo"
      width={size}
      height={size}
      style={{ objectFit: 'contain', borderRadius: 4, flexShrink: 0 }}
    />
  );
}

const nameOf = (o: OutletChoice) => o.name;
const toChoice = (o: Outlet): OutletChoice => ({ id: o.id, name: o.name, logo: o.logo });

/** The news source picker: outlets by name with their logos, searched on the server as you type. */
export function OutletPicker({ value, onChange, error }: OutletPickerProps) {
  const choices = useServerChoices(value, onChange, nameOf, outletChoicesQuery, toChoice);

  return (
    <Autocomplete
      {...choices}
      noOptionsText={REVIEWS_TEXT.noOutlets}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <OutletLogo src={option.logo} />
          {option.name}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={REVIEWS_TEXT.outlet}
          placeholder={REVIEWS_TEXT.outletSearch}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: value ? (
                <>
                  <OutletLogo src={value.logo} />
                  {params.slotProps.input.startAdornment}
                </>
              ) : (
                params.slotProps.input.startAdornment
              ),
            },
          }}
        />
      )}
    />
  );
}
