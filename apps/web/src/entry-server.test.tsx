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
const { reviewListItem } = await import('./test/fixtures/reviews');

const calls: string[] = [];
const REVIEW = {
  ...reviewListItem(7, {
    title: 'بررسی ادعای قطع اینترنت',
    summary: 'اینترنت قطع نشده است.',
    subject: 3,
    subject_id: 3,
    subject_title: 'ادعای قطع اینترنت',
    date_published: '2026-11-01T10:00:00.000Z',
    views: 3,
  }),
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

  it('carries only the right column’s part of the home answer on a page other than the home page', async () => {
    const report = await renderPage('/report/7');
    const block = (page: typeof report) =>
      (
        JSON.parse(/<script[^>]*>([\s\S]*)<\/script>/.exec(page?.state ?? '')?.[1] ?? '{}') as {
          queries: { queries: { queryKey: unknown[]; state: { data: Record<string, unknown> } }[] };
        }
      ).queries;
    const reportKeys = block(report).queries.map((q) => q.queryKey);
    expect(reportKeys).toContainEqual(['home', 'column']);
    expect(reportKeys).not.toContainEqual(['home']);
    const column = block(report).queries.find((q) => q.queryKey[1] === 'column')?.state.data;
    expect(Object.keys(column ?? {}).sort()).toEqual(['faculty', 'trending']);
    // a trending subject: its link, title and picture, nothing else
    const first = (column?.trending as Record<string, Record<string, unknown>[]> | undefined)?.priority?.[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(['id', 'main_images', 'main_images_small', 'title']);
    // the right column is drawn with it
    expect(report?.html).toContain(homeAnswer.trending.priority[0]?.title);

    // the home page carries the whole home answer once, and the column takes its part from it
    const home = await renderPage('/');
    const homeKeys = block(home).queries.map((q) => q.queryKey);
    expect(homeKeys).toContainEqual(['home']);
    expect(homeKeys).not.toContainEqual(['home', 'column']);
    expect(home?.html).toContain(homeAnswer.trending.priority[0]?.title);
  });
});
