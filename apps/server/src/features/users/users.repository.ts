import { normalizePersian, Role } from '@rasti/contract';
import { and, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { containsPattern, offsetOf } from '../../lib/sql.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'searchText'>;
export type UserChanges = Partial<Omit<NewUser, 'mobile' | 'firstName' | 'lastName'>> &
  Partial<Pick<UserRow, 'mobile' | 'firstName' | 'lastName'>>;

/** The users search column: full name and mobile, normalised as the search query will be. */
export const userSearchText = (u: { firstName: string; lastName: string; mobile: string }) =>
  normalizePersian(`${u.firstName} ${u.lastName} ${u.mobile}`);

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
  return row;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const firstName = values.firstName ?? '';
  const lastName = values.lastName ?? '';
  const [row] = await db
    .insert(users)
    .values({ ...values, searchText: userSearchText({ firstName, lastName, mobile: values.mobile }) })
    .returning();
  return row!;
}

/** First sign-in creates a regular user; a concurrent creation of the same mobile is read back instead. */
export async function findOrCreateByMobile(db: Db, mobile: string): Promise<UserRow> {
  await db
    .insert(users)
    .values({
      mobile,
      role: Role.Regular,
      searchText: userSearchText({ firstName: '', lastName: '', mobile }),
    })
    .onConflictDoNothing({ target: users.mobile });
  return (await findUserByMobile(db, mobile))!;
}

/** Applies changes to a user, keeping search_text in step with names and mobile. */
export async function updateUserRow(db: Db, current: UserRow, changes: UserChanges): Promise<UserRow> {
  const next = { ...current, ...changes };
  const [row] = await db
    .update(users)
    .set({ ...changes, searchText: userSearchText(next), updatedAt: new Date() })
    .where(eq(users.id, current.id))
    .returning();
  return row!;
}

export interface UserFilter {
  search?: string;
  role?: number;
  isActive?: boolean;
}

function filterWhere(filter: UserFilter): SQL | undefined {
  const parts: SQL[] = [];
  const pattern = containsPattern(filter.search);
  // ILIKE '%…%' on the normalised column is what the trigram index serves
  if (pattern) parts.push(ilike(users.searchText, pattern));
  if (filter.role !== undefined) parts.push(eq(users.role, filter.role));
  if (filter.isActive !== undefined) parts.push(eq(users.isActive, filter.isActive));
  return parts.length ? and(...parts) : undefined;
}

/** One page of users, newest first, and the total matching the filter. */
export async function listUserRows(
  db: Db,
  filter: UserFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = filterWhere(filter);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.dateJoined), desc(users.id))
      .limit(page.pageSize)
      .offset(offsetOf({ page: page.page, page_size: page.pageSize })),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/**
 * Active super admins other than `exceptId`, with their rows locked until the transaction ends, so two
 * super admins demoting each other at once cannot leave none.
 */
export async function lockOtherActiveSuperAdmins(db: Db, exceptId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, Role.SuperAdmin), eq(users.isActive, true), ne(users.id, exceptId)))
    .for('update');
  return rows.map((r) => r.id);
}
