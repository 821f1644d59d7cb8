import type { FacultyMember } from '@rasti/contract';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';
import { fullName } from '../../lib/tokens.ts';
import type { MemberRow } from './faculty.repository.ts';

/** A board member as everyone reads them: names, avatar, abstract and their published reviews' count. */
export const presentMember = (row: MemberRow, storage: FileStorage): FacultyMember => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  full_name: fullName(row),
  avatar: mediaUrl(storage, row.avatar),
  abstract: row.abstract,
  published_count: row.publishedCount,
});
