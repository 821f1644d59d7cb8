import { SEARCH_TOO_SHORT } from '@rasti/contract/search-messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RecordedCall, mockFetch, on } from '../../../test/fetch-mock';
import { UI_TEST_TIMEOUT, renderWithProviders, setupUser } from '../../../test/render';
import { pagedAnswer } from '../../../test/lists';
import { SUBJECTS_TEXT } from '../messages';
import { CATEGORIES, makeSubject } from '../../../test/fixtures/subjects';
import TrendingSubjectsPage from './TrendingSubjectsPage';

const LIST = '/api/public/public-news-subject/';

/** 20 published subjects, the odd ones in category 1 and the even ones in category 2, paged like the server. */
const listHandler = on('GET', LIST, (call) => {
  const q = call.url.searchParams;
  const category = Number(q.get('category') ?? 0);
  const all = Array.from({ length: 20 }, (_, i) =>
    makeSubject(
      i + 1,
      i % 2 === 0 ? {} : { category: 2, category_title: 'اقتصاد', category_color: '#ffeb3b' },
    ),
  ).filter((s) => !category || s.category === category);
  return pagedAnswer(all, call);
});
const categoriesHandler = on('GET', '/api/public/public-category/', {
  body: CATEGORIES,
  headers: { 'X-Total-Count': '2' },
});

const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.pathname === LIST);
const lastQuery = (calls: RecordedCall[]) =>
  Object.fromEntries(listCalls(calls).at(-1)?.url.searchParams ?? []);

const renderPage = (route = '/news-subjects') =>
  renderWithProviders(<TrendingSubjectsPage />, { route, path: '/news-subjects' });

afterEach(() => vi.restoreAllMocks());

describe('TrendingSubjectsPage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows 6 cards a page, sorted by priority, with links and category chips', async () => {
    const { calls } = mockFetch(listHandler, categoriesHandler);
    renderPage();
    expect(await screen.findByText('موضوع 1')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ page: '1', page_size: '6', priority: 'true' });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'موضوع 1' })).toHaveAttribute('href', '/news-subject-page/1');
    expect(screen.getByText('۲۰ موضوع')).toBeInTheDocument();
    // 20 subjects → 4 pages, all shown (5 or fewer)
    expect(screen.getByLabelText('صفحه ۴')).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const { calls } = mockFetch(listHandler, categoriesHandler);
    const user = setupUser();
    renderPage();
    await screen.findByText('موضوع 1');
    await user.click(screen.getByLabelText('صفحه ۲'));
    expect(await screen.findByText('موضوع 7')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ page: '2', page_size: '6', priority: 'true' });
    expect(screen.getByLabelText('صفحه ۲')).toHaveAttribute('aria-current', 'page');
  });

  it('sends the chosen sort as its own flag and starts again from page 1', async () => {
    const { calls } = mockFetch(listHandler, categoriesHandler);
    const user = setupUser();
    renderPage('/news-subjects?page=2');
    await screen.findByText('موضوع 7');
    await user.selectOptions(screen.getByRole('combobox', { name: SUBJECTS_TEXT.sortLabel }), 'پربازدیدترین');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', page_size: '6', views: 'true' }));
    await user.selectOptions(screen.getByRole('combobox', { name: SUBJECTS_TEXT.sortLabel }), 'پربحث‌ترین');
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ page: '1', page_size: '6', most_reviewed: 'true' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: SUBJECTS_TEXT.sortLabel }), 'پرتقاضاترین');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', page_size: '6', most_wanted: 'true' }));
  });

  it('filters by a card chip, and a second press clears the filter', async () => {
    const { calls } = mockFetch(listHandler, categoriesHandler);
    const user = setupUser();
    renderPage();
    await screen.findByText('موضوع 2');
    await user.click(screen.getAllByRole('button', { name: SUBJECTS_TEXT.filterByCategory('اقتصاد') })[0]!);
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ category: '2', page: '1' }));
    await waitFor(() => expect(screen.queryByText('موضوع 1')).not.toBeInTheDocument());
    // the chips of the filtered category now read as pressed, and the filter shows above the list
    const pressed = screen.getAllByRole('button', { name: SUBJECTS_TEXT.clearCategoryFilter('اقتصاد') });
    expect(pressed.some((chip) => chip.getAttribute('aria-pressed') === 'true')).toBe(true);
    await user.click(pressed.find((chip) => chip.getAttribute('aria-pressed') === 'true')!);
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', page_size: '6', priority: 'true' }));
    expect(await screen.findByText('موضوع 1')).toBeInTheDocument();
  });

  it('filters with the category menu, whose first choice is all categories', async () => {
    const { calls } = mockFetch(listHandler, categoriesHandler);
    const user = setupUser();
    renderPage();
    await screen.findByText('موضوع 1');
    expect(screen.getByRole('combobox', { name: SUBJECTS_TEXT.categoryLabel })).toHaveTextContent(
      SUBJECTS_TEXT.allCategories,
    );
    expect(screen.getByRole('combobox', { name: SUBJECTS_TEXT.categoryLabel })).toHaveDisplayValue(
      SUBJECTS_TEXT.allCategories,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: SUBJECTS_TEXT.categoryLabel }), 'علمی');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ category: '1' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: SUBJECTS_TEXT.categoryLabel }),
      SUBJECTS_TEXT.allCategories,
    );
    await waitFor(() => expect(lastQuery(calls)).not.toHaveProperty('category'));
  });

  it('has the server search as typed (Arabic ي and ك included), once typing pauses', async () => {
    const { calls } = mockFetch(listHandler, categoriesHandler);
    const user = setupUser();
    renderPage();
    await screen.findByText('موضوع 1');
    await user.type(screen.getByRole('searchbox', { name: SUBJECTS_TEXT.searchLabel }), 'كودك ربايي');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ search: 'كودك ربايي', page: '1' }));
    expect(listCalls(calls).filter((c) => c.url.searchParams.has('search'))).toHaveLength(1);
  });

  it('says under the field that a search needs a word of three letters, until it has one', async () => {
    mockFetch(listHandler, categoriesHandler);
    const user = setupUser();
    renderPage();
    await screen.findByText('موضوع 1');
    const field = screen.getByRole('searchbox', { name: SUBJECTS_TEXT.searchLabel });
    expect(field).not.toHaveAccessibleDescription();
    await user.type(field, 'آب');
    expect(field).toHaveAccessibleDescription(SEARCH_TOO_SHORT);
    await user.type(field, 'ی');
    expect(field).not.toHaveAccessibleDescription();
  });

  it('says so when nothing matches, and when the list cannot be loaded', async () => {
    mockFetch(on('GET', LIST, { body: [], headers: { 'X-Total-Count': '0' } }), categoriesHandler);
    renderPage();
    expect(await screen.findByText(SUBJECTS_TEXT.empty)).toBeInTheDocument();
    vi.restoreAllMocks();
    mockFetch(categoriesHandler);
    renderPage('/news-subjects?q=x');
    expect(await screen.findByText(SUBJECTS_TEXT.loadFailed)).toBeInTheDocument();
  });
});
