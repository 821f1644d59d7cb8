import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useDebouncedValue } from '../lib/hooks/use-debounced-value';
import { AppImage } from './AppImage';

const SEARCH_DEBOUNCE_MS = 300;
const SEARCHING = 'در حال جستجو...';
const listboxSlot = { listbox: { sx: { maxHeight: '15rem' } } };

/** The options found, with the chosen one first when the search did not find it. */
const withChosen = <T extends { id: number }>(found: T[], chosen: T | null): T[] =>
  chosen && !found.some((o) => o.id === chosen.id) ? [chosen, ...found] : found;

function ChoiceLogo({ src }: { src: string | null }) {
  return (
    <AppImage
      src={src}
      alt=""
      fallback="logo"
      width={24}
      height={24}
      style={{ objectFit: 'contain', borderRadius: 4, flexShrink: 0 }}
    />
  );
}

/** Where a picker's choices come from and how each shows. */
export interface ChoiceSource<T extends { id: number }, R, K extends QueryKey> {
  /** the choices for a search: a list of rows (`toChoice` makes each a choice) */
  queryFor: (search: string) => UseQueryOptions<R[], Error, R[], K>;
  toChoice: (row: R) => T;
  labelOf: (choice: T) => string;
  /** a logo shown before each option and before the chosen one */
  logoOf?: (choice: T) => string | null;
  /** what an option shows (its label alone when not given) */
  renderChoice?: (choice: T) => ReactNode;
}

/** A picker's words: its label, the box's hint or help, and what the list says when nothing is found. */
export interface PickerTexts {
  label: string;
  placeholder?: string;
  helperText?: string;
  none: string;
  /** what the list says before anything is typed, when the choices wait for a search */
  idle?: string;
}

export interface ServerPickerProps<T extends { id: number }, R, K extends QueryKey> {
  value: T | null;
  onChange: (next: T | null) => void;
  /** a module-level object: its functions are kept between renders */
  choices: ChoiceSource<T, R, K>;
  texts: PickerTexts;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A picker searched on the server: the typed text is searched once typing pauses, and only while it differs
 * from the chosen option's label (the label shown for a choice is not a search); the chosen option stays
 * among the options.
 */
export function ServerPicker<T extends { id: number }, R, K extends QueryKey>(
  props: ServerPickerProps<T, R, K>,
) {
  const { value, onChange, choices, texts, error } = props;
  const { queryFor, toChoice, labelOf, logoOf, renderChoice } = choices;
  const [input, setInput] = useState('');
  const search = useDebouncedValue(value && input === labelOf(value) ? '' : input, SEARCH_DEBOUNCE_MS);
  const found = useQuery(queryFor(search));
  const options = useMemo(
    () => withChosen((found.data ?? []).map(toChoice), value),
    [found.data, value, toChoice],
  );
  const logo = value && logoOf ? <ChoiceLogo src={logoOf(value)} /> : null;

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={labelOf}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(x) => x}
      loading={found.isFetching}
      loadingText={SEARCHING}
      noOptionsText={search === '' && texts.idle ? texts.idle : texts.none}
      disabled={props.disabled}
      fullWidth
      slotProps={listboxSlot}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {logoOf ? <ChoiceLogo src={logoOf(option)} /> : null}
          {renderChoice ? renderChoice(option) : labelOf(option)}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={texts.label}
          placeholder={texts.placeholder}
          required={props.required}
          error={Boolean(error)}
          helperText={error ?? texts.helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: logo ? (
                <>
                  {logo}
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
