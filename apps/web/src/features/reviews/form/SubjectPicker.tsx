import type { SubjectListItem } from '@rasti/contract';
import { ServerPicker } from '../../../components/ServerPicker';
import { subjectChoicesQueryOptions } from '../../subjects/api';
import { SUBJECT_PICKER_TEXT } from '../messages';
import type { SubjectChoice } from './review-form';

interface SubjectPickerProps {
  value: SubjectChoice | null;
  onChange: (subject: SubjectChoice | null) => void;
  error?: string;
  disabled?: boolean;
}

const subjectChoices = {
  queryFor: subjectChoicesQueryOptions,
  toChoice: ({ id, title }: SubjectListItem): SubjectChoice => ({ id, title }),
  labelOf: (s: SubjectChoice) => s.title,
};

/** The review's subject, searched by title on the server as you type. */
export function SubjectPicker(props: SubjectPickerProps) {
  return <ServerPicker {...props} choices={subjectChoices} texts={SUBJECT_PICKER_TEXT} required />;
}
