import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/index.ts';

export type OtpCodeRow = typeof otpCodes.$inferSelect;

/** Serialises code requests and checks for one number across transactions and server processes. */
export async function lockMobile(db: Db, mobile: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobile}`}))`);
}

export type RecentCode = Pick<OtpCodeRow, 'createdAt' | 'ip' | 'usedAt' | 'expiresAt' | 'attempts'>;

/** The number's codes since `since` (when, asked from where, and how each ended), newest first. */
export async function codesSince(db: Db, mobile: string, since: Date): Promise<RecentCode[]> {
  return db
    .select({
      createdAt: otpCodes.createdAt,
      ip: otpCodes.ip,
      usedAt: otpCodes.usedAt,
      expiresAt: otpCodes.expiresAt,
      attempts: otpCodes.attempts,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, since)))
    .orderBy(desc(otpCodes.createdAt));
}

/** Codes of every number made since `since`, and the oldest of them (the site-wide ceiling). */
export async function siteCodesSince(db: Db, since: Date): Promise<{ sent: number; oldest: Date | null }> {
  const [row] = await db
    .select({ sent: count(), oldest: sql<string | null>`min(${otpCodes.createdAt})` })
    .from(otpCodes)
    .where(gt(otpCodes.createdAt, since));
  return { sent: Number(row?.sent ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertCode(
  db: Db,
  values: {
    mobile: string;
    codeHash: string;
    expiresAt: Date;
    ip: string;
    createdAt: Date;
    changeUserId: number | null;
  },
): Promise<number> {
  const [row] = await db.insert(otpCodes).values(values).returning({ id: otpCodes.id });
  return row!.id;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** Old codes are of no use once they are out of every rate window. */
export async function deleteCodesBefore(db: Db, mobile: string, before: Date): Promise<void> {
  await db.delete(otpCodes).where(and(eq(otpCodes.mobile, mobile), lt(otpCodes.createdAt, before)));
}

/**
 * The number's codes of one purpose that can still be used (unused, unexpired, guesses left), locked until
 * the transaction ends: sign-in codes (`changeUserId` null), or those proving the number for that user's
 * mobile change. Several can be live at once: one asked by the number's owner and one by someone else.
 */
export async function lockLiveCodes(
  db: Db,
  mobile: string,
  changeUserId: number | null,
  now: Date,
  maxAttempts: number,
): Promise<OtpCodeRow[]> {
  const purpose =
    changeUserId === null ? isNull(otpCodes.changeUserId) : eq(otpCodes.changeUserId, changeUserId);
  return db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.mobile, mobile),
        purpose,
        isNull(otpCodes.usedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .for('update');
}

export async function countFailedAttempt(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(inArray(otpCodes.id, ids));
}

/** A resend ends the codes the same address asked for before (a stranger's request ends none). */
export async function endCodesFrom(
  db: Db,
  mobile: string,
  changeUserId: number | null,
  ip: string,
  maxAttempts: number,
): Promise<void> {
  const purpose =
    changeUserId === null ? isNull(otpCodes.changeUserId) : eq(otpCodes.changeUserId, changeUserId);
  await db
    .update(otpCodes)
    .set({ attempts: maxAttempts })
    .where(and(eq(otpCodes.mobile, mobile), purpose, eq(otpCodes.ip, ip), isNull(otpCodes.usedAt)));
}

/** Codes that may no longer be used, though nobody used them (their guesses are spent). */
export async function endCodes(db: Db, ids: number[], maxAttempts: number): Promise<void> {
  if (ids.length === 0) return;
  await db.update(otpCodes).set({ attempts: maxAttempts }).where(inArray(otpCodes.id, ids));
}

export async function markCodeUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(otpCodes).set({ usedAt: at }).where(eq(otpCodes.id, id));
}
