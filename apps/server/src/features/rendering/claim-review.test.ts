import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import {
  makeEvaluation,
  makeNewsItem,
  makeOutlet,
  makeReview,
  makeSource,
  makeSubject,
  webDist,
} from '../../../test/factories.ts';
import { claimText } from './claim-review.ts';

// ClaimReview as Google's Fact Check tools read it: a validator of every rule, proven to fail on broken
// objects, run against the ld+json of real rendered report pages.

const ORIGIN = 'https://rasti.example';

interface Expected {
  /** the page's own address */
  url: string;
  /** the verdict as the page shows it (the evaluation's title) */
  verdict: string;
  /** who made the claim: the outlet of the earliest source, when the subject has sources */
  /** sameAs: the outlet's page here and its own site */
  claimAuthor?: { name: string; sameAs?: string[] };
  claimDate?: string;
  /** links that must be among the appearances */
  appearances?: string[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isAbsolute = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s/]+/.test(v);
const isIsoDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));
/** the verdict as a whole word or words: 'درست' is no part of 'نادرست' */
const containsWords = (text: string, words: string) =>
  new RegExp(
    `(^|[^\\p{L}\\p{M}\\p{N}\\u200c])${words
      .trim()
      .split(/\s+/)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+')}($|[^\\p{L}\\p{M}\\p{N}\\u200c])`,
    'u',
  ).test(text);

/** Every rule the ClaimReview must follow; an empty list when it does. */
function violations(blocks: unknown[], expected: Expected): string[] {
  const errors: string[] = [];
  const reviews = blocks.filter((b) => isObject(b) && b['@type'] === 'ClaimReview') as Json[];
  if (reviews.length !== 1) return [`one ClaimReview per page, found ${reviews.length}`];
  const review = reviews[0]!;
  if (review['@context'] !== 'https://schema.org') errors.push('@context is https://schema.org');
  if (review.url !== expected.url) errors.push('url is the page’s own address');

  const claim = review.claimReviewed;
  if (typeof claim !== 'string' || claim.trim() === '') errors.push('claimReviewed is the claim');
  else {
    if (Array.from(claim).length >= 75) errors.push('claimReviewed is under 75 characters');
    if (containsWords(claim, expected.verdict)) errors.push('claimReviewed never contains the verdict');
    if (/\n/.test(claim)) errors.push('claimReviewed is one line');
  }

  const rating = review.reviewRating;
  if (!isObject(rating) || rating['@type'] !== 'Rating') errors.push('reviewRating is a Rating');
  else if (rating.alternateName !== expected.verdict)
    errors.push('reviewRating.alternateName is the verdict as the page shows it');

  const author = review.author;
  if (!isObject(author) || author['@type'] !== 'Organization') errors.push('author is an Organization');
  else {
    if (typeof author.name !== 'string' || !author.name) errors.push('author has a name');
    if (author.url !== ORIGIN) errors.push('author.url is the site’s public address');
  }

  const item = review.itemReviewed;
  if (!isObject(item) || item['@type'] !== 'Claim') {
    errors.push('itemReviewed is a Claim');
    return errors;
  }
  if (expected.claimAuthor) {
    const by = item.author;
    if (!isObject(by) || by['@type'] !== 'Organization') errors.push('the Claim’s author is an Organization');
    else {
      if (by.name !== expected.claimAuthor.name)
        errors.push('the Claim’s author is the earliest source’s outlet');
      if (JSON.stringify(by.sameAs) !== JSON.stringify(expected.claimAuthor.sameAs))
        errors.push('the Claim’s author.sameAs is the outlet’s page and its link');
      if (by.sameAs !== undefined && (!Array.isArray(by.sameAs) || !by.sameAs.every(isAbsolute)))
        errors.push('sameAs is absolute links');
    }
  }
  if (expected.claimDate !== undefined && item.datePublished !== expected.claimDate)
    errors.push('the Claim’s datePublished is the earliest source’s date');
  if (item.datePublished !== undefined && !isIsoDate(item.datePublished))
    errors.push('the Claim’s datePublished is a date');
  const appearance = item.appearance;
  if (appearance !== undefined || expected.appearances?.length) {
    if (!Array.isArray(appearance)) errors.push('appearance is a list');
    else {
      for (const a of appearance) {
        if (!isObject(a) || a['@type'] !== 'CreativeWork' || !isAbsolute(a.url))
          errors.push('each appearance is a CreativeWork with an absolute url');
      }
      const urls = new Set(appearance.map((a) => (isObject(a) ? a.url : undefined)));
      for (const url of expected.appearances ?? [])
        if (!urls.has(url)) errors.push(`appearance lists ${url}`);
    }
  }
  return errors;
}

