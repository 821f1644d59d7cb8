import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInLinks } from '../../db/schema/index.ts';

/** A new link's row; the user's links still unused end with it (one live link per user). */
export async function replaceLink(
  db: Db,
  values: { userId: number; tokenHash: string; createdBy: number; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .update(signInLinks)
    .set({ usedAt: values.now })
    .where(and(eq(signInLinks.userId, values.userId), isNull(signInLinks.usedAt)));
  await db.insert(signInLinks).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    createdBy: values.createdBy,
    expiresAt: values.expiresAt,
  });
}

/** Uses a live link once (the update is the check, so two uses at once cannot both win): its user's id. */
export async function takeLink(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(eq(signInLinks.tokenHash, tokenHash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)),
    )
    .returning({ userId: signInLinks.userId });
  return row?.userId;
}
