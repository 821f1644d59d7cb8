import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { currentLocation, renderWithProviders, setupUser } from '../../../test/render';
import { FACULTY_TEXT } from '../messages';
import { facultyMember } from '../../../test/fixtures/faculty';
import FacultyListPage from './FacultyListPage';

const LIST = '/api/public/Faculty-users/';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FacultyListPage', () => {
  it('shows a card per member linking to the member page, with the abstract or its fallback', async () => {
    mockFetch(
      on('GET', LIST, {
        body: [facultyMember(41, 'مریم احمدی', 'استاد ارتباطات'), facultyMember(42, 'علی رضایی', '')],
        headers: { 'X-Total-Count': '2' },
      }),
    );
    renderWithProviders(<FacultyListPage />, { route: '/facuality-list' });
    expect(screen.getByRole('heading', { level: 1, name: FACULTY_MESSAGES.listTitle })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: FACULTY_TEXT.listLabel });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'مریم احمدی' })).toHaveAttribute(
      'href',
      '/facuality/41',
    );
    expect(within(cards[0]!).getByText('استاد ارتباطات')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(FACULTY_MESSAGES.noAbstract)).toBeInTheDocument();
    // two members fit on one page
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says so when there is no member', async () => {
    mockFetch(on('GET', LIST, { body: [], headers: { 'X-Total-Count': '0' } }));
    renderWithProviders(<FacultyListPage />, { route: '/facuality-list' });
    expect(await screen.findByText(FACULTY_MESSAGES.empty)).toBeInTheDocument();
  });

  it('shows the load error in Persian', async () => {
    mockFetch(on('GET', LIST, apiError(500, 'خطا', 'server_error')));
    renderWithProviders(<FacultyListPage />, { route: '/facuality-list' });
    expect(await screen.findByRole('alert')).toHaveTextContent(FACULTY_MESSAGES.loadListFailed);
  });

  it('pages on the server, six members a page, with the page in the address', async () => {
    const { calls } = mockFetch(
      on('GET', LIST, (call) => {
        const page = Number(call.url.searchParams.get('page'));
        return {
          body: [facultyMember(page * 100, `عضو صفحه ${page}`)],
          headers: { 'X-Total-Count': '8' },
        };
      }),
    );
    const user = setupUser();
    renderWithProviders(<FacultyListPage />, { route: '/facuality-list' });
    await screen.findByRole('link', { name: 'عضو صفحه 1' });
    expect(calls[0]!.url.searchParams.get('page_size')).toBe('6');

    await user.click(screen.getByRole('button', { name: 'صفحه ۲' }));
    expect(await screen.findByRole('link', { name: 'عضو صفحه 2' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/facuality-list');
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('2');
  });

  it('reads a page from the address and ignores a malformed one', async () => {
    const { calls } = mockFetch(on('GET', LIST, { body: [], headers: { 'X-Total-Count': '0' } }));
    renderWithProviders(<FacultyListPage />, { route: '/facuality-list?page=abc' });
    await screen.findByText(FACULTY_MESSAGES.empty);
    expect(calls[0]!.url.searchParams.get('page')).toBe('1');
  });
});
