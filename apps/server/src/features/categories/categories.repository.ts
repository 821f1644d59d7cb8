import { and, asc, count, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { containsPattern, offsetOf } from '../../lib/sql.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategory = Omit<typeof categories.$inferInsert, 'id'>;

/** One page of categories in the order they were made; `search` matches the normalised title. */
export async function listCategoryRows(
  db: Db,
  q: { search?: string; page: number; page_size: number },
): Promise<{ rows: Pick<CategoryRow, 'id' | 'title' | 'color'>[]; total: number }> {
  const pattern = containsPattern(q.search);
  const where = pattern ? like(categories.titleKey, pattern) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: categories.id, title: categories.title, color: categories.color })
      .from(categories)
      .where(where)
      .orderBy(asc(categories.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/** Whether another category (not `exceptId`) already has this normalised title. */
export async function titleKeyTaken(db: Db, titleKey: string, exceptId?: number): Promise<boolean> {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      exceptId
        ? and(eq(categories.titleKey, titleKey), ne(categories.id, exceptId))
        : eq(categories.titleKey, titleKey),
    )
    .limit(1);
  return clash !== undefined;
}

export async function insertCategory(db: Db, values: NewCategory): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategoryRow(
  db: Db,
  id: number,
  values: Partial<NewCategory>,
): Promise<CategoryRow> {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row!;
}
