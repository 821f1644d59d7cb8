import { FACULTY_MESSAGES, type FacultyMember } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { type Page, presentPage } from '../../lib/sql.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { presentMember } from './faculty.presenter.ts';
import { findMember, listMemberRows } from './faculty.repository.ts';

/** The members, oldest first (the slideshow shows the first 3); `search` matches the name. */
export async function listFaculty(opts: {
  db: Db;
  storage: FileStorage;
  query: { page: number; page_size: number; search?: string };
}): Promise<Page<FacultyMember>> {
  return presentPage(await listMemberRows(opts.db, opts.query), (r) => presentMember(r, opts.storage));
}

/** One member; 404 when the id is not an active board member. */
export async function getFacultyMember(opts: {
  db: Db;
  storage: FileStorage;
  id: number;
}): Promise<FacultyMember> {
  const row = await findMember(opts.db, opts.id);
  if (!row) throw notFound(FACULTY_MESSAGES.notFound);
  return presentMember(row, opts.storage);
}
