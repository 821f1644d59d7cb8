import type { PublicCorrection } from '@rasti/contract/corrections';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatJalaliDate } from '../../lib/jalali';
import { mockFetch, on } from '../../test/fetch-mock';
import { renderWithProviders, setupUser, UI_TEST_TIMEOUT } from '../../test/render';
import { CorrectionsBox } from './components/CorrectionsBox';
import CorrectionsPage from './pages/CorrectionsPage';

afterEach(() => vi.restoreAllMocks());

const PERSIAN_DATE = /^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/;

describe("the 'اصلاحیه' box", () => {
  it('is a note named by its heading, each correction with its Jalali date in Persian digits', () => {
    renderWithProviders(
      <CorrectionsBox
        corrections={[
          { note: 'رقم دوم اصلاح شد.', date: '2026-03-05T08:00:00.000Z' },
          { note: 'نام منبع درست شد.', date: '2026-03-01T10:00:00.000Z' },
        ]}
      />,
    );
    const box = screen.getByRole('note', { name: 'اصلاحیه' });
    expect(within(box).getByRole('heading', { name: 'اصلاحیه' })).toBeInTheDocument();
    const items = within(box).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `${formatJalaliDate('2026-03-05T08:00:00.000Z')}:رقم دوم اصلاح شد.`,
      `${formatJalaliDate('2026-03-01T10:00:00.000Z')}:نام منبع درست شد.`,
    ]);
    const time = items[0]!.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-03-05T08:00:00.000Z');
    expect(time.textContent).toMatch(PERSIAN_DATE);
  });

  it('is not drawn without corrections', () => {
    renderWithProviders(<CorrectionsBox corrections={[]} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

const row = (id: number, overrides: Partial<PublicCorrection> = {}): PublicCorrection => ({
  id,
  note: `یادداشت اصلاح ${id}`,
  date: '2026-03-01T10:00:00.000Z',
  kind: 'review',
  item_id: id * 10,
  title: `گزارش ${id}`,
  url: `/report/${id * 10}`,
  ...overrides,
});

describe('/corrections', () => {
  it(
    'lists the corrections newest first, each linking to its page, paged by the server',
    async () => {
      const { calls } = mockFetch(
        on('GET', '/api/public/corrections/', (call) =>
          call.url.searchParams.get('page') === '2'
            ? { body: [row(13)], headers: { 'X-Total-Count': '13' } }
            : {
                body: [
                  row(1, { kind: 'subject', title: 'موضوع یک', url: '/news-subject-page/5', item_id: 5 }),
                  ...Array.from({ length: 5 }, (_, i) => row(i + 2)),
                ],
                headers: { 'X-Total-Count': '13' },
              },
        ),
      );
      const user = setupUser();
      renderWithProviders(<CorrectionsPage />, { route: '/corrections', path: '/corrections' });
      expect(screen.getByRole('heading', { level: 1, name: 'اصلاحیه‌ها' })).toBeInTheDocument();
      const list = await screen.findByRole('list', { name: 'فهرست اصلاحیه‌ها' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(6);
      expect(within(items[0]!).getByRole('link', { name: 'موضوع یک' })).toHaveAttribute(
        'href',
        '/news-subject-page/5',
      );
      expect(within(items[0]!).getByText('موضوع')).toBeInTheDocument();
      expect(within(items[1]!).getByRole('link', { name: 'گزارش 2' })).toHaveAttribute('href', '/report/20');
      expect(within(items[1]!).getByText('گزارش')).toBeInTheDocument();
      expect(items[0]!.querySelector('time')!.textContent).toMatch(PERSIAN_DATE);
      expect(calls[0]!.url.searchParams.get('page')).toBe('1');

      await user.click(screen.getByRole('button', { name: 'صفحه ۲' }));
      expect(await screen.findByRole('link', { name: 'گزارش 13' })).toBeInTheDocument();
      expect(calls.at(-1)!.url.searchParams.get('page')).toBe('2');
    },
    UI_TEST_TIMEOUT,
  );

  it('says so when there are none', async () => {
    mockFetch(on('GET', '/api/public/corrections/', { body: [], headers: { 'X-Total-Count': '0' } }));
    renderWithProviders(<CorrectionsPage />, { route: '/corrections', path: '/corrections' });
    expect(await screen.findByText('هنوز اصلاحیه‌ای ثبت نشده است.')).toBeInTheDocument();
  });
});
