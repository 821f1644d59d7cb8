import '../../../test/with-fake-session';
import { ROLE_LABELS, SIGN_IN_LINK_MESSAGES, USER_MESSAGES, type User } from '@rasti/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { UI_TEST_TIMEOUT, buttonByText, fieldByLabel, chooseOption, setupUser } from '../../../test/render';
import { dismissToast } from '../../../lib/ui/toast';
import { setFakeSession } from '../../../test/fake-session';
import { pagedList, renderStaffPage, signInStaff } from '../../../test/staff-page';
import { USERS_TEXT } from '../messages';
import ManageUsersPage from './ManageUsersPage';

const LIST = '/api/accounts/users/';

const makeUser = (id: number, overrides: Partial<User> = {}): User => ({
  id,
  first_name: 'کاربر',
  last_name: String(id),
  full_name: `کاربر ${id}`,
  role: 1,
  mobile: `0912000${String(id).padStart(4, '0')}`,
  gender: 1,
  abstract: '',
  avatar: null,
  is_active: true,
  date_joined: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const list = pagedList(LIST, 25, (id) => makeUser(id));

const choose = chooseOption;

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

const renderPage = () => renderStaffPage(<ManageUsersPage />);

signInStaff(2);

describe('ManageUsersPage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('pages on the server, 10 at a time', async () => {
    const { calls } = mockFetch(list.handler);
    const user = setupUser();
    renderPage();
    expect(await screen.findByText('کاربر 1')).toBeInTheDocument();
    expect(list.lastQuery(calls)).toEqual({ page: '1', page_size: '10' });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);

    await user.click(screen.getByLabelText('صفحه ۲'));
    expect(await screen.findByText('کاربر 11')).toBeInTheDocument();
    expect(list.lastQuery(calls)).toEqual({ page: '2', page_size: '10' });
    expect(screen.getByLabelText('صفحه ۳')).toBeInTheDocument();
  });

  it('sends the search, role and status filters as query parameters, back on page 1', async () => {
    const { calls } = mockFetch(list.handler);
    const user = setupUser();
    renderPage();
    await screen.findByText('کاربر 1');
    await user.click(screen.getByLabelText('صفحه ۲'));
    await screen.findByText('کاربر 11');

    await choose(user, USERS_TEXT.roleFilter, ROLE_LABELS[3]);
    await waitFor(() => expect(list.lastQuery(calls)).toEqual({ page: '1', page_size: '10', role: '3' }));

    await choose(user, USERS_TEXT.statusFilter, USERS_TEXT.inactive);
    await waitFor(() =>
      expect(list.lastQuery(calls)).toEqual({ page: '1', page_size: '10', role: '3', is_active: 'false' }),
    );

    await user.type(fieldByLabel(USERS_TEXT.searchLabel), 'سارا');
    await waitFor(() =>
      expect(list.lastQuery(calls)).toEqual({
        page: '1',
        page_size: '10',
        role: '3',
        is_active: 'false',
        search: 'سارا',
      }),
    );
    // debounced: one request for the whole word, not one per letter
    expect(list.calls(calls).filter((c) => c.url.searchParams.has('search'))).toHaveLength(1);
    expect(fieldByLabel(USERS_TEXT.searchLabel)).toHaveAttribute('placeholder', USERS_TEXT.searchPlaceholder);
  });

  it('blocks a user only after a confirmation naming them, with a JSON PATCH, updating the row in place', async () => {
    const { calls } = mockFetch(
      list.handler,
      on('PATCH', '/api/accounts/users/2/', (call) => ({
        body: makeUser(2, { is_active: (call.body as { is_active: boolean }).is_active }),
      })),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('کاربر 2');
    const row = rowOf('کاربر 2');
    expect(within(row).getByText(USERS_TEXT.active)).toBeInTheDocument();

    await user.click(within(row).getByLabelText(USERS_TEXT.block('کاربر 2')));
    const dialog = await screen.findByRole('dialog', { name: USER_MESSAGES.blockConfirmTitle });
    expect(within(dialog).getByText(USER_MESSAGES.blockConfirmText('کاربر 2'))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    // "no" closes it and sends nothing
    await user.click(within(dialog).getByRole('button', { name: USER_MESSAGES.blockCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.click(within(row).getByLabelText(USERS_TEXT.block('کاربر 2')));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: USER_MESSAGES.blockConfirm }),
    );
    expect(await screen.findByText(USER_MESSAGES.deactivated)).toBeInTheDocument();
    expect(within(row).getByText(USERS_TEXT.inactive)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_active: false });
    expect(list.calls(calls)).toHaveLength(1);

    await user.click(within(row).getByLabelText(USERS_TEXT.unblock('کاربر 2')));
    expect(await screen.findByText(USER_MESSAGES.activated)).toBeInTheDocument();
    expect(within(row).getByText(USERS_TEXT.active)).toBeInTheDocument();
  });

  it("shows the server's sentence when blocking fails, else the generic failure", async () => {
    let detail = 'آخرین سوپر ادمین فعال را نمی‌توان مسدود کرد یا نقش او را تغییر داد.';
    mockFetch(
      list.handler,
      on('PATCH', '/api/accounts/users/3/', () => apiError(409, detail, 'conflict')),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('کاربر 3');
    await user.click(screen.getByLabelText(USERS_TEXT.block('کاربر 3')));
    await user.click(await screen.findByRole('button', { name: USER_MESSAGES.blockConfirm }));
    expect(await screen.findByText(detail)).toBeInTheDocument();

    detail = '';
    dismissToast();
    await user.click(screen.getByLabelText(USERS_TEXT.block('کاربر 3')));
    await user.click(await screen.findByRole('button', { name: USER_MESSAGES.blockConfirm }));
    expect(await screen.findByText(USER_MESSAGES.toggleFailed)).toBeInTheDocument();
    expect(within(rowOf('کاربر 3')).getByText(USERS_TEXT.active)).toBeInTheDocument();
  });

  it("disables blocking the signed-in admin's own account", async () => {
    setFakeSession({ id: 4, first_name: 'کاربر', last_name: '4', full_name: 'کاربر 4', role: 2 });
    mockFetch(list.handler);
    renderPage();
    await screen.findByText('کاربر 4');
    expect(screen.getByLabelText(USERS_TEXT.block('کاربر 4'))).toBeDisabled();
    expect(screen.getByLabelText(USERS_TEXT.block('کاربر 5'))).toBeEnabled();
  });

  it('says the list could not be loaded', async () => {
    mockFetch(on('GET', LIST, { status: 400, body: {} }));
    renderPage();
    expect(await screen.findByText(USER_MESSAGES.loadListFailed)).toBeInTheDocument();
  });

  it('opens the add panel, closes it on cancel, and reloads the list after a save', async () => {
    const { calls } = mockFetch(
      list.handler,
      on('GET', '/api/accounts/users/3/', { body: makeUser(3) }),
      on('PATCH', '/api/accounts/users/3/', { body: makeUser(3, { first_name: 'نگار' }) }),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('کاربر 1');

    await user.click(buttonByText(USERS_TEXT.addUser));
    expect(screen.getByRole('heading', { name: USERS_TEXT.addUser })).toHaveFocus();
    await user.click(buttonByText(USERS_TEXT.cancel));
    expect(screen.queryByRole('heading', { name: USERS_TEXT.addUser })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(USERS_TEXT.edit('کاربر 3')));
    expect(await screen.findByDisplayValue('09120000003')).toBeInTheDocument();
    await user.click(buttonByText(USERS_TEXT.submit));
    expect(await screen.findByText(USER_MESSAGES.edited)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: USERS_TEXT.editUser })).not.toBeInTheDocument();
    const saveIndex = calls.findIndex((c) => c.method === 'PATCH');
    await waitFor(() => expect(list.calls(calls.slice(saveIndex))).toHaveLength(1));
  });

  it('makes a one-time sign-in link for an active staff member and shows it once to copy', async () => {
    const staffList = pagedList(LIST, 3, (id) => makeUser(id, { role: id === 2 ? 5 : 1 }));
    const url = 'http://localhost:3000/login#link=secret-of-the-link';
    const { calls } = mockFetch(
      staffList.handler,
      on('POST', '/api/accounts/users/2/sign_in_link/', {
        body: { url, expires_at: '2026-01-01T00:15:00.000Z' },
      }),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('کاربر 2');
    // a regular user signs in with a code: no link for them
    expect(screen.queryByLabelText(`${SIGN_IN_LINK_MESSAGES.create}: کاربر 1`)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(`${SIGN_IN_LINK_MESSAGES.create}: کاربر 2`));
    const dialog = await screen.findByRole('dialog', { name: `${SIGN_IN_LINK_MESSAGES.title}: کاربر 2` });
    expect(within(dialog).getByDisplayValue(url)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: SIGN_IN_LINK_MESSAGES.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why a link could not be made', async () => {
    const staffList = pagedList(LIST, 3, (id) => makeUser(id, { role: id === 2 ? 5 : 1 }));
    mockFetch(
      staffList.handler,
      on('POST', '/api/accounts/users/2/sign_in_link/', () =>
        apiError(400, SIGN_IN_LINK_MESSAGES.staffOnly, 'validation_error'),
      ),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('کاربر 2');
    await user.click(screen.getByLabelText(`${SIGN_IN_LINK_MESSAGES.create}: کاربر 2`));
    expect(await screen.findByText(SIGN_IN_LINK_MESSAGES.staffOnly)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dismissToast();
  });
});
