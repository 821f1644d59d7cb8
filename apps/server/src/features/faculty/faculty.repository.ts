import { normalizePersian, Role, Status } from '@rasti/contract';
import { and, asc, count, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { containsPattern, offsetOf } from '../../lib/sql.ts';

// The scientific board as the public sees it: active role-4 users (server-rules section 4), with how many
// published reviews each wrote. Nothing private (mobile, gender, role changes) is ever read here.

const isFaculty = and(eq(users.role, Role.Board), eq(users.isActive, true))!;

/** Published reviews of published subjects written by the row's user. */
// written with table aliases: inside a single-table select, drizzle leaves column names unqualified
const publishedCount = sql<number>`(
  select count(*) from reviews r inner join subjects s on s.id = r.subject_id
  where r.author_id = ${sql.raw('"users"."id"')} and r.status = ${sql.raw(String(Status.Published))}
    and s.status = ${sql.raw(String(Status.Published))}
)`.mapWith(Number);

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  abstract: users.abstract,
  publishedCount,
};

export type MemberRow = {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  abstract: string;
  publishedCount: number;
};

/**
 * The name contains the text. The users' search column is normalise(first last mobile): the name is its
 * first part, so the match must end within the name's length; a text with a digit never matches, so the
 * public search can never probe a member's mobile number.
 */
function nameContains(search: string | undefined): SQL | undefined {
  const pattern = containsPattern(search);
  if (!pattern) return undefined;
  const needle = normalizePersian(search ?? '');
  if (/\d/.test(needle)) return sql`false`;
  return and(
    like(users.searchText, pattern),
    sql`strpos(${users.searchText}, ${needle}) between 1 and
        char_length(${users.firstName}) + char_length(${users.lastName}) + 2 - char_length(${needle})`,
  );
}

/** One page of the members, oldest first; `search` matches the name. */
export async function listMemberRows(
  db: Db,
  q: { page: number; page_size: number; search?: string },
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = and(isFaculty, nameContains(q.search));
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(users).where(where).orderBy(asc(users.id)).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One member, or null when the id is not an active board member. */
export async function findMember(db: Db, id: number): Promise<MemberRow | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(isFaculty, eq(users.id, id)));
  return row ?? null;
}
