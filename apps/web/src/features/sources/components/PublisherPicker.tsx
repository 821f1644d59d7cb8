import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppImage } from '../../../components/AppImage';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { outletChoicesQuery } from '../../outlets/api';
import { SOURCES_TEXT } from '../messages';
import type { PublisherOption } from '../validate-source-form';

type PublisherPickerProps = {
  value: PublisherOption | null;
  onChange: (value: PublisherOption | null) => void;
  error?: string;
};

const logoSx = { width: 24, height: 24, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 } as const;

/** The news-source picker: outlets found by the server as one types, each with its logo. */
export function PublisherPicker({ value, onChange, error }: PublisherPickerProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 300);
  // the chosen outlet's own name is in the box: list everything rather than just that one
  const term = value && search === value.name ? '' : search;
  const outlets = useQuery(outletChoicesQuery(term));
  const options: PublisherOption[] = (outlets.data ?? []).map((o) => ({
    id: o.id,
    name: o.name,
    logo: o.logo,
  }));

  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={outlets.isFetching}
      loadingText={SOURCES_TEXT.publisherSearching}
      noOptionsText={SOURCES_TEXT.publisherNone}
      slotProps={{ listbox: { sx: { maxHeight: '15rem' } } }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box component={AppImage} src={option.logo} alt="" fallback="logo" sx={logoSx} />
          {option.name}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={SOURCES_TEXT.publisher}
          required
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: value ? (
                <Box component={AppImage} src={value.logo} alt="" fallback="logo" sx={{ ...logoSx, ms: 1 }} />
              ) : null,
            },
          }}
        />
      )}
    />
  );
}
