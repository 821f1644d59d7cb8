import type { DashboardFigures } from '@rasti/contract/dashboard';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardTables } from './DashboardTables';

const figures: DashboardFigures = {
  from: '2026-03-01',
  to: '2026-03-02',
  requests_per_day: [
    { day: '2026-03-01', web: 12, telegram: 3, bale: 0, total: 15 },
    { day: '2026-03-02', web: 0, telegram: 0, bale: 0, total: 0 },
  ],
  archive: { suggestions_opened: 3, bot_instant: 2, filed: 15, share: 0.25 },
  time_to_answer: { groups: 2, median_hours: 25, p90_hours: 43.4 },
  open_groups: {
    total: 1,
    top: [
      {
        group: 300,
        title: 'آیا این درست است؟',
        demand: 2,
        first_asked: '2026-03-05T10:00:00.000Z',
        age_days: 4,
      },
    ],
  },
  answers_by_channel: [
    { channel: 'sms', sent: 2, delivered: 1 },
    { channel: 'telegram', sent: 1, delivered: 1 },
    { channel: 'bale', sent: 0, delivered: 0 },
  ],
  reviews_per_week: [{ week: '2026-02-28', verdict: 'نادرست', count: 1 }],
};

describe('the dashboard tables', () => {
  it('give screen readers every figure as tables with captions, headers and Persian digits', () => {
    render(<DashboardTables figures={figures} />);
    const perDay = screen.getByRole('table', { name: 'درخواست‌ها در هر روز به تفکیک مجرا' });
    const headers = within(perDay)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['روز', 'وب‌سایت', 'تلگرام', 'بله', 'همه']);
    const rows = within(perDay).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // 10 Esfand 1404, Persian digits; an empty day is a row of zeros
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('۱۴۰۴/۱۲/۱۰');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['۱۲', '۳', '۰', '۱۵']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['۰', '۰', '۰', '۰']);
    const archive = screen.getByRole('table', { name: 'پاسخ از بایگانی در برابر پرسش‌های ثبت‌شده' });
    expect(within(archive).getByText('۲۵٪')).toBeTruthy();
    const timing = screen.getByRole('table', { name: 'زمان از نخستین پرسش گروه تا پاسخ' });
    expect(within(timing).getByText('۴۳.۴')).toBeTruthy();
    const answers = screen.getByRole('table', { name: 'پاسخ‌های فرستاده و رسیده به تفکیک مجرا' });
    expect(within(answers).getByRole('rowheader', { name: 'پیامک' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /گروه‌های بی‌پاسخ \(۱ گروه/ })).toBeTruthy();
  });
});
