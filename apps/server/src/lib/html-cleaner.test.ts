import { ERROR_CODES, LIMITS, SERVER_MESSAGES } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { makeReview, makeSubject, send } from '../../test/factories.ts';
import { reviews, sitePages, subjects } from '../db/schema/index.ts';
import { cleanRichText, htmlCleanerRunning, setCleaningTimeLimit, stopHtmlCleaner } from './html-cleaner.ts';

// One rich-text save of about 160 KB (20 000 paragraphs or 40 000 line breaks) once ran the server out of
// its heap: content beyond the contract's bounds is refused before parsing, and the rest is cleaned in a
// thread of its own while readers keep being answered.

const { t, as } = setupApp({ actors: true });
const PARAGRAPHS = '<p>x</p>'.repeat(20_000);
const BREAKS = '<br>'.repeat(40_000);
/** As many elements as the bounds allow. */
const AT_THE_BOUND = '<p>متن</p>'.repeat(LIMITS.richTextMaxElements);

let subjectId = 0;
let reviewId = 0;
beforeAll(async () => {
  subjectId = (await makeSubject(t, { title: 'موضوع' })).id;
  reviewId = (await makeReview(t, { subjectId, title: 'بررسی' })).id;
});
afterAll(() => stopHtmlCleaner());

const refusedAs = (res: { statusCode: number; json(): unknown }, field: string, detail: string) => {
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({ detail, code: ERROR_CODES.tooLarge, fields: { [field]: [detail] } });
};

describe('rich text beyond its bounds', () => {
  it('is refused with a Persian 413 on every path that writes it, and nothing is stored', async () => {
    const many = SERVER_MESSAGES.richTextTooManyElements;
    refusedAs(
      await send(t, 'PATCH', `/api/news/review-subject/${reviewId}/`, as(2), { content: PARAGRAPHS }),
      'content',
      many,
    );
    refusedAs(
      await send(t, 'PATCH', `/api/news/news-subject/${subjectId}/`, as(2), { content: BREAKS }),
      'content',
      many,
    );
    refusedAs(await send(t, 'PUT', '/api/news/site-pages/about/', as(2), { body: PARAGRAPHS }), 'body', many);
    const deep = `${'<span>'.repeat(LIMITS.richTextMaxDepth + 1)}x`;
    refusedAs(
      await send(t, 'PATCH', `/api/news/review-subject/${reviewId}/`, as(2), { content: deep }),
      'content',
      SERVER_MESSAGES.richTextTooDeep,
    );
    const [review] = await t.app.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(review!.content).toBe('<p>متن بررسی</p>');
    const [subject] = await t.app.db.select().from(subjects).where(eq(subjects.id, subjectId));
    expect(subject!.content).toBe('<p>متن</p>');
    expect(await t.app.db.select().from(sitePages)).toHaveLength(0);
  });

  // the first save starts the sanitiser thread (jsdom through tsx): tens of seconds on a loaded machine
  it('is saved, cleaned, at the bounds', { timeout: 120_000 }, async () => {
    const res = await send(t, 'PATCH', `/api/news/review-subject/${reviewId}/`, as(2), {
      content: `${AT_THE_BOUND.slice(0, -'<p>متن</p>'.length)}<p onclick="x()">پایان</p>`,
    });
    expect(res.statusCode).toBe(200);
    const [review] = await t.app.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(review!.content.endsWith('<p>پایان</p>')).toBe(true);
    expect(review!.content.match(/<p>/g)).toHaveLength(LIMITS.richTextMaxElements);
  });
});

describe('readers while rich text is saved', () => {
  it('keep being answered over a real socket, and the server answers afterwards', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const headers = { ...as(2), 'content-type': 'application/json' };
    const save = (content: string) =>
      fetch(`${address}/api/news/review-subject/${reviewId}/`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ content }),
      }).then((res) => res.status);
    const failures: string[] = [];
    let answered = 0;
    let saving = true;
    const reader = async () => {
      while (saving) {
        try {
          const res = await fetch(`${address}/api/public/public-news-subject/${subjectId}/`);
          await res.arrayBuffer();
          if (res.status === 200) answered++;
          else failures.push(String(res.status));
        } catch (err) {
          failures.push(String(err));
        }
      }
    };
    const readers = Array.from({ length: 4 }, reader);
    const saves = await Promise.all([
      save(PARAGRAPHS),
      save(BREAKS),
      save(AT_THE_BOUND),
      save(PARAGRAPHS),
      save(AT_THE_BOUND),
    ]);
    saving = false;
    await Promise.all(readers);
    expect(saves).toEqual([413, 413, 200, 413, 200]);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);
    const after = await fetch(`${address}/healthz`);
    expect(after.status).toBe(200);
  });
});

describe('the sanitiser thread', () => {
  it("counts a document's time limit from when the thread is ready, not while it starts", async () => {
    await stopHtmlCleaner();
    // a start longer than the limit (as loading jsdom on a busy machine can be): the document is still cleaned
    process.env.RASTI_TEST_SANITISER_START_MS = '1500';
    setCleaningTimeLimit(1000);
    try {
      expect(await cleanRichText('<p onclick="x()">نخستین ذخیره</p>')).toBe('<p>نخستین ذخیره</p>');
    } finally {
      delete process.env.RASTI_TEST_SANITISER_START_MS;
      setCleaningTimeLimit();
      await stopHtmlCleaner();
    }
  });

  it('is replaced when it dies: the document it was cleaning is refused, the next save is cleaned', async () => {
    const cleaning = cleanRichText(AT_THE_BOUND);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(htmlCleanerRunning()).toBe(true);
    await stopHtmlCleaner();
    await expect(cleaning).rejects.toMatchObject({
      statusCode: 413,
      detail: SERVER_MESSAGES.richTextTooHeavy,
    });
    expect(await cleanRichText('<p onclick="x()">دوباره</p>')).toBe('<p>دوباره</p>');
    expect(htmlCleanerRunning()).toBe(true);
  });
});
