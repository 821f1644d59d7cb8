// Test helpers for reviews, faculty, scores, search and the sharing pages: rows made directly.
import { normalizePersian, type Role } from '@rasti/contract';
import type { TestContext } from '../../../test/app.ts';
import { tokenFor } from '../accounts/accounts.testing.ts';
import { reviewNewsItems, reviews, users } from '../../db/schema/index.ts';

let nextMobile = 0;

/** A user of the given role with a unique mobile (09350…), e.g. a board member. */
export async function makeUser(t: TestContext, values: Partial<typeof users.$inferInsert> & { role: Role }) {
  nextMobile += 1;
  const [row] = await t.app.db
    .insert(users)
    .values({
      firstName: 'عضو',
      lastName: `شماره ${nextMobile}`,
      mobile: `0935${String(nextMobile).padStart(7, '0')}`,
      ...values,
    })
    .returning();
  return row!;
}

/** A signed access token's header for a user made with makeUser. */
export async function headersOf(t: TestContext, user: typeof users.$inferSelect) {
  const token = await tokenFor(t, user);
  return { authorization: `Bearer ${token}` };
}

/** A review written straight to the database (published now unless told otherwise). */
export async function makeReview(
  t: TestContext,
  values: Partial<typeof reviews.$inferInsert> & { subjectId: number; title: string },
) {
  const summary = values.summary ?? 'خلاصه بررسی';
  const status = values.status ?? 2;
  const [row] = await t.app.db
    .insert(reviews)
    .values({
      content: '<p>متن بررسی</p>',
      status,
      datePublished: status === 2 ? new Date() : null,
      ...values,
      summary,
      searchText: normalizePersian(`${values.title} ${summary}`),
    })
    .returning();
  return row!;
}

export async function makeNewsItem(
  t: TestContext,
  values: Partial<typeof reviewNewsItems.$inferInsert> & { reviewId: number },
) {
  const [row] = await t.app.db
    .insert(reviewNewsItems)
    .values({ title: 'خبر', link: 'https://news.example/1', ...values })
    .returning();
  return row!;
}

/** Dates a given number of minutes apart, oldest first, for ordering tests. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
