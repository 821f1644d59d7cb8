import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { evaluations, subjects } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { makeEvaluation, makeReview, makeSubject, webDist } from '../../../test/factories.ts';
import { CardMaker, cardStats } from './cards.service.ts';

const { t } = setupApp({ config: () => ({ webDist: webDist(), publicUrl: 'https://rasti.example/' }) });

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const get = (url: string) => t.app.inject({ url, headers: { host: 'evil.example' } });

async function publishedReport(title = 'ادعای قطع اینترنت در سراسر کشور') {
  const verdict = await makeEvaluation(t, 'نادرست', '#d32f2f', -2);
  const subject = await makeSubject(t, { title, evaluationId: verdict.id });
  const review = await makeReview(t, { subjectId: subject.id, title: `بررسی ${title}` });
  return { verdict, subject, review };
}

/** The card's address as the report page's head names it (its path on the site). */
async function cardPath(reviewId: number): Promise<string> {
  const image = meta((await get(`/report/${reviewId}`)).body, 'og:image');
  expect(image).toBeDefined();
  return new URL(image!).pathname;
}

describe('the report page head', () => {
  it('names the verdict card by its absolute address from PUBLIC_URL, with its size, alt and the large Twitter card', async () => {
    const { review } = await publishedReport();
    const html = (await get(`/report/${review.id}`)).body;
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`^https://rasti\\.example/og/report/${review.id}-[0-9a-f]{16}\\.png$`),
    );
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe('نادرست: ادعای قطع اینترنت در سراسر کشور');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('evil.example');
  });
});

describe('GET /og/report/{id}-{version}.png', () => {
  it('answers a published report with its 1200x630 PNG, cached for a year, drawn once and then read from storage', async () => {
    const { review } = await publishedReport('ادعای یک کارت');
    const url = await cardPath(review.id);
    const before = cardStats.renders;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(cardStats.renders).toBe(before + 1);
    // kept in storage (DATA_DIR/uploads here) under the report's id and the version
    expect(existsSync(path.join(t.dataDir, 'uploads', url.slice(1)))).toBe(true);

    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('image/png');
    expect(second.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect(cardStats.renders).toBe(before + 1);
  });

  it('draws a card once for concurrent first requests', async () => {
    const { review } = await publishedReport('ادعای هم‌زمان');
    const url = await cardPath(review.id);
    const before = cardStats.renders;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(cardStats.renders).toBe(before + 1);
  });

  it('makes a new version when the claim or its verdict changes; older addresses lead to the current card', async () => {
    const { review, subject, verdict } = await publishedReport('ادعای نخست');
    const first = await cardPath(review.id);
    await t.app.db.update(subjects).set({ title: 'ادعای ویرایش‌شده' }).where(eq(subjects.id, subject.id));
    const second = await cardPath(review.id);
    expect(second).not.toBe(first);
    await t.app.db.update(evaluations).set({ color: '#2e7d32' }).where(eq(evaluations.id, verdict.id));
    const third = await cardPath(review.id);
    expect(new Set([first, second, third]).size).toBe(3);
    const other = await makeEvaluation(t, 'درست', '#2e7d32', 2);
    await t.app.db.update(subjects).set({ evaluationId: other.id }).where(eq(subjects.id, subject.id));
    const fourth = await cardPath(review.id);
    expect(new Set([first, second, third, fourth]).size).toBe(4);

    for (const old of [first, `/og/report/${review.id}.png`]) {
      const moved = await get(old);
      expect(moved.statusCode, old).toBe(302);
      expect(moved.headers.location, old).toBe(fourth);
    }
    const current = await get(fourth);
    expect(current.statusCode).toBe(200);
  });

  it('answers 404 for drafts, unpublished subjects, unknown ids and malformed names, drawing nothing', async () => {
    const verdict = await makeEvaluation(t, 'نادرست', '#d32f2f', -2);
    const open = await makeSubject(t, { title: 'موضوع منتشر', evaluationId: verdict.id });
    const hidden = await makeSubject(t, { title: 'موضوع پنهان', status: 1, datePublished: null });
    const draft = await makeReview(t, { subjectId: open.id, title: 'پیش‌نویس', status: 1 });
    const ofHidden = await makeReview(t, { subjectId: hidden.id, title: 'بررسی موضوع پنهان' });
    const before = cardStats.renders;
    for (const url of [
      `/og/report/${draft.id}.png`,
      `/og/report/${draft.id}-0123456789abcdef.png`,
      `/og/report/${ofHidden.id}-0123456789abcdef.png`,
      '/og/report/999999-0123456789abcdef.png',
      '/og/report/0.png',
      '/og/report/99999999999.png',
      '/og/report/1-xyz.png',
      '/og/report/1.jpg',
      '/og/report/..%2F..%2Fetc.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'not_found' });
    }
    // a name past the router's parameter length is refused before the route runs
    expect((await get(`/og/report/${'9'.repeat(5000)}.png`)).statusCode).toBe(400);
    expect(cardStats.renders).toBe(before);
  });
});

describe('the card maker', () => {
  const memory = (): FileStorage & { files: Map<string, Buffer> } => {
    const files = new Map<string, Buffer>();
    return {
      files,
      put: async (key, body) => void files.set(key, body),
      delete: async (key) => void files.delete(key),
      url: (key) => `/media/${key}`,
      list: async function* () {
        yield* files.keys();
      },
    };
  };
  const content = { title: 'ادعا', verdict: 'نادرست', colour: '#d32f2f', siteName: 'راستی', address: 'x' };

  it('shares one drawing per key, draws a few at a time and turns away a flood past its queue (429)', async () => {
    const started: string[] = [];
    const finish: (() => void)[] = [];
    const maker = new CardMaker({
      concurrency: 1,
      queue: 1,
      render: (c) => {
        started.push(c.title);
        return new Promise((resolve) => finish.push(() => resolve(Buffer.from(c.title))));
      },
    });
    const storage = memory();
    const a1 = maker.make(storage, 'og/report/1-a.png', { ...content, title: 'a' });
    const a2 = maker.make(storage, 'og/report/1-a.png', { ...content, title: 'a' });
    expect(a2).toBe(a1);
    const b = maker.make(storage, 'og/report/2-b.png', { ...content, title: 'b' });
    const c = maker.make(storage, 'og/report/3-c.png', { ...content, title: 'c' });
    await expect(c).rejects.toMatchObject({ statusCode: 429 });
    await Promise.resolve();
    expect(started).toEqual(['a']);
    finish.shift()!();
    expect((await a1).toString()).toBe('a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    finish.shift()!();
    expect((await b).toString()).toBe('b');
    expect([...storage.files.keys()]).toEqual(['og/report/1-a.png', 'og/report/2-b.png']);
  });
});
