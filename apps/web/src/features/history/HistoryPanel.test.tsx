import type { RevisionEntry } from '@rasti/contract/corrections';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../../test/fetch-mock';
import { renderWithProviders, setupUser, UI_TEST_TIMEOUT } from '../../test/render';
import HistoryPanel, { jalaliDateTime } from './components/HistoryPanel';

afterEach(() => vi.restoreAllMocks());

const HISTORY = '/api/news/review-subject/20/history/';
const entries: RevisionEntry[] = [
  {
    id: 7,
    at: '2026-03-05T08:30:00.000Z',
    by: { id: 3, name: 'مریم احمدی' },
    fields: ['title', 'status'],
    old_values: { title: 'عنوان پیشین', status: 1 },
  },
  {
    id: 5,
    at: '2026-03-01T10:00:00.000Z',
    by: null,
    fields: ['subject'],
    old_values: { subject: 4 },
  },
];

const current = { title: 'عنوان کنونی', status: 2, subject: 9 };

describe('the history section of an edit screen', () => {
  it(
    'is closed and loads nothing until opened; then lists versions with date, time, who and the fields side by side',
    async () => {
      const { calls } = mockFetch(on('GET', HISTORY, { body: entries, headers: { 'X-Total-Count': '2' } }));
      const user = setupUser();
      renderWithProviders(
        <HistoryPanel
          kind="review"
          id={20}
          current={current}
          describe={(field, value) => (field === 'subject' && value === 9 ? 'موضوع کنونی' : null)}
        />,
      );
      const toggle = screen.getByRole('button', { name: 'تاریخچه' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(calls).toHaveLength(0);

      await user.click(toggle);
      const list = await screen.findByRole('list', { name: 'نسخه‌های پیشین' });
      expect(calls.map((c) => c.url.pathname)).toEqual([HISTORY]);
      const versions = within(list).getAllByRole('listitem');
      expect(versions).toHaveLength(2);

      const first = versions[0]!;
      const stamp = jalaliDateTime('2026-03-05T08:30:00.000Z');
      expect(stamp).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/);
      expect(within(first).getByRole('heading', { name: stamp })).toBeInTheDocument();
      expect(within(first).getByText(/مریم احمدی/)).toBeInTheDocument();
      const table = within(first).getByRole('table');
      const rows = within(table).getAllByRole('row');
      // the header, then one row per changed field: its Persian label, the old value, the current one
      expect(rows.slice(1).map((r) => r.textContent)).toEqual([
        'عنوانعنوان پیشینعنوان کنونی',
        'وضعیتپیش‌نویسمنتشر شده',
      ]);

      const second = versions[1]!;
      expect(within(second).getByText(/کاربر حذف‌شده/)).toBeInTheDocument();
      expect(within(second).getAllByRole('row')[1]!.textContent).toBe('موضوع۴موضوع کنونی');
    },
    UI_TEST_TIMEOUT,
  );

  it(
    'restores a version after the confirm dialog, reports what was skipped, and tells the screen',
    async () => {
      const { calls } = mockFetch(
        on('GET', HISTORY, { body: entries, headers: { 'X-Total-Count': '2' } }),
        on('POST', `${HISTORY}7/restore/`, {
          body: {
            restored: ['title'],
            skipped: [{ field: 'status', reason: 'فایل این نسخه دیگر در فضای ذخیره‌سازی نیست.' }],
          },
        }),
      );
      const onRestored = vi.fn();
      const user = setupUser();
      renderWithProviders(<HistoryPanel kind="review" id={20} current={current} onRestored={onRestored} />);
      await user.click(screen.getByRole('button', { name: 'تاریخچه' }));
      const list = await screen.findByRole('list', { name: 'نسخه‌های پیشین' });
      const first = within(list).getAllByRole('listitem')[0]!;
      await user.click(within(first).getByRole('button', { name: 'بازگرداندن این نسخه' }));

      const dialog = await screen.findByRole('dialog', { name: 'بازگرداندن نسخه' });
      expect(dialog).toHaveTextContent('عنوان، وضعیت');
      // 'no' first: nothing is sent until confirmed
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'بازگرداندن' }));

      await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
        `${HISTORY}7/restore/`,
      ]);
      const outcome = await screen.findByRole('status');
      expect(outcome).toHaveTextContent('نسخه بازگردانده شد.');
      expect(outcome).toHaveTextContent('بازگردانده نشد: وضعیت');
    },
    UI_TEST_TIMEOUT,
  );
});
