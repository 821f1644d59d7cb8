// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';

// every render the server makes of a page, counted: a synchronous one that drew the whole page (one that
// met a chunk still loading is drawn again by the static renderer, which waits for it), or a static one
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-dom/server', async (original) => {
  const real = await original<typeof import('react-dom/server')>();
  return {
    ...real,
    renderToString: (...args: Parameters<typeof real.renderToString>) => {
      const html = real.renderToString(...args);
      if (!html.includes('<!--$!-->')) renders.count++;
      return html;
    },
  };
});
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

// the right column's draws (React calling its component), counted
const columnDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('./features/home/components/RightColumn', async (original) => {
  const real = await original<typeof import('./features/home/components/RightColumn')>();
  return {
    default: function CountedRightColumn() {
      columnDraws.count++;
      return real.default();
    },
  };
});

const { columnMarkup, configureServerRendering, forgetDrawnColumn, renderPage } = await import(
  './entry-server'
);
const { homeAnswer } = await import('./features/home/test/home-data');
const { reviewListItem } = await import('./test/fixtures/reviews');
const { decodeSsrState } = await import('./ssr-state');

/** The state a rendered page's data block holds, as the browser reads it (its fields from the page). */
const dataBlock = (page: { html: string; state: string } | null | undefined) => {
  const json = /<script[^>]*>([\s\S]*)<\/script>/.exec(page?.state ?? '')?.[1] ?? '';
  return decodeSsrState(json, (id) => {
    const at = page?.html.indexOf(` data-ssr-field="${id}"`) ?? -1;
    if (at < 0) return undefined;
    const start = (page?.html.indexOf('>', at) ?? 0) + 1;
    return page?.html.slice(start, page.html.indexOf('</div>', start));
  });
};

const calls: string[] = [];
/** the home answer the server gives (the right column's data is its part of it) */
const home = { answer: homeAnswer };
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

/** A report with rich content of some length, and a subject title its related reports repeat. */
const LONG_CONTENT =
  '<p>ادعای «پختن ویروس در گلو» بر تصوری نادرست از عفونت ویروسی بنا شده است.</p><h2>نوشیدنی گرم چه فایده‌ای دارد؟</h2><ul><li>مایعات ولرم بنوشید، نه داغ.</li></ul>';
const LONG_REVIEW = {
  ...REVIEW,
  ...reviewListItem(8, { title: 'چرا نوشیدنی داغ ویروس را نمی‌کشد', subject_title: 'ادعای آب جوش و لیمو' }),
  content: LONG_CONTENT,
  related_reviews: [
    reviewListItem(9, { subject_title: 'ادعای آب جوش و لیمو برای سرماخوردگی' }),
    reviewListItem(10, { subject_title: 'ادعای آب جوش و لیمو برای سرماخوردگی' }),
  ],
};

beforeAll(() => {
  configureServerRendering({
    fetch: async (input) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('/public/public-news-review/7/')) return Response.json(REVIEW);
      if (url.includes('/public/public-news-review/8/')) return Response.json(LONG_REVIEW);
      if (url.includes('/public/home/')) return Response.json(home.answer);
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
    // drawn again with its chunks loaded: synchronously, once, the same markup
    renders.count = 0;
    expect((await renderPage('/report/7'))?.html).toBe(page?.html);
    expect(renders.count).toBe(1);
  });

  it('sends a report’s rich content once, in the page, and the browser reads it back from there', async () => {
    const page = await renderPage('/report/8');
    expect(page?.html.split(LONG_CONTENT)).toHaveLength(2);
    expect(page?.html).toMatch(/<div data-testid="review-content" data-ssr-field="[^"]+"/);
    // not in the data block in any form (JSON escapes '<' there)
    expect(page?.state).not.toContain('نوشیدنی گرم');
    // a string the data repeats is written once
    expect(page?.state.split('ادعای آب جوش و لیمو برای سرماخوردگی')).toHaveLength(2);
    const review = dataBlock(page).queries.queries.find((q) => q.queryKey[1] === 'public-detail');
    expect(review?.state.data).toEqual(LONG_REVIEW);
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
      dataBlock(page).queries as unknown as {
        queries: { queryKey: unknown[]; state: { data: Record<string, unknown> } }[];
      };
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

  it('writes the right column as an earlier page drew it for the same data, to the byte as drawing it', async () => {
    forgetDrawnColumn();
    await renderPage('/report/7');
    // pages of other kinds and routes: the same column in the same place of the tree
    for (const url of ['/report/8', '/methodology', '/about']) {
      columnDraws.count = 0;
      const kept = await renderPage(url);
      expect(columnDraws.count).toBe(0);
      forgetDrawnColumn();
      const drawn = await renderPage(url);
      expect(columnDraws.count).toBeGreaterThan(0);
      expect(kept?.html).toBe(drawn?.html);
      expect(kept?.styles).toBe(drawn?.styles);
      // the same data block, but for when each answer was fetched
      const fetchedAt = /"t":\d+/g;
      expect(kept?.state.replace(fetchedAt, '')).toBe(drawn?.state.replace(fetchedAt, ''));
      expect(kept?.html).toContain(homeAnswer.trending.priority[0]?.title);
    }
  });

  it('draws the right column again when its data changes', async () => {
    forgetDrawnColumn();
    const before = await renderPage('/report/7');
    const title = 'موضوع تازه‌ی پربازدید';
    const first = homeAnswer.trending.priority[0];
    home.answer = {
      ...homeAnswer,
      trending: {
        ...homeAnswer.trending,
        priority: [{ ...first!, title }, ...homeAnswer.trending.priority.slice(1)],
      },
    };
    try {
      columnDraws.count = 0;
      const after = await renderPage('/report/7');
      expect(columnDraws.count).toBeGreaterThan(0);
      expect(after?.html).toContain(title);
      expect(before?.html).not.toContain(title);
    } finally {
      home.answer = homeAnswer;
    }
  });

  it('keeps no right column that is not whole or holds a picture React would preload', () => {
    const page = (inner: string) =>
      `<main></main><aside aria-label="ستون کناری" data-testid="right-column" class="c">${inner}</aside>`;
    const lazy = '<!--$--><img alt="" loading="lazy" src="/a.svg"/><!--/$-->';
    expect(columnMarkup(page(lazy))).toBe(lazy);
    expect(columnMarkup(page('<!--$--><img alt="" loading="eager" src="/a.svg"/><!--/$-->'))).toBeUndefined();
    expect(columnMarkup(page('<!--$--><img alt="" src="/a.svg"/><!--/$-->'))).toBeUndefined();
    expect(columnMarkup(page('<!--$!--><!--/$-->'))).toBeUndefined();
    expect(columnMarkup('<main></main>')).toBeUndefined();
  });
});
