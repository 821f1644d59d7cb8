import { readFileSync } from 'node:fs';
import { foldAffixes } from '@rasti/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { makeCategory, makeOutlet, makeReview, makeSubject, type Who } from '../../../test/factories.ts';
import { questions, subjects } from '../../db/schema/index.ts';

// A half-space, a space and nothing between a word and its affixes are one text (normalizePersian's affix
// fold, ADR "grouping by the matcher"): every search finds what any of the three spellings names.

const { t, as } = setupApp({ actors: true });

/** The three ways readers and editors write 'the banknotes of'. */
const FORMS = ['اسکناس\u200Cهای', 'اسکناس های', 'اسکناسهای'];
const subjectIds: number[] = [];
const reviewIds: number[] = [];

beforeAll(async () => {
  for (const form of FORMS) {
    const subject = await makeSubject(t, { title: `${form} تازه بانک مرکزی`, abstract: 'چکیده' });
    subjectIds.push(subject.id);
    const review = await makeReview(t, { subjectId: subject.id, title: `بررسی ${form} تازه` });
    reviewIds.push(review.id);
  }
  for (const form of FORMS) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/public-user-question/',
      payload: { title: `آیا ${form} تازه جعلی است؟`, summary: 'در پیام‌رسان‌ها دست‌به‌دست می‌شود' },
      remoteAddress: `10.9.0.${FORMS.indexOf(form) + 1}`,
    });
    expect(res.statusCode).toBe(201);
  }
});

const get = async (url: string, who: Who = 'guest') => {
  const res = await t.app.inject({ url, headers: as(who) });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; type?: string; kind?: string; title: string }[];
};
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('a missing half-space', () => {
  it.each(FORMS)('«%s» finds every spelling in the global search, for readers and staff', async (form) => {
    for (const who of ['guest', 2] as const) {
      const found = await get(`/api/public/search/?q=${encodeURIComponent(form)}&per_type=10`, who);
      expect(sorted(found.filter((f) => f.type === 'subject').map((f) => f.id))).toEqual(subjectIds);
      expect(sorted(found.filter((f) => f.type === 'review').map((f) => f.id))).toEqual(reviewIds);
    }
  });

  it.each(FORMS)('«%s» finds every spelling in the public and staff lists', async (form) => {
    const q = `search=${encodeURIComponent(form)}&page_size=50`;
    const ids = async (url: string, who: Who = 'guest') => sorted((await get(url, who)).map((r) => r.id));
    expect(await ids(`/api/public/public-news-subject/?${q}`)).toEqual(subjectIds);
    expect(await ids(`/api/news/news-subject/?${q}`, 2)).toEqual(subjectIds);
    expect(await ids(`/api/news/review-subject/?${q}`, 2)).toEqual(reviewIds);
    // the public reviews list also finds reviews by their subjects' titles: all three either way
    expect(await ids(`/api/public/public-news-review/?${q}`)).toEqual(reviewIds);
    expect((await get(`/api/news/asked/?${q}`, 2)).length).toBe(3);
  });

  it('each spelling finds a category and an outlet in the staff tables and the public outlets', async () => {
    // one of each that none of the spellings names, so a search that matched nothing would show
    await makeCategory(t, 'ورزشی');
    await makeOutlet(t, 'خبرگزاری دیگر', 'Other News');
    const category = await makeCategory(t, 'اسکناس\u200Cهای کهنه');
    const outlet = await makeOutlet(t, 'اسکناسهای تازه‌نفس', 'Fresh Notes');
    for (const form of FORMS) {
      const q = `search=${encodeURIComponent(form)}&page_size=50`;
      expect((await get(`/api/news/Category/?${q}`, 2)).map((c) => c.id)).toEqual([category.id]);
      expect((await get(`/api/news/Media/?${q}`, 2)).map((o) => o.id)).toEqual([outlet.id]);
      expect((await get(`/api/public/public-media/?${q}`)).map((o) => o.id)).toEqual([outlet.id]);
    }
  });

  it.each(FORMS)('«%s» asks the matcher about the same subjects', async (form) => {
    const found = await get(
      `/api/public/public-user-question/similar/?text=${encodeURIComponent(`آیا ${form} تازه بانک مرکزی جعلی است`)}`,
    );
    expect(sorted(found.filter((f) => f.kind === 'subject').map((f) => f.id))).toEqual(subjectIds);
  });

  it('the inbox groups the three spellings of one question', async () => {
    const rows = await t.app.db
      .select({ group: questions.groupId })
      .from(questions)
      .where(sql`${questions.title} like '%تازه جعلی%'`);
    expect(rows.length).toBe(3);
    expect(rows[0]!.group).not.toBeNull();
    expect(new Set(rows.map((r) => r.group)).size).toBe(1);
  });

  it('the migration folds text stored before the fold as foldAffixes does', async () => {
    const old = 'اسکناس های تازه می شود گران ترین نمی شود میدان ها ۲ ها'.replace('۲', '2');
    const [row] = await t.app.db
      .insert(subjects)
      .values({ title: 'متن پیش از تا', abstract: '', content: '', status: 1, searchText: old })
      .returning({ id: subjects.id });
    const migration = readFileSync(
      new URL('../../db/migrations/0016_fold_affixes.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.app.db.execute(sql.raw(statement));
    const [after] = await t.app.db
      .select({ text: subjects.searchText })
      .from(subjects)
      .where(eq(subjects.id, row!.id));
    expect(after!.text).toBe(foldAffixes(old));
    expect(after!.text).toBe('اسکناسهای تازه میشود گرانترین نمیشود میدانها 2 ها');
  });
});

describe('the folded search keeps its index (ADR 26)', () => {
  it('a public search for a joined spelling is a trigram index scan', async () => {
    const plan = await t.app.db.transaction(async (tx) => {
      // the test tables are tiny, where a sequential scan is cheaper: forbid it to see what serves the LIKE
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from subjects where search_text like ${'%اسکناسهای%'}`,
      );
      return (result as unknown as { rows: Record<string, unknown>[] }).rows
        .map((r) => String(Object.values(r)[0]))
        .join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on subjects_search_trgm_idx/);
  });
});