const GOOD = {
  '@context': 'https://schema.org',
  '@type': 'ClaimReview',
  url: `${ORIGIN}/report/1`,
  name: 'بررسی',
  claimReviewed: 'ادعای قطع اینترنت',
  author: { '@type': 'Organization', name: 'راستی', url: ORIGIN },
  reviewRating: { '@type': 'Rating', alternateName: 'نادرست' },
  itemReviewed: {
    '@type': 'Claim',
    author: {
      '@type': 'Organization',
      name: 'الف',
      sameAs: [`${ORIGIN}/media/3`, 'https://alef.example'],
    },
    datePublished: '2026-01-01T00:00:00.000Z',
    appearance: [{ '@type': 'CreativeWork', url: 'https://alef.example/1' }],
  },
};
const GOOD_EXPECTED: Expected = {
  url: `${ORIGIN}/report/1`,
  verdict: 'نادرست',
  claimAuthor: { name: 'الف', sameAs: [`${ORIGIN}/media/3`, 'https://alef.example'] },
  claimDate: '2026-01-01T00:00:00.000Z',
  appearances: ['https://alef.example/1'],
};

describe('the ClaimReview validator', () => {
  it('passes a good ClaimReview', () => {
    expect(violations([GOOD], GOOD_EXPECTED)).toEqual([]);
  });

  const broken: [string, (o: typeof GOOD) => unknown[]][] = [
    ['two ClaimReviews', (o) => [o, o]],
    ['none', () => []],
    ['a long claim', (o) => [{ ...o, claimReviewed: 'ادعا '.repeat(20) }]],
    ['the verdict in the claim', (o) => [{ ...o, claimReviewed: 'نادرست: ادعای قطع اینترنت' }]],
    ['another verdict', (o) => [{ ...o, reviewRating: { '@type': 'Rating', alternateName: 'درست' } }]],
    ['a person as author', (o) => [{ ...o, author: { '@type': 'Person', name: 'x', url: ORIGIN } }]],
    ['an author without url', (o) => [{ ...o, author: { '@type': 'Organization', name: 'راستی' } }]],
    ['a review as item', (o) => [{ ...o, itemReviewed: { ...o.itemReviewed, '@type': 'CreativeWork' } }]],
    [
      'another claimant',
      (o) => [{ ...o, itemReviewed: { ...o.itemReviewed, author: { '@type': 'Organization', name: 'ب' } } }],
    ],
    [
      'the claimant without its page here',
      (o) => [
        {
          ...o,
          itemReviewed: {
            ...o.itemReviewed,
            author: { '@type': 'Organization', name: 'الف', sameAs: ['https://alef.example'] },
          },
        },
      ],
    ],
    ['no claim date', (o) => [{ ...o, itemReviewed: { ...o.itemReviewed, datePublished: undefined } }]],
    [
      'a relative appearance',
      (o) => [
        { ...o, itemReviewed: { ...o.itemReviewed, appearance: [{ '@type': 'CreativeWork', url: '/x' }] } },
      ],
    ],
  ];
  it.each(broken)('fails on %s', (_name, breakIt) => {
    expect(violations(breakIt(structuredClone(GOOD)), GOOD_EXPECTED).length).toBeGreaterThan(0);
  });
});

describe('claimText', () => {
  it('cuts a long claim at a word with an ellipsis, under 75 characters', () => {
    const text = claimText('ادعای بسیار طولانی '.repeat(8), 'نادرست');
    expect(Array.from(text).length).toBeLessThan(75);
    expect(text.endsWith('طولانی…') || text.endsWith('ادعای…') || text.endsWith('بسیار…')).toBe(true);
  });

  it('takes the verdict out, as a whole word only', () => {
    expect(claimText('نادرست: ادعای قطع اینترنت', 'نادرست')).toBe('ادعای قطع اینترنت');
    expect(claimText('ادعای «نیمه درست» بودن آمار', 'نیمه درست')).toBe('ادعای بودن آمار');
    // 'درست' is no part of 'نادرست' or 'درست‌نمایی'
    expect(claimText('ادعای نادرست بودن درست‌نمایی', 'درست')).toBe('ادعای نادرست بودن درست‌نمایی');
  });
});

