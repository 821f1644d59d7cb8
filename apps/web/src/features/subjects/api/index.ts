// What other features (and the server renderer) may use of the subjects' data. Saving stays inside the
// feature: it loads the upload path, which public pages do not need.
export { subjectQueryOptions } from './get-subject';
export { publicSubjectsQueryOptions, adminSubjectsQueryOptions } from './list-subjects';
export { subjectKeys } from './subject-keys';
export {
  SUBJECT_CHOICES_PAGE_SIZE,
  subjectChoiceQueryOptions,
  subjectChoicesQueryOptions,
  subjectSuggestionsQueryOptions,
} from './subject-suggestions';
