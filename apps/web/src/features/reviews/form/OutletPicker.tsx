import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AppImage } from '../../../components/AppImage';
import { outletChoicesQuery } from '../../outlets/api';
import { useChoiceSearch, withChosen } from '../hooks/use-choice-search';
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

/** The news source picker: outlets by name with their logos, searched on the server as you type. */
export function OutletPicker({ value, onChange, error }: OutletPickerProps) {
  const { input, setInput, search } = useChoiceSearch(value, (o) => o.name);
  const outlets = useQuery(outletChoicesQuery(search));
  const options = useMemo<OutletChoice[]>(
    () =>
      withChosen(
        (outlets.data ?? []).map((o) => ({ id: o.id, name: o.name, logo: o.logo })),
        value,
      ),
    [outlets.data, value],
  );

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(x) => x}
      loading={outlets.isFetching}
      noOptionsText={REVIEWS_TEXT.noOutlets}
      loadingText={REVIEWS_TEXT.loading}
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
