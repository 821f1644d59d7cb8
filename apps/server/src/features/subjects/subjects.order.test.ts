import type { ListSort } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { makeCategory, makeSubject, minutesAgo } from '../../../test/factories.ts';
import { subjects } from '../../db/schema/index.ts';
import { pageSubjectRows } from './subjects.repository.ts';

// A page of subjects without a search is read from the nearer end of its order's index (the tally gives
// the exact total); a page past the end reads nothing. Every page must hold the rows the whole list has
// there, in every order, with and without a category, for the public and for staff.
const { t } = setupApp();

const SORTS: (ListSort | 'newest')[] = ['newest', 'priority', 'views', 'most_reviewed', 'most_wanted'];

async function expectPagesRight(category?: number) {
  const lists = [
    ...SORTS.map((sort) => ({ audience: 'public', sort }) as const),
    { audience: 'staff' } as const,
  ];
  for (const list of lists) {
    const label = `${'sort' in list ? list.sort : 'staff'} ${category ?? ''}`;
    const whole = await pageSubjectRows(t.app.db, { page: 1, page_size: 100, category }, list);
    expect(whole.rows.length, label).toBe(whole.total);
    for (const size of [1, 2, 3]) {
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(whole.total / size); page++) {
        const part = await pageSubjectRows(t.app.db, { page, page_size: size, category }, list);
        expect(part.total, label).toBe(whole.total);
        paged.push(...part.rows.map((r) => r.id));
      }
      expect(paged, `${label} in pages of ${size}`).toEqual(whole.rows.map((r) => r.id));
    }
    const past = await pageSubjectRows(t.app.db, { page: whole.total + 1, page_size: 1, category }, list);
    expect(past, label).toEqual({ rows: [], total: whole.total });
  }
}

describe('the subjects list in pages', () => {
  it('gives each page the rows of the whole list, read from either end', async () => {
    const health = await makeCategory(t, 'سلامت صفحه');
    const economy = await makeCategory(t, 'اقتصاد صفحه');
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await makeSubject(t, {
          title: `موضوع صفحه ${i}`,
          categoryId: i % 3 === 0 ? economy.id : health.id,
          priority: 1 + (i % 3),
          views: i % 2,
          // two without a date and two with the same one: the tie-breaks' nulls and ids
          datePublished: i < 2 ? null : minutesAgo(i === 3 ? 2 : i),
          status: i === 5 ? 1 : 2,
        }),
      );
    }
    await t.app.db.update(subjects).set({ questionCount: 2 }).where(eq(subjects.id, made[4]!.id));
    for (const category of [undefined, health.id, economy.id]) await expectPagesRight(category);
  });
});
