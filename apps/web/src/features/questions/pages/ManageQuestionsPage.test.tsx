import '../../../test/with-fake-session';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatJalaliDate } from '../../../lib/jalali';
import { signedInAsStaff } from '../../../test/staff-session';
import { mockFetch, on } from '../../../test/fetch-mock';
import {
  currentLocation,
  renderWithProviders,
  selectByLabel,
  setupUser,
  UI_TEST_TIMEOUT,
} from '../../../test/render';
import { INBOX_TEXT } from '../messages';
import { makeQuestion } from '../../../test/fixtures/questions';
import ManageQuestionsPage from './ManageQuestionsPage';

const LIST = '/api/news/asked/';

const rows = [
  makeQuestion({ id: 1, title: 'پرسش پاسخ‌داده', news_subject: 5, news_subject_title: 'قیمت نان' }),
  makeQuestion({ id: 2, title: 'پرسش ناشناس', full_name: '', user: null, user_active: null }),
  makeQuestion({ id: 3, title: 'پرسش مسدود', user_active: false }),
];

const renderInbox = (route = '/ask-me') =>
  renderWithProviders(<ManageQuestionsPage />, { route, path: '/ask-me' });

signedInAsStaff(3);

describe('the user reports list', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the saved filters with their counts, and a chip asks for its queue (ADR 33)', async () => {
    const { calls } = mockFetch(
      on('GET', LIST, { body: rows, headers: { 'X-Total-Count': '3' } }),
      on('GET', '/api/news/asked/queues/', {
        body: {
          all: 9,
          unassigned: 4,
          mine: 2,
          once: 3,
          stale: 1,
          demand: 9,
          channels: { web: 7, telegram: 2, bale: 0 },
        },
      }),
    );
    renderInbox();
    const chips = await screen.findByRole('group', { name: 'صف‌های کار' });
    const stale = await within(chips).findByRole('button', { name: 'بی‌پاسخ بیش از ۴۸ ساعت (۱)' });
    expect(within(chips).getByRole('button', { name: 'تخصیص‌نیافته (۴)' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'کارهای من (۲)' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'فقط یک بار پرسیده‌شده (۳)' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'بیشترین تقاضا (۹)' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'تلگرام (۲)' })).toBeInTheDocument();
    await setupUser().click(stale);
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === LIST && c.url.searchParams.get('queue') === 'stale')).toBe(
        true,
      ),
    );
    expect(currentLocation.search).toContain('queue=stale');
  });

  it('shows title, requester, Jalali date and subject, and links each row to its report', async () => {
    const { calls } = mockFetch(on('GET', LIST, { body: rows, headers: { 'X-Total-Count': '3' } }));
    renderInbox();
    const table = await screen.findByRole('table');
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('پرسش پاسخ‌داده')).toBeInTheDocument();
    expect(within(first!).getByText('مریم احمدی')).toBeInTheDocument();
    expect(within(first!).getByText(formatJalaliDate('2026-01-01T08:00:00.000Z'))).toBeInTheDocument();
    expect(formatJalaliDate('2026-01-01T08:00:00.000Z')).toBe('۱۴۰۴/۱۰/۱۱');
    expect(within(first!).getByText('قیمت نان')).toBeInTheDocument();
    expect(within(second!).getByText('ناشناس')).toBeInTheDocument();
    expect(within(third!).getByText('مسدود')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: INBOX_TEXT.view('پرسش پاسخ‌داده') })).toHaveAttribute(
      'href',
      '/manage-user-request/1',
    );
    const listCall = calls.find((c) => c.url.pathname === LIST);
    expect(listCall?.url.searchParams.get('page_size')).toBe('10');
    expect(listCall?.url.searchParams.get('page')).toBe('1');
    expect(listCall?.url.searchParams.has('has_subject')).toBe(false);
  });

  it('filters without a subject, with a subject and all, starting again from page 1', async () => {
    const { calls } = mockFetch(on('GET', LIST, { body: rows, headers: { 'X-Total-Count': '25' } }));
    const user = setupUser();
    renderInbox('/ask-me?page=2');
    await screen.findByRole('table');
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('2');

    await user.click(selectByLabel(INBOX_TEXT.subjectFilter));
    await user.click(await screen.findByRole('option', { name: INBOX_TEXT.withoutSubject }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('has_subject')).toBe('false'));
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1');

    await user.click(selectByLabel(INBOX_TEXT.subjectFilter));
    await user.click(await screen.findByRole('option', { name: INBOX_TEXT.withSubject }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('has_subject')).toBe('true'));

    await user.click(selectByLabel(INBOX_TEXT.subjectFilter));
    await user.click(await screen.findByRole('option', { name: INBOX_TEXT.all }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.has('has_subject')).toBe(false));
  });

  it('pages on the server, 10 a page', async () => {
    const { calls } = mockFetch(on('GET', LIST, { body: rows, headers: { 'X-Total-Count': '25' } }));
    const user = setupUser();
    renderInbox();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'صفحه ۳' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('page')).toBe('3'));
    expect(currentLocation.pathname).toBe('/ask-me');
  });

  it('searches on the server once typing settles', async () => {
    const { calls } = mockFetch(on('GET', LIST, { body: rows, headers: { 'X-Total-Count': '3' } }));
    const user = setupUser();
    renderInbox();
    await screen.findByRole('table');
    await user.click(screen.getByRole('searchbox', { name: INBOX_TEXT.searchLabel }));
    await user.paste('نان');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('search')).toBe('نان'));
  });

  it('says so when nothing matches', async () => {
    mockFetch(on('GET', LIST, { body: [], headers: { 'X-Total-Count': '0' } }));
    renderInbox();
    expect(await screen.findByText(INBOX_TEXT.empty)).toBeInTheDocument();
  });
});
