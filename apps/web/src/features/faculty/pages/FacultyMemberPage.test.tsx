import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders, setupUser } from '../../../test/render';
import { FACULTY_TEXT } from '../messages';
import { facultyMember, publishedItem } from '../../../test/fixtures/faculty';
import FacultyMemberPage from './FacultyMemberPage';

const MEMBER = '/api/public/Faculty-users/41/';
const ITEMS = '/api/public/public-news-review/';
const member = facultyMember(41, 'مریم احمدی', 'استاد ارتباطات و پژوهشگر رسانه', 2);
const items = [
  publishedItem(1, 'بررسی ادعای واکسن', 'واکسن و ناباروری'),
  publishedItem(2, 'بررسی آمار تورم', 'تورم'),
];

const renderAt = (path: string) =>
  renderWithProviders(<FacultyMemberPage />, { route: path, path: '/facuality/:id' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FacultyMemberPage', () => {
  it('shows the member card and their published items, loaded side by side', async () => {
    const { calls } = mockFetch(
      on('GET', MEMBER, { body: member }),
      on('GET', ITEMS, { body: items, headers: { 'X-Total-Count': '2' } }),
    );
    renderAt('/facuality/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'مریم احمدی' })).toBeInTheDocument();
    expect(screen.getByText('استاد ارتباطات و پژوهشگر رسانه')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'تصویر مریم احمدی' })).toBeInTheDocument();

    const section = screen.getByRole('region', { name: FACULTY_MESSAGES.itemsTitle });
    const list = await within(section).findByRole('list', { name: FACULTY_TEXT.itemsLabel });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'بررسی ادعای واکسن' })).toHaveAttribute(
      'href',
      '/report/1',
    );
    expect(within(cards[0]!).getByRole('link', { name: 'واکسن و ناباروری' })).toHaveAttribute(
      'href',
      '/news-subject-page/501',
    );

    // the items' request did not wait for the member's answer
    const itemsCall = calls.find((call) => call.url.pathname === ITEMS)!;
    expect(itemsCall.url.searchParams.get('author')).toBe('41');
    expect(
      calls
        .slice(0, 2)
        .map((call) => call.url.pathname)
        .sort(),
    ).toEqual([MEMBER, ITEMS].sort());
  });

  it('searches the items on the server and suggests their titles', async () => {
    const { calls } = mockFetch(
      on('GET', MEMBER, { body: member }),
      on('GET', ITEMS, (call) => {
        const search = call.url.searchParams.get('search') ?? '';
        const found = items.filter(
          (item) => item.title.includes(search) || item.subject_title.includes(search),
        );
        return { body: found, headers: { 'X-Total-Count': String(found.length) } };
      }),
    );
    const user = setupUser();
    renderAt('/facuality/41');
    const box = await screen.findByRole('combobox', { name: FACULTY_TEXT.searchLabel });
    const datalist = document.getElementById(box.getAttribute('list')!)!;
    await waitFor(() => expect(datalist.querySelectorAll('option')).toHaveLength(2));

    await user.type(box, 'تورم');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'بررسی آمار تورم' })).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('search')).toBe('تورم');
    expect([...datalist.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'بررسی آمار تورم',
    ]);

    await user.clear(box);
    await user.type(box, 'ناموجود');
    expect(await screen.findByText(FACULTY_MESSAGES.itemsEmpty)).toBeInTheDocument();
  });

  it('says so when the member has published nothing', async () => {
    mockFetch(
      on('GET', MEMBER, { body: member }),
      on('GET', ITEMS, { body: [], headers: { 'X-Total-Count': '0' } }),
    );
    renderAt('/facuality/41');
    expect(await screen.findByText(FACULTY_MESSAGES.itemsEmpty)).toBeInTheDocument();
  });

  it('falls back when the member has no abstract', async () => {
    mockFetch(
      on('GET', MEMBER, { body: { ...member, abstract: '' } }),
      on('GET', ITEMS, { body: [], headers: { 'X-Total-Count': '0' } }),
    );
    renderAt('/facuality/41');
    expect(await screen.findByText(FACULTY_MESSAGES.noAbstract)).toBeInTheDocument();
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    'rejects the id %s without asking the server',
    async (id) => {
      const { calls } = mockFetch();
      renderAt(`/facuality/${id}`);
      expect(await screen.findByText(FACULTY_MESSAGES.invalidId)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: FACULTY_TEXT.backToList })).toHaveAttribute(
        'href',
        '/facuality-list',
      );
      expect(calls).toHaveLength(0);
    },
  );

  it('says the member was not found for an unknown id', async () => {
    mockFetch(
      on('GET', '/api/public/Faculty-users/999/', apiError(404, FACULTY_MESSAGES.notFound, 'not_found')),
      on('GET', ITEMS, { body: [], headers: { 'X-Total-Count': '0' } }),
    );
    renderAt('/facuality/999');
    expect(await screen.findByText(FACULTY_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: FACULTY_MESSAGES.itemsTitle })).not.toBeInTheDocument();
  });

  it('shows the server refusal of an id as the invalid-id message', async () => {
    mockFetch(
      on('GET', MEMBER, apiError(400, FACULTY_MESSAGES.invalidId, 'validation_error')),
      on('GET', ITEMS, { body: [], headers: { 'X-Total-Count': '0' } }),
    );
    renderAt('/facuality/41');
    expect(await screen.findByText(FACULTY_MESSAGES.invalidId)).toBeInTheDocument();
  });

  it('shows the load error when the member cannot be loaded', async () => {
    mockFetch(on('GET', MEMBER, apiError(500, 'خطا', 'server_error')), on('GET', ITEMS, { body: [] }));
    renderAt('/facuality/41');
    expect(await screen.findByRole('alert')).toHaveTextContent(FACULTY_MESSAGES.loadOneFailed);
  });

  it('shows the load error when the items cannot be loaded', async () => {
    mockFetch(on('GET', MEMBER, { body: member }), on('GET', ITEMS, apiError(500, 'خطا', 'server_error')));
    renderAt('/facuality/41');
    const section = await screen.findByRole('region', { name: FACULTY_MESSAGES.itemsTitle });
    expect(await within(section).findByRole('alert')).toHaveTextContent(FACULTY_MESSAGES.loadOneFailed);
  });
});
