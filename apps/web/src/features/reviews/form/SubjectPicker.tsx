import type { SubjectListItem } from '@rasti/contract';
import { ServerPicker } from '../../../components/ServerPicker';
import { subjectChoicesQueryOptions } from '../../subjects/api';
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
  return (
    <ServerPicker
      value={value}
      onChange={onChange}
      queryFor={subjectChoicesQueryOptions}
      toChoice={toChoice}
      labelOf={titleOf}
      label={REVIEWS_TEXT.subject}
      placeholder={REVIEWS_TEXT.subjectPlaceholder}
      required
      error={error}
      disabled={disabled}
      loadingText={REVIEWS_TEXT.loading}
      noOptionsText={REVIEWS_TEXT.noSubjects}
    />
  );
}