const { t } = setupApp({ config: () => ({ webDist: webDist(), publicUrl: ORIGIN }) });

/** the ld+json blocks of a rendered page */
const blocksOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
const page = (id: number) => t.app.inject({ url: `/report/${id}`, headers: { host: 'forged.example' } });

describe('the ClaimReview of rendered report pages', () => {
  it('follows every rule: the earliest source’s outlet made the claim, the long claim is cut and loses the verdict', async () => {
    const verdict = await makeEvaluation(t, 'گمراه‌کننده', '#ff9800', 1);
    const early = await makeOutlet(t, 'خبرگزاری زودهنگام', 'Early');
    const late = await makeOutlet(t, 'خبرگزاری دیرهنگام', 'Late');
    const title =
      'گمراه‌کننده: ادعای افزایش پنجاه درصدی قیمت نان در همهٔ استان‌های کشور از ابتدای ماه آینده به گفتهٔ یک مقام';
    const subject = await makeSubject(t, { title, evaluationId: verdict.id });
    // the later source is written first: the order is the sources' dates, not their ids
    await makeSource(t, {
      subjectId: subject.id,
      outletId: late.id,
      link: 'https://late.example/2',
      datePublishedRumor: new Date('2026-03-02T10:00:00Z'),
    });
    await makeSource(t, {
      subjectId: subject.id,
      outletId: early.id,
      link: 'https://early.example/1',
      datePublishedRumor: new Date('2026-03-01T08:00:00Z'),
    });
    const review = await makeReview(t, { subjectId: subject.id, title: 'بررسی قیمت نان' });
    await makeNewsItem(t, { reviewId: review.id, link: 'https://news.example/bread' });

    const res = await page(review.id);
    expect(res.statusCode).toBe(200);
    const blocks = blocksOf(res.body);
    expect(
      violations(blocks, {
        url: `${ORIGIN}/report/${review.id}`,
        verdict: 'گمراه‌کننده',
        claimAuthor: {
          name: 'خبرگزاری زودهنگام',
          sameAs: [`${ORIGIN}/media/${early.id}`, 'https://sample.example'],
        },
        claimDate: '2026-03-01T08:00:00.000Z',
        appearances: ['https://early.example/1', 'https://late.example/2', 'https://news.example/bread'],
      }),
    ).toEqual([]);
    const claim = blocks[0].claimReviewed as string;
    expect(claim.startsWith('ادعای افزایش پنجاه درصدی')).toBe(true);
    expect(claim.endsWith('…')).toBe(true);
    expect(res.body).not.toContain('forged.example');
  });

  it('a report without sources still passes, its Claim without an author', async () => {
    const verdict = await makeEvaluation(t, 'درست', '#2e7d32', 3);
    const subject = await makeSubject(t, {
      title: 'ادعای نادرست بودن آمار بیکاری',
      evaluationId: verdict.id,
    });
    const review = await makeReview(t, { subjectId: subject.id, title: 'بررسی آمار بیکاری' });
    const blocks = blocksOf((await page(review.id)).body);
    expect(violations(blocks, { url: `${ORIGIN}/report/${review.id}`, verdict: 'درست' })).toEqual([]);
    // 'نادرست' is another word than the verdict 'درست': the claim is kept whole
    expect(blocks[0].claimReviewed).toBe('ادعای نادرست بودن آمار بیکاری');
    expect(blocks[0].itemReviewed).toEqual({ '@type': 'Claim' });
  });

  it('an unpublished report or subject has no ClaimReview at all', async () => {
    const verdict = await makeEvaluation(t, 'نادرست', '#d32f2f', -2);
    const open = await makeSubject(t, { title: 'موضوع منتشر', evaluationId: verdict.id });
    const closed = await makeSubject(t, { title: 'موضوع بسته', status: 1, evaluationId: verdict.id });
    const draft = await makeReview(t, { subjectId: open.id, title: 'پیش‌نویس', status: 1 });
    const orphan = await makeReview(t, { subjectId: closed.id, title: 'بررسی موضوع بسته' });
    for (const id of [draft.id, orphan.id]) {
      const res = await page(id);
      expect(res.statusCode).toBe(404);
      expect(blocksOf(res.body)).toEqual([]);
    }
  });
});
