import type { Outlet, PublicOutletDetail } from '@rasti/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, type RecordedCall } from '../../../test/fetch-mock';
import {
  currentLocation,
  renderWithProviders,
  selectByLabel,
  setupUser,
  UI_TEST_TIMEOUT,
} from '../../../test/render';
import { OUTLETS_TEXT } from '../messages';
import OutletsDirectoryPage from './OutletsDirectoryPage';

const LIST = '/api/public/public-media/';

const makeOutlet = (id: number): Outlet => ({
  id,
  name: `رسانه ${id}`,
  english_name: `Outlet ${id}`,
  link: `https://outlet${id}.ir/`,
  logo: null,
  origin: id % 2 ? 1 : 2,
  rumor_count: id,
});

const listHandler = on('GET', LIST, (call) => {
  const page = Number(call.url.searchParams.get('page'));
  const size = Number(call.url.searchParams.get('page_size'));
  const origin = call.url.searchParams.get('origin');
  const all = Array.from({ length: 12 }, (_, i) => makeOutlet(i + 1)).filter(
    (o) => !origin || String(o.origin) === origin,
  );
  return {
    body: all.slice((page - 1) * size, page * size),
    headers: { 'X-Total-Count': String(all.length) },
  };
});

const source = (id: number) => ({
  id,
  news_subject: 70 + id,
  subject_title: `موضوع ${id}`,
  title: `خبر ${id}`,
  link: `https://outlet3.ir/news/${id}`,
  publisher: 3,
  publisher_name: 'رسانه 3',
  logo: null,
  summary: `خلاصه خبر ${id}`,
  date_published_rumor: 1_767_225_600,
  result_id: id % 2 ? 1 : null,
  reviews_color: id % 2 ? '#d32f2f' : null,
  reviews_title: id % 2 ? 'نادرست' : null,
  status: 2,
});

const detail = (page: number): PublicOutletDetail => ({
  ...makeOutlet(3),
  rumor_count: 8,
  sources_total: 8,
  total: -5,
  scores: [
    { id: 1, title: 'نادرست', color: '#d32f2f', score: -2, count: 4 },
    { id: 2, title: 'درست', color: '#2e7d32', score: 1, count: 3 },
  ],
  sources: Array.from({ length: page === 1 ? 6 : 2 }, (_, i) => source((page - 1) * 6 + i + 1)),
  months: [
    { month: 140508, counts: { '1': 2 } },
    { month: 140509, counts: { '1': 2, '2': 3 } },
  ],
  rank: { now: 4, of: 12, year_ago: null, of_year_ago: 9, year_ago_month: 140409 },
});

const detailHandler = on('GET', '/api/public/public-media/3/', (call) => ({
  body: detail(Number(call.url.searchParams.get('page'))),
}));

const lastQuery = (calls: RecordedCall[], path: string) =>
  Object.fromEntries(calls.filter((c) => c.url.pathname === path).at(-1)?.url.searchParams ?? []);

