import { STATUS_LABELS } from '@rasti/contract/enums';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RecordedCall, mockFetch, on } from '../../../test/fetch-mock';
import { UI_TEST_TIMEOUT, currentLocation, renderWithProviders, setupUser } from '../../../test/render';
import { chooseOption, pagedAnswer } from '../../../test/lists';
import { SUBJECTS_TEXT } from '../messages';
import { CATEGORIES, makeSubject } from '../../../test/fixtures/subjects';
import AdminSubjectsPage from './AdminSubjectsPage';

const LIST = '/api/news/news-subject/';

/** 25 subjects of every status, paged like the server; a search answers the matching titles. */
const listHandler = on('GET', LIST, (call) => {
  const q = call.url.searchParams;
  const search = q.get('search');
  const all = Array.from({ length: 25 }, (_, i) =>
    makeSubject(i + 1, {
      status: (i % 4) + 1,
      date_published: i % 4 === 0 ? null : '2024-03-20T08:30:00.000Z',
      title: i === 4 ? 'زلزله تهران' : `موضوع ${i + 1}`,
    }),
  ).filter((s) => !search || s.title.includes(search));
  return pagedAnswer(all, call);
});
const categoriesHandler = on('GET', '/api/public/public-category/', {
  body: CATEGORIES,
  headers: { 'X-Total-Count': '2' },
});

/** The table's requests (the suggestions ask for 6 titles; the table for 10 rows). */
const tableCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.pathname === LIST && c.url.searchParams.get('page_size') === '10');
const lastQuery = (calls: RecordedCall[]) =>
  Object.fromEntries(tableCalls(calls).at(-1)?.url.searchParams ?? []);

const renderPage = () =>
  renderWithProviders(<AdminSubjectsPage />, { route: '/news-subjects', path: '/news-subjects' });

afterEach(() => vi.restoreAllMocks());

describe('AdminSubjectsPage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('lists 10 subjects a page with Jalali dates in Persian digits, status and evaluation', async () => {
    const { calls } = mockFetch(listHandler, categoriesHandler);
    renderPage();
    expect(await screen.findByText('موضوع 2')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ page: '1', page_size: '10' });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const row = screen.getByText('موضوع 2').closest('tr') as HTMLElement;
    expect(within(row).getByText('۱۴۰۳/۰۱/۰۱')).toBeInTheDocument();
    expect(within(row).getByText(STATUS_LABELS[2])).toBeInTheDocument();
    expect(within(row).getByText('نادرست')).toBeInTheDocument();
    // a draft has no publish date yet
    const draft = screen.getByText('موضوع 1').closest('tr') as HTMLElement;
    expect(within(draft).getByText(SUBJECTS_TEXT.notPublished)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUBJECTS_TEXT.addSubject })).toHaveAttribute(
      'href',
      '/add-subject',
    );
  });

  it('pages on the server with X-Total-Count', async () => {
    const { calls } = mockFetch(listHandler, categoriesHandler);
    const user = setupUser();
    renderPage();
    await screen.findByText('موضوع 2');
    // 25 → 3 pages
    expect(screen.getByLabelText('صفحه ۳')).toBeInTheDocument();
    expect(screen.queryByLabelText('صفحه ۴')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('صفحه ۳'));
    expect(await screen.findByText('موضوع 21')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ page: '3', page_size: '10' });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
  });

  it('sends the category and status filters, back on page 1', async () => {
    const { calls } = mockFetch(listHandler, categoriesHandler);
    const user = setupUser();
    renderPage();
    await screen.findByText('موضوع 2');
    await user.click(screen.getByLabelText('صفحه ۲'));
    await screen.findByText('موضوع 11');
    await chooseOption(user, SUBJECTS_TEXT.categoryLabel, 'اقتصاد');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', page_size: '10', category: '2' }));
    await chooseOption(user, SUBJECTS_TEXT.statusLabel, STATUS_LABELS[1]);
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ page: '1', page_size: '10', category: '2', status: '1' }),
    );
    await chooseOption(user, SUBJECTS_TEXT.statusLabel, SUBJECTS_TEXT.allStatuses);
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', page_size: '10', category: '2' }));
  });

  it('suggests matching titles while typing and filters the table by the chosen one', async () => {
    const { calls } = mockFetch(listHandler, categoriesHandler);
    const user = setupUser();
    renderPage();
    await screen.findByText('موضوع 2');
    const box = screen.getByRole('combobox', { name: SUBJECTS_TEXT.searchLabel });
    await user.type(box, 'زلز');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByText('زلزله تهران'));
    expect(box).toHaveValue('زلزله تهران');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ search: 'زلزله تهران', page: '1' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    const suggestionCalls = calls.filter(
      (c) => c.url.pathname === LIST && c.url.searchParams.get('page_size') === '6',
    );
    expect(suggestionCalls.length).toBeGreaterThan(0);
  });

  it('views a subject by link and edits it with isEditMode in the navigation state', async () => {
    mockFetch(listHandler, categoriesHandler);
    const user = setupUser();
    renderWithProviders(<AdminSubjectsPage />, { route: '/news-subjects', path: '*' });
    await screen.findByText('موضوع 2');
    expect(screen.getByRole('link', { name: SUBJECTS_TEXT.view('موضوع 2') })).toHaveAttribute(
      'href',
      '/news-subject-page/2',
    );
    await user.click(screen.getByRole('button', { name: SUBJECTS_TEXT.edit('موضوع 2') }));
    expect(currentLocation.pathname).toBe('/edit-subject/2');
    expect(currentLocation.state).toEqual({ isEditMode: true });
  });

  it('shows the list error in Persian', async () => {
    mockFetch(categoriesHandler);
    renderPage();
    expect(await screen.findByText(SUBJECTS_TEXT.loadFailed)).toBeInTheDocument();
  });
});
