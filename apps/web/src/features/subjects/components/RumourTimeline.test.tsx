import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeSource } from '../../../test/fixtures/subjects';
import { RumourTimeline } from './RumourTimeline';

// The timeline as the server renders it into the page (renderToString: no script runs), with hand-counted
// fixtures. Unix seconds: 1710000000 is 1402/12/20 (2024-03-09) in Tehran.
const DAY = 86_400;
const T0 = 1_710_000_000;

const html = (subject: Parameters<typeof RumourTimeline>[0]['subject']) =>
  renderToString(<RumourTimeline subject={subject} />);
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
const doc = (text: string) => new DOMParser().parseFromString(text, 'text/html');

const red = { result_id: 1, reviews_color: '#d32f2f', reviews_title: 'نادرست' };
const amber = { result_id: 2, reviews_color: '#f9a825', reviews_title: 'گمراه‌کننده' };

describe('a rumour’s timeline in the server’s HTML', () => {
  it('draws nothing without a dated source', () => {
    expect(html({ rumors: [], subject_reviews: [] })).toBe('');
    const undated = makeSource(1, { date_published_rumor: null });
    expect(html({ rumors: [undated], subject_reviews: [] })).toBe('');
  });

  it('one source: one dot in its verdict’s colour, its row in the table, no travel line', () => {
    const page = doc(
      html({ rumors: [makeSource(1, { ...red, date_published_rumor: T0 })], subject_reviews: [] }),
    );
    const svg = page.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.querySelector('title')!.textContent).toBe('گاه‌شمار شایعه');
    const dots = svg.querySelectorAll('circle');
    expect(dots).toHaveLength(1);
    expect(dots[0]!.getAttribute('fill')).toBe('#d32f2f');
    expect(svg.querySelector('polyline')).toBeNull();
    expect(page.querySelector('figcaption p')!.textContent).toBe(
      'این شایعه نخستین بار در ۱۴۰۲/۱۲/۱۹ در «خبرگزاری نمونه» آمد و تا ۱۴۰۲/۱۲/۱۹ در ۱ منبع از ۱ رسانه دیده شد.',
    );
    const rows = [...page.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([['۱۴۰۲/۱۲/۱۹', 'خبرگزاری نمونه', 'نادرست']]);
  });

  it('several outlets: one row each in order of their first source, the first marked, the review on the same axis', () => {
    const rumors = [
      // newest first, as the subject's detail lists them
      makeSource(4, { ...red, publisher_name: 'رسانه الف', date_published_rumor: T0 + 10 * DAY }),
      makeSource(3, { ...amber, publisher_name: 'رسانه ب', date_published_rumor: T0 + 4 * DAY }),
      makeSource(2, { ...red, publisher_name: 'رسانه الف', date_published_rumor: T0 + 2 * DAY }),
      makeSource(1, { ...red, publisher_name: 'رسانه ج', date_published_rumor: T0 }),
      makeSource(5, {
        result_id: null,
        reviews_color: null,
        reviews_title: null,
        publisher_name: 'رسانه د',
        date_published_rumor: null,
      }),
    ];
    const review = {
      id: 9,
      title: 'بررسی شایعه',
      status: 2,
      summary: '',
      main_images: null,
      date_published: new Date((T0 + 6 * DAY) * 1000).toISOString(),
    };
    const text = html({ rumors, subject_reviews: [review] });
    const page = doc(text);
    const svg = page.querySelector('svg')!;
    // four dated sources, three outlets (the undated one is in the table only)
    expect(count(text, /<circle /g)).toBe(4);
    expect([...svg.querySelectorAll('g > text')].map((t) => t.textContent).slice(0, 3)).toEqual([
      'رسانه ج',
      'رسانه الف',
      'رسانه ب',
    ]);
    // right to left: the first source furthest right, the last furthest left; the review in between
    const x = (id: number) => Number(svg.querySelector(`[data-source="${id}"]`)!.getAttribute('cx'));
    expect(x(1)).toBeGreaterThan(x(2));
    expect(x(2)).toBeGreaterThan(x(3));
    expect(x(3)).toBeGreaterThan(x(4));
    const mark = Number(svg.querySelector('[data-review="9"] line')!.getAttribute('x1'));
    expect(mark).toBeLessThan(x(3));
    expect(mark).toBeGreaterThan(x(4));
    // the first source is drawn larger, and the dots take their verdicts' colours
    expect(svg.querySelector('[data-source="1"]')!.getAttribute('r')).toBe('8');
    expect(svg.querySelector('[data-source="3"]')!.getAttribute('fill')).toBe('#f9a825');
    expect(svg.querySelectorAll('polyline')).toHaveLength(1);
    expect(page.querySelector('figcaption p')!.textContent).toBe(
      'این شایعه نخستین بار در ۱۴۰۲/۱۲/۱۹ در «رسانه ج» آمد و تا ۱۴۰۲/۱۲/۲۹ در ۴ منبع از ۳ رسانه دیده شد؛ بررسی راستی در ۱۴۰۲/۱۲/۲۵ منتشر شد.',
    );
    const rows = [...page.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['۱۴۰۲/۱۲/۱۹', 'رسانه ج', 'نادرست'],
      ['۱۴۰۲/۱۲/۲۱', 'رسانه الف', 'نادرست'],
      ['۱۴۰۲/۱۲/۲۳', 'رسانه ب', 'گمراه‌کننده'],
      ['۱۴۰۲/۱۲/۲۵', 'انتشار بررسی: بررسی شایعه', ''],
      ['۱۴۰۲/۱۲/۲۹', 'رسانه الف', 'نادرست'],
      ['بی‌تاریخ', 'رسانه د', 'بی‌ارزیابی'],
    ]);
    // the axis's dates are Jalali in Persian digits
    const ticks = [...svg.querySelectorAll('text')].map((t) => t.textContent ?? '');
    expect(ticks.some((t) => /^۱۴۰۲\/۱۲\/[۰-۹]{2}$/.test(t))).toBe(true);
    expect(text).not.toMatch(/>\d{4}\/\d{2}\/\d{2}</);
  });
});
