// What other features may use of this one (the import-boundary rule in biome.json points them here).
export {
  findPublishedSubject,
  findSubjectForEdit,
  listPublishedSubjects,
  publicSubjectDetail,
  writeSubjectEdit,
} from './subjects.service.ts';
