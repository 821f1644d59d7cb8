import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalToast } from '../../../components/Toast';
import { dismissToast } from '../../../lib/ui/toast';
import { setFakeSession } from '../../../test/fake-session';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { UI_TEST_TIMEOUT, currentLocation, renderWithProviders, setupUser } from '../../../test/render';
import { SOURCES_TEXT } from '../../sources/messages';
import { SUBJECT_PAGE_TEXT } from '../messages';
import { makeDetail } from '../../../test/fixtures/subjects';
import SubjectPage from './SubjectPage';
import chipStyles from '../components/ColorChip.module.css';

vi.mock('../../../lib/auth/session', async () => ({
  ...(await import('../../../test/fake-session')),
  useSessionStatus: () => 'authenticated',
}));

const PUBLIC = '/api/public/public-news-subject/10/';
const STAFF = '/api/news/news-subject/10/';

const signInAs = (role: 1 | 2 | 3 | 4 | 5 | null) =>
  setFakeSession(
    role === null ? null : { id: 9, first_name: 'الف', last_name: 'ب', full_name: 'الف ب', role },
  );

const renderPage = (id = '10') =>
  renderWithProviders(
    <>
      <SubjectPage />
      <GlobalToast />
    </>,
    { route: `/news-subject-page/${id}`, path: '/news-subject-page/:id' },
  );

beforeEach(() => signInAs(null));
afterEach(() => {
  vi.restoreAllMocks();
  dismissToast();
});

describe('SubjectPage for visitors', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the published subject from the public call, content cleaned again', async () => {
    const { calls } = mockFetch(on('GET', PUBLIC, { body: makeDetail(10) }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'موضوع 10' })).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toEqual([PUBLIC]);

    // the category badge: dark brown with white text
    const badge = screen.getByText('علمی').closest(`.${chipStyles.chip}`) as HTMLElement;
    expect(badge.style.getPropertyValue('--chip-text')).toBe('#ffffff');
    // the chips say what they are to screen readers
    const chipLabels = [...document.querySelectorAll(`h1 ~ * .${chipStyles.label}`)].map(
      (el) => el.textContent,
    );
    expect(chipLabels).toEqual(expect.arrayContaining(['دسته‌بندی: علمی', 'ارزیابی: نادرست']));
    expect(screen.getByRole('img', { name: SUBJECT_PAGE_TEXT.imageAlt('موضوع 10') })).toHaveAttribute(
      'src',
      '/media/subjects/10.webp',
    );
    expect(screen.getByText('چکیده موضوع 10')).toBeInTheDocument();

    const content = screen.getByTestId('subject-content');
    expect(within(content).getByRole('heading', { name: 'بررسی شواهد' })).toBeInTheDocument();
    expect(content.innerHTML).not.toContain('script');
    expect(content.innerHTML).not.toContain('onerror');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    expect(screen.getByRole('link', { name: SUBJECT_PAGE_TEXT.attachment })).toHaveAttribute(
      'href',
      '/media/files/report.pdf',
    );
    const tags = screen.getByRole('list', { name: SUBJECT_PAGE_TEXT.hashtags });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#زلزله', '#تهران']);
    expect(document.querySelector('time')).toHaveTextContent('۱۴۰۳/۰۱/۰۱');
  });

  it('lists sources with their outlet and date, and reviews linking to their report', async () => {
    mockFetch(on('GET', PUBLIC, { body: makeDetail(10) }));
    renderPage();
    const sources = await screen.findByRole('region', { name: SUBJECT_PAGE_TEXT.sources });
    expect(within(sources).getAllByRole('article')).toHaveLength(2);
    expect(
      within(sources).getByRole('link', { name: SUBJECT_PAGE_TEXT.openSource('منبع 1') }),
    ).toHaveAttribute('href', 'https://news.example/1');
    // a source without a link shows its title as text
    expect(within(sources).getByText('منبع 2').closest('a')).toBeNull();
    // each source card's date, and the same two in the timeline's table
    const cards = within(sources).getAllByRole('article');
    expect(cards.map((card) => within(card).getByText('۱۴۰۳/۰۱/۰۱'))).toHaveLength(2);
    const timeline = within(sources).getByRole('figure', { name: 'گاه‌شمار شایعه' });
    expect(within(timeline).getAllByRole('row')).toHaveLength(4); // the header, two sources, the review
    // visitors get no editing
    expect(within(sources).queryByRole('button')).not.toBeInTheDocument();

    const reviews = screen.getByRole('region', { name: SUBJECT_PAGE_TEXT.reviews });
    expect(
      within(reviews).getByRole('link', { name: SUBJECT_PAGE_TEXT.readReviewOf('بررسی یک') }),
    ).toHaveAttribute('href', '/report/41');
    expect(screen.queryByRole('button', { name: SUBJECT_PAGE_TEXT.addReview })).not.toBeInTheDocument();
  });

  it('shows 3 questions and 3 more per press of the more button', async () => {
    mockFetch(on('GET', PUBLIC, { body: makeDetail(10) }));
    const user = setupUser();
    renderPage();
    const region = await screen.findByRole('region', { name: SUBJECT_PAGE_TEXT.questions });
    const cards = () => within(region).getAllByRole('listitem');
    expect(cards()).toHaveLength(3);
    // an asker without a display name is anonymous
    expect(within(cards()[0]!).getByText(SUBJECT_PAGE_TEXT.anonymous)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: SUBJECT_PAGE_TEXT.moreQuestions }));
    expect(cards()).toHaveLength(6);
    // the keyboard lands on the first card the button revealed
    expect(document.activeElement).toBe(
      within(region).getByRole('button', { name: SUBJECT_PAGE_TEXT.openQuestion('پرسش 4') }),
    );
    await user.click(within(region).getByRole('button', { name: SUBJECT_PAGE_TEXT.moreQuestions }));
    expect(cards()).toHaveLength(7);
    expect(
      within(region).queryByRole('button', { name: SUBJECT_PAGE_TEXT.moreQuestions }),
    ).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: SUBJECT_PAGE_TEXT.openQuestion('پرسش 7') }));
    const dialog = await screen.findByRole('dialog', { name: 'پرسش 7' });
    expect(within(dialog).getByText('متن پرسش 7')).toBeInTheDocument();
  });

  it('says the id is invalid without asking the server', async () => {
    const { calls } = mockFetch();
    renderPage('abc');
    expect(await screen.findByText(SUBJECT_PAGE_TEXT.invalidId)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says the subject was not found for a 404 (drafts are not public)', async () => {
    mockFetch(on('GET', PUBLIC, apiError(404, 'موردی با این مشخصات یافت نشد.', 'not_found')));
    renderPage();
    expect(await screen.findByText(SUBJECT_PAGE_TEXT.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUBJECT_PAGE_TEXT.backToList })).toHaveAttribute(
      'href',
      '/news-subjects',
    );
  });

  it('offers a retry when the load fails otherwise', async () => {
    mockFetch(on('GET', PUBLIC, apiError(500, 'خطا', 'server_error')));
    renderPage();
    expect(await screen.findByText(SUBJECT_PAGE_TEXT.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUBJECT_PAGE_TEXT.retry })).toBeInTheDocument();
  });
});

