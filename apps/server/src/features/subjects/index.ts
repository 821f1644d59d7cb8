// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { presentSubjectListItem } from './subjects.presenter.ts';
export { selectSubjectList } from './subjects.repository.ts';
export { findSubjectForEdit, listPublishedSubjects, writeSubjectEdit } from './subjects.service.ts';
