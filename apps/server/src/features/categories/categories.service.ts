import { CATEGORY_MESSAGES, type Category, type CategoryCreateBody, normalizePersian } from '@rasti/contract';
import { and, asc, count, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { containsPattern, sqlState, UNIQUE_VIOLATION } from '../../lib/sql.ts';

type CategoryRow = typeof categories.$inferSelect;

export const presentCategory = (row: Pick<CategoryRow, 'id' | 'title' | 'color'>): Category => ({
  id: row.id,
  title: row.title,
  color: row.color,
});

const duplicate = () =>
  conflict(CATEGORY_MESSAGES.titleDuplicate, { title: [CATEGORY_MESSAGES.titleDuplicate] });

/** Categories in the order they were made; `search` matches the normalised title. */
export async function listCategories(
  db: Db,
  q: { search?: string; page: number; page_size: number },
): Promise<{ rows: Category[]; total: number }> {
  const pattern = containsPattern(q.search);
  const where = pattern ? like(categories.titleKey, pattern) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: categories.id, title: categories.title, color: categories.color })
      .from(categories)
      .where(where)
      .orderBy(asc(categories.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  return { rows: rows.map(presentCategory), total: total?.n ?? 0 };
}

/** Titles are unique after trimming, case-folding and Persian normalisation (server-rules section 5). */
async function assertTitleFree(db: Db, titleKey: string, exceptId?: number): Promise<void> {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      exceptId
        ? and(eq(categories.titleKey, titleKey), ne(categories.id, exceptId))
        : eq(categories.titleKey, titleKey),
    )
    .limit(1);
  if (clash) throw duplicate();
}

/** The unique index is the final word when two saves race. */
async function uniqueTitle<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION) throw duplicate();
    throw err;
  }
}

export async function createCategory(
  db: Db,
  opts: { actorId: number; body: CategoryCreateBody },
): Promise<Category> {
  const titleKey = normalizePersian(opts.body.title);
  await assertTitleFree(db, titleKey);
  return uniqueTitle(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values({
          title: opts.body.title,
          titleKey,
          color: opts.body.color,
          createdBy: opts.actorId,
          updatedBy: opts.actorId,
        })
        .returning();
      await recordAudit(tx, {
        actorId: opts.actorId,
        action: 'category.create',
        entity: 'category',
        entityId: row!.id,
      });
      return presentCategory(row!);
    }),
  );
}

export async function updateCategory(
  db: Db,
  opts: { actorId: number; id: number; body: Partial<CategoryCreateBody> },
): Promise<Category> {
  const [existing] = await db.select().from(categories).where(eq(categories.id, opts.id));
  if (!existing) throw notFound();
  const titleKey = opts.body.title === undefined ? undefined : normalizePersian(opts.body.title);
  if (titleKey !== undefined) await assertTitleFree(db, titleKey, opts.id);
  return uniqueTitle(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(categories)
        .set({
          ...(opts.body.title !== undefined ? { title: opts.body.title, titleKey } : {}),
          ...(opts.body.color !== undefined ? { color: opts.body.color } : {}),
          updatedBy: opts.actorId,
          updatedAt: new Date(),
        })
        .where(eq(categories.id, opts.id))
        .returning();
      await recordAudit(tx, {
        actorId: opts.actorId,
        action: 'category.update',
        entity: 'category',
        entityId: opts.id,
        details: { fields: Object.keys(opts.body) },
      });
      return presentCategory(row!);
    }),
  );
}
