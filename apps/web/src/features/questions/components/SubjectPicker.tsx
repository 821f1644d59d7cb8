import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { subjectSearchQueryOptions } from '../api/list-questions';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { DETAIL_TEXT } from '../messages';

export interface PickedSubject {
  id: number;
  title: string;
}

const SEARCH_DEBOUNCE_MS = 300;

interface SubjectPickerProps {
  value: PickedSubject | null;
  onChange: (subject: PickedSubject | null) => void;
  disabled?: boolean;
}

/** The linked-subject search box: subjects whose title or abstract holds the typed text (server search). */
export default function SubjectPicker({ value, onChange, disabled }: SubjectPickerProps) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // the picked subject's own title in the box is not a search
  const searching = term !== '' && term !== value?.title;
  const results = useQuery({ ...subjectSearchQueryOptions(term), enabled: searching });
  const options: PickedSubject[] = searching
    ? (results.data?.items ?? []).map((s) => ({ id: s.id, title: s.title }))
    : value
      ? [value]
      : [];

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      getOptionLabel={(o) => o.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(o) => o}
      loading={searching && results.isFetching}
      loadingText="در حال جستجو..."
      noOptionsText={searching ? DETAIL_TEXT.noSubjectFound : DETAIL_TEXT.typeToSearch}
      disabled={disabled}
      fullWidth
      slotProps={{ listbox: { sx: { maxHeight: '15rem' } } }}
      renderInput={(params) => (
        <TextField {...params} label={DETAIL_TEXT.subjectSearch} helperText={DETAIL_TEXT.subjectSearchHint} />
      )}
    />
  );
}
