import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/index.ts';

export type OtpCodeRow = typeof otpCodes.$inferSelect;

/** Serialises code requests and checks for one number across transactions and server processes. */
export async function lockMobile(db: Db, mobile: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobile}`}))`);
}

/** Creation times of the number's codes since `since`, newest first. */
export async function codeTimesSince(db: Db, mobile: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, since)))
    .orderBy(desc(otpCodes.createdAt));
  return rows.map((r) => r.createdAt);
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
 * The number's newest code for one purpose (only the newest can be used), locked until the transaction
 * ends: a sign-in code (`changeUserId` null), or one proving the number for that user's mobile change.
 */
export async function lockNewestCode(
  db: Db,
  mobile: string,
  changeUserId: number | null,
): Promise<OtpCodeRow | undefined> {
  const purpose =
    changeUserId === null ? isNull(otpCodes.changeUserId) : eq(otpCodes.changeUserId, changeUserId);
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), purpose))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function countFailedAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, id));
}

export async function markCodeUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(otpCodes).set({ usedAt: at }).where(eq(otpCodes.id, id));
}
