import { CATEGORY_MESSAGES, type Category, type CategoryCreateBody, normalizePersian } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { withAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { sqlState, UNIQUE_VIOLATION, type Page, presentPage } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { presentCategory } from './categories.presenter.ts';
import {
  findCategory,
  insertCategory,
  listCategoryRows,
  titleKeyTaken,
  updateCategoryRow,
} from './categories.repository.ts';

const duplicate = () =>
  conflict(CATEGORY_MESSAGES.titleDuplicate, { title: [CATEGORY_MESSAGES.titleDuplicate] });

/** Categories in the order they were made; `search` matches the normalised title. */
export async function listCategories(opts: {
  db: Db;
  query: { search?: string; page: number; page_size: number };
}): Promise<Page<Category>> {
  return presentPage(await listCategoryRows(opts.db, opts.query), presentCategory);
}

/** Titles are unique after trimming, case-folding and Persian normalisation (server-rules section 5). */
async function assertTitleFree(db: Db, titleKey: string, exceptId?: number): Promise<void> {
  if (await titleKeyTaken(db, titleKey, exceptId)) throw duplicate();
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

export async function createCategory(opts: {
  db: Db;
  actor: Actor;
  input: CategoryCreateBody;
}): Promise<Category> {
  const { db, actor, input } = opts;
  const titleKey = normalizePersian(input.title);
  await assertTitleFree(db, titleKey);
  return uniqueTitle(() =>
    withAudit(
      db,
      (tx) =>
        insertCategory(tx, {
          title: input.title,
          titleKey,
          color: input.color,
          createdBy: actor.id,
          updatedBy: actor.id,
        }),
      (row) => ({ actorId: actor.id, action: 'category.create', entity: 'category', entityId: row.id }),
    ).then(presentCategory),
  );
}

export async function updateCategory(opts: {
  db: Db;
  actor: Actor;
  id: number;
  input: Partial<CategoryCreateBody>;
}): Promise<Category> {
  const { db, actor, id, input } = opts;
  if (!(await findCategory(db, id))) throw notFound();
  const titleKey = input.title === undefined ? undefined : normalizePersian(input.title);
  if (titleKey !== undefined) await assertTitleFree(db, titleKey, id);
  return uniqueTitle(() =>
    withAudit(
      db,
      (tx) =>
        updateCategoryRow(tx, id, {
          ...(input.title !== undefined ? { title: input.title, titleKey } : {}),
          ...(input.color !== undefined ? { color: input.color } : {}),
          updatedBy: actor.id,
          updatedAt: new Date(),
        }),
      () => ({
        actorId: actor.id,
        action: 'category.update',
        entity: 'category',
        entityId: id,
        details: { fields: Object.keys(input) },
      }),
    ).then(presentCategory),
  );
}
