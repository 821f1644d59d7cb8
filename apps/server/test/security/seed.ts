// The people and rows the security suites act with: one active user per role, a blocked one, other
// people's rows to reach for, and generators for things each request must have fresh.
import type { Role } from '@rasti/contract';
import { questions, reviews } from '../../src/db/schema/index.ts';
import {
  freshMobile,
  makeCategory,
  makeEvaluation,
  makeOutlet,
  makeSource,
  makeSubject,
  makeUser,
  tokenFor,
} from '../factories.ts';
import { startSession } from '../../src/features/accounts/sessions.service.ts';
import { afterAll } from 'vitest';
import { createTestApp, type TestContext } from '../app.ts';
import { fakeWebDist } from './web-dist.ts';

export type Who = 'guest' | Role | 'blocked';
/** A guest, each role, and a blocked super admin (the strongest role, so a missed block shows). */
export const IDENTITIES: readonly Who[] = ['guest', 1, 2, 3, 4, 5, 'blocked'];
/** The role whose member wrote the review the walk edits ("4 and 5 their own"). */
export const OWNER_ROLE = 4 as const;

export interface Seed {
  /** each role's acting user */
  user: Record<Role, number>;
  blockedId: number;
  /** a regular user none of the identities is */
  otherUserId: number;
  /** a regular user whose question the walk blocks and unblocks */
  askerId: number;
  categoryId: number;
  evaluationId: number;
  outletId: number;
  /** an outlet with no sources, for DELETE */
  spareOutletId: number;
  subjectId: number;
  draftSubjectId: number;
  sourceId: number;
  /** the other user's question */
  questionId: number;
  /** the asker's question (block-user toggles the asker) */
  askerQuestionId: number;
  /** a draft review written by the OWNER_ROLE user */
  reviewId: number;
  /** a draft review written by the role-5 user */
  otherDraftReviewId: number;
  publishedReviewId: number;
  /** an active role-4 user (a faculty member) */
  facultyId: number;
  headers(who: Who): Record<string, string>;
  /** a number no request has used (the per-number code limits) */
  freshMobile(): string;
  /** a client address no request has used (the per-address limits) */
  freshIp(): string;
  /** a live refresh token of a throwaway user */
  freshRefresh(): Promise<string>;
}

let ipSeq = 0;

/**
 * The app a security suite calls and its seeded rows, closed after the file; `web` serves the suites' own
 * small web build (test/security/web-dist.ts), so the pages come back as real HTML.
 */
export async function seededApp({ web = false } = {}): Promise<{ t: TestContext; seed: Seed }> {
  const dist = web ? fakeWebDist() : undefined;
  const t = await createTestApp(dist ? { webDist: dist.dir } : {});
  const seed = await seedRows(t);
  afterAll(async () => {
    await t.close();
    dist?.remove();
  });
  return { t, seed };
}

export async function seedRows(t: TestContext): Promise<Seed> {
  const tokens = new Map<Who, string>();
  const user = {} as Record<Role, number>;
  for (const role of [1, 2, 3, 4, 5] as const) {
    const row = await makeUser(t, { firstName: 'نقش', lastName: String(role), role, abstract: 'رزومه' });
    user[role] = row.id;
    tokens.set(role, await tokenFor(t, row));
  }
  // the token was issued while the account was active; the block came after
  const blocked = await makeUser(t, { firstName: 'مسدود', lastName: 'شده', role: 2, isActive: false });
  tokens.set('blocked', await tokenFor(t, blocked));
  const other = await makeUser(t, { firstName: 'دیگری', lastName: 'عادی' });
  const asker = await makeUser(t, { firstName: 'پرسشگر', lastName: 'عادی' });

  const category = await makeCategory(t, 'دسته امنیت');
  const evaluation = await makeEvaluation(t, 'نادرست امنیت');
  const outlet = await makeOutlet(t, 'رسانه امنیت', 'Security Outlet');
  const spareOutlet = await makeOutlet(t, 'رسانه یدکی', 'Spare Outlet', 2);
  const subject = await makeSubject(t, {
    title: 'موضوع منتشرشده',
    categoryId: category.id,
    evaluationId: evaluation.id,
  });
  const draftSubject = await makeSubject(t, { title: 'موضوع پیش‌نویس', status: 1, datePublished: null });
  const source = await makeSource(t, { subjectId: subject.id, outletId: outlet.id });
  const [question] = await t.app.db
    .insert(questions)
    .values({ title: 'پرسش دیگری', summary: 'چرا؟', userId: other.id })
    .returning();
  const [askerQuestion] = await t.app.db
    .insert(questions)
    .values({ title: 'پرسش پرسشگر', summary: 'چطور؟', userId: asker.id })
    .returning();
  const review = async (authorId: number, status: number) => {
    const [row] = await t.app.db
      .insert(reviews)
      .values({
        subjectId: subject.id,
        title: `بررسی ${authorId}-${status}`,
        summary: 'خلاصه',
        content: '<p>متن</p>',
        status,
        datePublished: status === 2 ? new Date() : null,
        authorId,
        createdBy: authorId,
        updatedBy: authorId,
      })
      .returning();
    return row!.id;
  };

  return {
    user,
    blockedId: blocked.id,
    otherUserId: other.id,
    askerId: asker.id,
    categoryId: category.id,
    evaluationId: evaluation.id,
    outletId: outlet.id,
    spareOutletId: spareOutlet.id,
    subjectId: subject.id,
    draftSubjectId: draftSubject.id,
    sourceId: source.id,
    questionId: question!.id,
    askerQuestionId: askerQuestion!.id,
    reviewId: await review(user[OWNER_ROLE], 1),
    otherDraftReviewId: await review(user[5], 1),
    publishedReviewId: await review(user[OWNER_ROLE], 2),
    facultyId: user[4],
    headers: (who): Record<string, string> => {
      const token = tokens.get(who);
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    freshMobile: () => freshMobile().replace(/^09350/, '09351'),
    freshIp: () => `10.77.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`,
    freshRefresh: async () => {
      const throwaway = await makeUser(t);
      return (await startSession({ db: t.app.db, tokens: t.app.tokens, user: throwaway })).refresh;
    },
  };
}
