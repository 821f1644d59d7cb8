import { MATCH_MESSAGES, normalizePersian, type SimilarItem, Status } from '@rasti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { reviews } from '../../db/schema/index.ts';
import { freshIp, makeSubject } from '../../../test/factories.ts';

const { t } = setupApp();
let petrol: number;
let draft: number;
let petrolReview: number;
beforeAll(async () => {
  petrol = (
    await makeSubject(t, {
      title: 'آیا قیمت بنزین از اول آذر سه برابر می‌شود؟',
      abstract: 'ادعای سه برابر شدن قیمت بنزین در شبکه‌های اجتماعی',
    })
  ).id;
  draft = (
    await makeSubject(t, {
      title: 'قیمت بنزین سه برابر می‌شود (پیش‌نویس)',
      abstract: 'سه برابر شدن قیمت بنزین',
      status: Status.Draft,
      datePublished: null,
    })
  ).id;
  const [review] = await t.app.db
    .insert(reviews)
    .values({
      subjectId: petrol,
      title: 'بررسی سه برابر شدن قیمت بنزین',
      summary: 'قیمت بنزین تغییری نکرده است',
      status: Status.Published,
      datePublished: new Date(),
      searchText: normalizePersian('بررسی سه برابر شدن قیمت بنزین قیمت بنزین تغییری نکرده است'),
    })
    .returning();
  petrolReview = review!.id;
  // many subjects sharing the words, to prove at most five come back
  for (let i = 0; i < 8; i++) {
    await makeSubject(t, { title: `قیمت بنزین سه برابر می‌شود؟ روایت ${i}`, abstract: 'بنزین' });
  }
});

const similar = (text: string, ip = freshIp()) =>
  t.app.inject({
    url: `/api/public/public-user-question/similar/?text=${encodeURIComponent(text)}`,
    remoteAddress: ip,
  });

describe('GET /public/public-user-question/similar/', () => {
  it('answers published subjects and reviews that cover the question, best first, at most five, with their pages', async () => {
    const res = await similar('میگن قيمت بنزين ٣ برابر میشه، درسته؟');
    expect(res.statusCode).toBe(200);
    const items = res.json() as SimilarItem[];
    expect(items.length).toBe(5);
    const scores = items.map((i) => i.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(items.every((i) => i.score >= 0.5 && i.score <= 1)).toBe(true);
    for (const i of items) {
      expect(i.url).toBe(i.kind === 'subject' ? `/news-subject-page/${i.id}` : `/report/${i.id}`);
    }
    expect(items.some((i) => i.kind === 'subject' && i.id === draft)).toBe(false);
    // the review is found on its own text when fewer subjects crowd it
    const review = (await similar('بررسی تغییری نکرده قیمت بنزین')).json() as SimilarItem[];
    expect(review.some((i) => i.kind === 'review' && i.id === petrolReview)).toBe(true);
    // the first subject itself is among the answers for its own wording
    const own = (await similar('قیمت بنزین از اول آذر سه برابر میشه؟')).json() as SimilarItem[];
    expect(own[0]).toMatchObject({ kind: 'subject', id: petrol });
  });

  it('never answers drafts: a question only a draft covers finds nothing', async () => {
    const items = (await similar('پیش‌نویس پیش‌نویس پیش‌نویس')).json() as SimilarItem[];
    expect(items.some((i) => i.id === draft && i.kind === 'subject')).toBe(false);
  });

  it('answers [] for nonsense, for stop words only and for text under eight characters', async () => {
    for (const text of ['زخغفقثصض ظطژچپ', 'آیا درسته؟ واقعا راسته؟', 'بنزین', '']) {
      const res = await similar(text);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it("refuses text over 300 characters with 400 and the contract's message", async () => {
    const res = await similar('ب'.repeat(301));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(MATCH_MESSAGES.tooLong);
  });

  it('limits each address to 60 calls a minute (429), other addresses unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await similar('کوتاه', ip)).statusCode).toBe(200);
    const refused = await similar('کوتاه', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await similar('کوتاه')).statusCode).toBe(200);
  });

  it('is not kept in the shared public cache: a subject published after a call is found at once', async () => {
    const text = 'کشف میدان نفتی بزرگ در استان اصفهان';
    expect((await similar(text)).json()).toEqual([]);
    const oil = await makeSubject(t, { title: 'ادعای کشف میدان نفتی بزرگ در استان اصفهان' });
    const items = (await similar(text)).json() as SimilarItem[];
    expect(items[0]).toMatchObject({ kind: 'subject', id: oil.id });
    expect(items[0]!.score).toBeGreaterThan(0.85);
  });
});
