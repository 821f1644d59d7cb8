import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface SearchWithSuggestionsProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** Titles containing what was typed, from the server. */
  suggestions: readonly string[];
  loading?: boolean;
  /** a line under the field (what the text needs to be searched) */
  hint?: string;
}

/** A search box that offers matching titles while typing; picking one searches for it. */
export function SearchWithSuggestions({
  label,
  placeholder,
  value,
  onChange,
  suggestions,
  loading,
  hint,
}: SearchWithSuggestionsProps) {
  const typed = value.trim();
  return (
    <Autocomplete
      freeSolo
      options={typed ? [...new Set(suggestions)] : []}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      onChange={(_event, next) => {
        if (typeof next === 'string') onChange(next);
      }}
      filterOptions={(x) => x}
      loading={loading}
      fullWidth
      slotProps={{ listbox: { sx: { maxHeight: '15rem' } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          size="small"
          helperText={hint}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, type: 'search', enterKeyHint: 'search' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
