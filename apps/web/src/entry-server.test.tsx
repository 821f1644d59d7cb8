// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';

// every render the server makes of a page, counted
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-dom/static', async (original) => {
  const real = await original<typeof import('react-dom/static')>();
  return {
    ...real,
    prerenderToNodeStream: (...args: Parameters<typeof real.prerenderToNodeStream>) => {
      renders.count++;
      return real.prerenderToNodeStream(...args);
    },
  };
});

const { configureServerRendering, renderPage } = await import('./entry-server');
const { homeAnswer } = await import('./features/home/test/home-data');

const calls: string[] = [];
const REVIEW = {
  id: 7,
  title: 'بررسی ادعای قطع اینترنت',
  summary: 'اینترنت قطع نشده است.',
  main_images: null,
  main_images_small: null,
  subject: 3,
  subject_id: 3,
  subject_title: 'ادعای قطع اینترنت',
  category: null,
  category_title: null,
  category_color: null,
  subject_evaluation: null,
  subject_evaluation_title: null,
  subject_evaluation_color: null,
  status: 2,
  date_published: '2026-11-01T10:00:00.000Z',
  views: 3,
  author_id: null,
  author_name: null,
  content: '<p>متن بررسی</p>',
  news_items: [],
  author: null,
  related_reviews: [],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

beforeAll(() => {
  configureServerRendering({
    fetch: async (input) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('/public/public-news-review/7/')) return Response.json(REVIEW);
      if (url.includes('/public/home/')) return Response.json(homeAnswer);
      if (url.includes('/public/public-Review-Result'))
        return Response.json([
          {
            id: 1,
            title: 'نادرست',
            color: '#d32f2f',
            score: 5,
            description: 'ادعا با شواهد معتبر تناقض دارد.',
          },
        ]);
      if (url.includes('/public/site-pages/about/'))
        return Response.json({ body: '<h2>تیم راستی</h2><p>متن درباره</p>', updated_at: null });
      return new Response(null, { status: 503 });
    },
  });
});

describe('rendering a page on the server', () => {
  it('asks for a report’s own data before drawing it, so the page is drawn once with it', async () => {
    renders.count = 0;
    const page = await renderPage('/report/7');
    expect(page?.html).toContain('بررسی ادعای قطع اینترنت');
    expect(page?.html).toContain('متن بررسی');
    expect(calls.filter((url) => url.includes('/public/public-news-review/7/'))).toHaveLength(1);
    // the right column's data (the home answer) came up front too
    expect(calls.filter((url) => url.includes('/public/home/'))).toHaveLength(1);
    expect(renders.count).toBe(1);
    expect(page?.state).toContain('"public-detail"');
  });

  it('draws the methodology with the evaluations’ definitions and weights, and the about page’s text', async () => {
    const methodology = await renderPage('/methodology');
    expect(methodology?.html).toContain('روش‌شناسی');
    expect(methodology?.html).toContain('ادعا با شواهد معتبر تناقض دارد.');
    expect(methodology?.html).toContain('وزن در جدول رسانه‌ها: ۵');
    // the footer's links are in the page before any script runs
    expect(methodology?.html).toContain('href="/about"');
    const about = await renderPage('/about');
    expect(about?.html).toContain('درباره‌ی ما');
    expect(about?.html).toContain('<h2>تیم راستی</h2>');
    expect(about?.html).toContain('href="/methodology"');
  });
});
