import type { SubjectListItem } from '@rasti/contract';
import { ServerPicker } from '../../../components/ServerPicker';
import { subjectSuggestionsQueryOptions } from '../../subjects/api';
import { SUBJECT_PICKER_TEXT } from '../messages';

export interface PickedSubject {
  id: number;
  title: string;
}

interface SubjectPickerProps {
  value: PickedSubject | null;
  onChange: (subject: PickedSubject | null) => void;
  disabled?: boolean;
}

const subjectChoices = {
  queryFor: subjectSuggestionsQueryOptions,
  toChoice: ({ id, title }: SubjectListItem): PickedSubject => ({ id, title }),
  labelOf: (s: PickedSubject) => s.title,
};

/** The linked-subject search box: subjects whose title or abstract holds the typed text (server search). */
export default function SubjectPicker(props: SubjectPickerProps) {
  return <ServerPicker {...props} choices={subjectChoices} texts={SUBJECT_PICKER_TEXT} />;
}
