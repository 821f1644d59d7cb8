// @vitest-environment node
import type { PublicOutletDetail } from '@rasti/contract';
import { jalaliMonthsEndingAt } from '@rasti/contract/jalali-months';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureServerRendering, renderPage } from '../../../entry-server';
import { decodeSsrState } from '../../../ssr-state';
import { homeAnswer } from '../../home/test/home-data';

// An outlet's page as the server draws it: its chart is SVG in the HTML, with the same numbers as a
// table, in Persian digits and Jalali months, and its sources link to their subjects.

const months = jalaliMonthsEndingAt(140509, 24).map((month) => ({
  month,
  counts: (month === 140509
    ? { '1': 4, '2': 7, '0': 1 }
    : month === 140507
      ? { '1': 12 }
      : month === 140402
        ? { '2': 3 }
        : {}) as Record<string, number>,
}));

const OUTLET: PublicOutletDetail = {
  id: 5,
  name: 'خبرگزاری نمونه',
  english_name: 'Sample News',
  link: 'https://sample.example',
  logo: null,
  origin: 1,
  rumor_count: 27,
  total: -2,
  scores: [
    { id: 1, title: 'نادرست', color: '#d32f2f', score: -2, count: 16 },
    { id: 2, title: 'درست', color: '#2e7d32', score: 3, count: 10 },
  ],
  sources: [
    {
      id: 91,
      news_subject: 44,
      subject_title: 'ادعای قطع سراسری اینترنت',
      title: 'اینترنت فردا در سراسر کشور قطع می‌شود و تا آخر هفته وصل نمی‌شود',
      link: 'https://sample.example/91',
      publisher: 5,
      publisher_name: 'خبرگزاری نمونه',
      logo: null,
      summary: 'پیامی در شبکه‌های اجتماعی می‌گوید اینترنت سراسری از فردا قطع خواهد شد.',
      date_published_rumor: 1_795_000_000,
      result_id: 1,
      reviews_color: '#d32f2f',
      reviews_title: 'نادرست',
      status: 2,
    },
  ],
  sources_total: 27,
  months,
  rank: { now: 3, of: 14, year_ago: 7, of_year_ago: 11, year_ago_month: 140409 },
};

const calls: string[] = [];
beforeAll(() => {
  configureServerRendering({
    fetch: async (input) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('/public/public-media/5/')) return Response.json(OUTLET);
      if (url.includes('/public/home/')) return Response.json(homeAnswer);
      return Response.json({ detail: 'یافت نشد', code: 'not_found' }, { status: 404 });
    },
  });
});

describe("an outlet's page drawn on the server", () => {
  it('holds the chart as SVG with its title, summary and table, in Persian digits and Jalali months', async () => {
    const page = await renderPage('/media/5', { timeoutMs: 60_000 });
    const html = page?.html ?? '';
    expect(calls.filter((u) => u.includes('/public/public-media/5/?page=1&page_size=6'))).toHaveLength(1);
    expect(html).toContain('<h1');
    expect(html).toContain('خبرگزاری نمونه');
    const svg = /<svg[^>]*height="220"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    // one path per verdict, one rectangle in it per month with a count: 3 in Azar, 1 in Mehr, 1 in Ordibehesht
    const bars = (color: string) =>
      [...svg.matchAll(new RegExp(`<path fill="${color}" d="([^"]+)"`, 'g'))].flatMap((m) =>
        [...m[1]!.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)h-\d+z/g)].map((r) => r.slice(1).map(Number)),
      );
    expect(svg.match(/<path /g)).toHaveLength(3);
    expect(bars('#d32f2f')).toHaveLength(2);
    expect(bars('#2e7d32')).toHaveLength(2);
    expect(bars('#9e9e9e')).toHaveLength(1);
    // whole pixels, the colour written once per verdict, no style attribute in the picture
    expect(svg).not.toMatch(/\d\.\d/);
    expect(svg.match(/#d32f2f/g)).toHaveLength(1);
    expect(svg).not.toContain('style=');
    expect(svg).toContain('آذر');
    expect(svg).toContain('۱۴۰۵');
    // the newest month at the left: Azar's bars are left of Mehr's
    const xOf = (color: string) => bars(color).map(([x]) => x!);
    expect(Math.min(...xOf('#2e7d32'))).toBeLessThan(Math.max(...xOf('#d32f2f')));
    // Azar's stack: its three segments meet, none over another (wrong 4 at the bottom, then true 7, then none 1)
    const azar = Math.min(...xOf('#2e7d32'));
    const [wrong, right, none] = ['#d32f2f', '#2e7d32', '#9e9e9e'].map(
      (color) => bars(color).find(([x]) => x === azar)!,
    );
    expect(right![1]! + right![3]!).toBe(wrong![1]);
    expect(none![1]! + none![3]!).toBe(right![1]);
    expect(right![3]!).toBeGreaterThan(wrong![3]!);
    expect(svg).not.toMatch(/>[^<]*[0-9][^<]*</);

    const table = /<table[\s\S]*?<\/table>/.exec(html.slice(html.indexOf('height="220"')))?.[0] ?? '';
    expect(table).toContain('<caption>اخبار بررسی‌شده در هر ماه</caption>');
    expect(table.match(/<tr>/g)).toHaveLength(25);
    // Azar 1405: wrong 4, true 7, none 1, all 12
    expect(table).toMatch(/<th scope="row">آذر ۱۴۰۵<\/th><td>۴<\/td><td>۷<\/td><td>۱<\/td><td>۱۲<\/td>/);
    expect(html).toContain(
      'در ۲۴ ماه گذشته ۲۷ خبر از خبرگزاری نمونه بررسی شده است؛ بیشترینش در آذر ۱۴۰۵ با ۱۲ خبر.',
    );
    // the rank and the formula
    expect(html).toContain('۳ از ۱۴ رسانه');
    expect(html).toContain('۷ از ۱۱ رسانه');
    expect(html).toContain('دوازده ماه پیش (تا پایان آذر ۱۴۰۴)');
    expect(html).toContain('۱۶ × (−۲) + ۱۰ × (۳) = −۲');
    // each source links to its subject
    expect(html).toContain('href="/news-subject-page/44"');
  });
  it("sends its sources' long texts once: in the page, not in its data block", async () => {
    const page = await renderPage('/media/5', { timeoutMs: 60_000 });
    const html = page?.html ?? '';
    const block = /<script type="application\/json" id="rasti-state">([\s\S]*)<\/script>/.exec(
      page?.state ?? '',
    )?.[1];
    const [source] = OUTLET.sources;
    expect(html).toContain(source!.title);
    expect(html).toContain(source!.summary);
    expect(block).toBeDefined();
    expect(block).not.toContain(source!.summary);
    expect(block).not.toContain(source!.title);
    // the browser reads them back from their elements (their inner HTML) and gets the answer it was drawn from
    const field = (id: string) => {
      const at = html.indexOf(`data-ssr-field="${id}"`);
      if (at < 0) return undefined;
      const start = html.indexOf('>', at) + 1;
      return html.slice(start, html.indexOf('<', start));
    };
    const state = decodeSsrState(block!, field);
    const outlet = state.queries.queries.find((q) => q.queryKey[0] === 'outlets');
    expect(outlet?.state.data).toEqual(OUTLET);
  });
});