describe('SubjectPage for staff', { timeout: UI_TEST_TIMEOUT }, () => {
  it('gives roles 4 and 5 the staff detail and the add-review button, but no source editing', async () => {
    signInAs(4);
    const { calls } = mockFetch(on('GET', STAFF, { body: makeDetail(10, { status: 1 }) }));
    const user = setupUser();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'موضوع 10' });
    expect(calls.map((c) => c.url.pathname)).toEqual([STAFF]);
    expect(screen.getByText(/پیش‌نویس/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SOURCES_TEXT.addSource })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SUBJECT_PAGE_TEXT.addReview }));
    expect(currentLocation.pathname).toBe('/add-report');
    expect(currentLocation.state).toEqual({ sourcePage: 'subject', subjectId: 10 });
  });

  it('lets an admin remove a source after confirming, then reloads the sources', async () => {
    signInAs(3);
    let removed = false;
    const { calls } = mockFetch(
      on('GET', STAFF, () => ({
        body: makeDetail(10, { rumors: makeDetail(10).rumors.filter((r) => !removed || r.id !== 1) }),
      })),
      on('DELETE', '/api/news/Rumor/1/', () => {
        removed = true;
        return { status: 204 };
      }),
    );
    const user = setupUser();
    renderPage();
    const remove = await screen.findByRole('button', { name: SOURCES_TEXT.remove('منبع 1') });
    expect(screen.getByRole('link', { name: SUBJECT_PAGE_TEXT.editSubject })).toHaveAttribute(
      'href',
      '/edit-subject/10',
    );
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: SOURCES_TEXT.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: SOURCES_TEXT.confirmRemove }));
    expect(await screen.findByText(SOURCES_TEXT.removed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('منبع 1')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(calls.filter((c) => c.url.pathname === STAFF).length).toBe(2);
  });

  it('does not remove a source when the admin cancels', async () => {
    signInAs(2);
    const { calls } = mockFetch(on('GET', STAFF, { body: makeDetail(10) }));
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByRole('button', { name: SOURCES_TEXT.remove('منبع 1') }));
    const dialog = await screen.findByRole('dialog', { name: SOURCES_TEXT.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: SOURCES_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByText('منبع 1')).toBeInTheDocument();
  });
});
