import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { subjectChoicesQueryOptions } from '../../subjects/api';
import { useChoiceSearch, withChosen } from '../hooks/use-choice-search';
import { REVIEWS_TEXT } from '../messages';
import type { SubjectChoice } from './review-form';

interface SubjectPickerProps {
  value: SubjectChoice | null;
  onChange: (subject: SubjectChoice | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The review's subject, searched by title on the server as you type. */
export function SubjectPicker({ value, onChange, error, disabled }: SubjectPickerProps) {
  const { input, setInput, search } = useChoiceSearch(value, (s) => s.title);
  const subjects = useQuery(subjectChoicesQueryOptions(search));
  const options = useMemo<SubjectChoice[]>(
    () =>
      withChosen(
        (subjects.data?.items ?? []).map((s) => ({ id: s.id, title: s.title })),
        value,
      ),
    [subjects.data, value],
  );

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(option) => option.title}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(x) => x}
      loading={subjects.isFetching}
      noOptionsText={REVIEWS_TEXT.noSubjects}
      loadingText={REVIEWS_TEXT.loading}
      disabled={disabled}
      slotProps={{ listbox: { sx: { maxHeight: '15rem' } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={REVIEWS_TEXT.subject}
          placeholder={REVIEWS_TEXT.subjectPlaceholder}
          required
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
