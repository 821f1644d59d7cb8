import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SubjectListItem } from '@rasti/contract';
import { subjectChoicesQueryOptions } from '../../subjects/api';
import { useServerChoices } from '../hooks/use-choice-search';
import { REVIEWS_TEXT } from '../messages';
import type { SubjectChoice } from './review-form';

interface SubjectPickerProps {
  value: SubjectChoice | null;
  onChange: (subject: SubjectChoice | null) => void;
  error?: string;
  disabled?: boolean;
}

const titleOf = (s: SubjectChoice) => s.title;
const toChoice = (s: SubjectListItem): SubjectChoice => ({ id: s.id, title: s.title });

/** The review's subject, searched by title on the server as you type. */
export function SubjectPicker({ value, onChange, error, disabled }: SubjectPickerProps) {
  const choices = useServerChoices(value, onChange, titleOf, subjectChoicesQueryOptions, toChoice);

  return (
    <Autocomplete
      {...choices}
      getOptionKey={(option) => option.id}
      noOptionsText={REVIEWS_TEXT.noSubjects}
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