const renderAt = (route: string) => renderWithProviders(<OutletsDirectoryPage />, { route, path: '/media' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OutletsDirectoryPage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('lists outlets for everyone with logo, names, link and media type, filtered by type', async () => {
    const { calls } = mockFetch(listHandler);
    const user = setupUser();
    renderAt('/media');
    expect(screen.getByRole('heading', { level: 1, name: OUTLETS_TEXT.directoryTitle })).toBeInTheDocument();
    await screen.findByText('رسانه 1');
    expect(lastQuery(calls, LIST)).toEqual({ page: '1', page_size: '10' });
    const row = screen.getByText('رسانه 2').closest('tr') as HTMLElement;
    expect(within(row).getByText('Outlet 2')).toBeInTheDocument();
    expect(within(row).getByText('خارجی')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /outlet2\.ir/ })).toHaveAttribute(
      'href',
      'https://outlet2.ir/',
    );
    expect(within(row).getByRole('link', { name: OUTLETS_TEXT.sourcesAndScores('رسانه 2') })).toHaveAttribute(
      'href',
      '/media/2',
    );
    // the logo sits beside the name it shows, so it is decorative; a missing one falls back to the default
    expect(row.querySelector('img')).toHaveAttribute('src', '/images/default-logo.svg');
    expect(row.querySelector('img')).toHaveAttribute('alt', '');

    await user.click(selectByLabel(OUTLETS_TEXT.mediaType));
    await user.click(within(screen.getByRole('listbox')).getByText('داخلی'));
    await waitFor(() => expect(lastQuery(calls, LIST)).toEqual({ page: '1', page_size: '10', origin: '1' }));
    await waitFor(() => expect(screen.queryByText('رسانه 2')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(7);
  });

  // the list links each outlet to its own page (/media/{id}); the older address ?outlet={id} still shows it here
  it("shows an outlet's scores and its checked news at ?outlet=, paged, and goes back to the list", async () => {
    const { calls } = mockFetch(listHandler, detailHandler);
    const user = setupUser();
    renderAt('/media?origin=1&outlet=3');

    expect(await screen.findByRole('heading', { level: 1, name: 'رسانه 3' })).toBeInTheDocument();
    expect(lastQuery(calls, '/api/public/public-media/3/')).toEqual({ page: '1', page_size: '6' });
    const scores = screen.getByRole('table', { name: OUTLETS_TEXT.scoresCaption('رسانه 3') });
    const rows = within(scores)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['نادرست', '۴', '−۲'],
      ['درست', '۳', '۱'],
    ]);
    // the news count and the total: the agency table's 'تعداد اخبار' and 'مجموع'
    const section = scores.closest('section') as HTMLElement;
    expect(within(section).getByText(OUTLETS_TEXT.total).nextSibling).toHaveTextContent('−۵');
    expect(within(section).getAllByText(OUTLETS_TEXT.newsCount)[0]!.nextSibling).toHaveTextContent('۸');
    expect(within(section).getByRole('link', { name: OUTLETS_TEXT.compareScores })).toHaveAttribute(
      'href',
      '/#scores',
    );

    const first = screen.getByRole('heading', { level: 3, name: 'خبر 1' }).closest('article') as HTMLElement;
    expect(within(first).getByRole('link', { name: 'موضوع 1' })).toHaveAttribute(
      'href',
      '/news-subject-page/71',
    );
    expect(within(first).getByText('نادرست')).toBeInTheDocument();
    expect(within(first).getByText('۱۴۰۴/۱۰/۱۱')).toBeInTheDocument();
    const second = screen.getByRole('heading', { level: 3, name: 'خبر 2' }).closest('article') as HTMLElement;
    expect(within(second).getByText(OUTLETS_TEXT.noEvaluation)).toBeInTheDocument();

    await user.click(screen.getByLabelText('صفحه ۲'));
    expect(await screen.findByRole('heading', { level: 3, name: 'خبر 7' })).toBeInTheDocument();
    expect(lastQuery(calls, '/api/public/public-media/3/')).toEqual({ page: '2', page_size: '6' });

    await user.click(screen.getByRole('link', { name: OUTLETS_TEXT.backToList }));
    expect(
      await screen.findByRole('heading', { level: 1, name: OUTLETS_TEXT.directoryTitle }),
    ).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/media');
    // the list keeps its filter
    await waitFor(() => expect(lastQuery(calls, LIST)).toMatchObject({ origin: '1' }));
  });

  it('says when an outlet does not exist', async () => {
    mockFetch(
      on('GET', '/api/public/public-media/99/', { status: 404, body: { detail: 'x', code: 'not_found' } }),
    );
    renderAt('/media?outlet=99');
    expect(await screen.findByText(OUTLETS_TEXT.outletNotFound)).toBeInTheDocument();
  });
});
