import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  values: { jti: string; familyId: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({ ...values, createdAt: new Date() });
}

/** The token's row, locked until the transaction ends so one refresh token rotates exactly once. */
export async function lockRefreshToken(db: Db, jti: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti)).for('update');
  return row;
}

export async function markRotated(db: Db, jti: string, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.jti, jti));
}

/** Every token of one sign-in, dead at once (a reused rotated token means it was stolen). */
export async function revokeFamily(db: Db, familyId: string, at = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Every refresh token of a user (blocked, or their role changed). */
export async function revokeUserTokens(db: Db, userId: number, at = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Housekeeping at sign-in: a user's expired tokens are of no use to anyone. */
export async function deleteExpiredTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
}
