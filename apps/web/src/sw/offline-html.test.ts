import { describe, expect, it } from 'vitest';
import { bannerText, htmlWithBanner, jalaliDateTime, KEPT_BANNER, keptListHtml } from './offline-html';

describe('what the service worker writes into pages', () => {
  // 2026-11-28 20:35 UTC is 8 Azar 1405, 00:05 the next day in Tehran (UTC+3:30)
  const at = new Date('2026-11-28T20:35:00Z');

  it('dates a kept page in the Jalali calendar, Persian digits, Tehran time', () => {
    const text = jalaliDateTime(at);
    expect(text).toContain('۸ آذر ۱۴۰۵');
    expect(text).toContain('۰:۰۵');
    expect(text).not.toMatch(/[0-9]/);
    expect(bannerText(at)).toBe(`${KEPT_BANNER} ${text}`);
    expect(KEPT_BANNER).toBe('نسخه‌ی ذخیره‌شده، آخرین به‌روزرسانی:');
  });

  it('puts the banner right after <body>, outside the app’s root, as a status line', () => {
    const page =
      '<html><head><title>x</title></head><body class="a"><div id="root"><p>متن</p></div></body></html>';
    const html = htmlWithBanner(page, bannerText(at));
    expect(html).toMatch(/<body class="a"><p id="rasti-kept" role="status"[^>]*>نسخه‌ی ذخیره‌شده/);
    // the app's root is left as the server rendered it: hydration sees the same markup
    expect(html).toContain('<div id="root"><p>متن</p></div>');
  });

  it('lists the kept pages on the offline page, newest first as given, with their text escaped', () => {
    const template = '<head><!--stylesheet--></head><main><!--kept-pages--></main>';
    const html = keptListHtml(
      template,
      [
        { url: '/report/2', title: 'دومی <b>', at },
        { url: '/news-reports?page=2', title: 'گزارش بررسی‌ها', at: null },
      ],
      'assets/style-x.css',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-x.css" />');
    expect(html).toContain('<a href="/report/2">دومی &lt;b&gt;</a>');
    expect(html.indexOf('/report/2')).toBeLessThan(html.indexOf('/news-reports?page=2'));
    expect(keptListHtml(template, [])).toContain('هنوز صفحه‌ای در این دستگاه نگه داشته نشده است');
  });
});
