import '../../../test/with-fake-session';
import { ROLE_LABELS, USER_MESSAGES, type User, VALIDATION } from '@rasti/contract';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXT } from '../../accounts/messages';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import {
  UI_TEST_TIMEOUT,
  buttonByText,
  fieldByLabel,
  fillField,
  renderWithProviders,
  chooseOption,
  setupUser,
} from '../../../test/render';
import { signInStaff } from '../../../test/staff-page';
import { DRAFT_TEXT } from '../../../lib/hooks/use-form-draft';
import { USERS_TEXT } from '../messages';
import UserFormPanel from './UserFormPanel';

const existing: User = {
  id: 5,
  first_name: 'رضا',
  last_name: 'نوری',
  full_name: 'رضا نوری',
  role: 4,
  mobile: '09351112233',
  gender: 1,
  abstract: 'استاد ارتباطات',
  avatar: '/media/avatars/r.webp',
  is_active: true,
  date_joined: '2026-01-01T00:00:00.000Z',
};

const field = fieldByLabel;
const submitButton = () => buttonByText(USERS_TEXT.submit);

const fill = (user: UserEvent, label: string, text: string) => fillField(user, field(label), text);

const choose = chooseOption;

/** Fills a new user: Maryam Ahmadi, 09121234567, a woman, of `role`. */
async function fillMaryam(user: UserEvent, role: keyof typeof ROLE_LABELS) {
  await fill(user, USERS_TEXT.firstName, 'مریم');
  await fill(user, USERS_TEXT.lastName, 'احمدی');
  await fill(user, USERS_TEXT.phone, '09121234567');
  await choose(user, USERS_TEXT.role, ROLE_LABELS[role]);
  await choose(user, USERS_TEXT.gender, 'زن');
}

function renderPanel(userId: number | null = null) {
  const onCancel = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<UserFormPanel userId={userId} onCancel={onCancel} onSaved={onSaved} />);
  return { onCancel, onSaved };
}

signInStaff(2);

// MUI forms re-render on every keystroke and jsdom is slow with them.
describe('user form: validation on every change', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows every required message once the form is touched', async () => {
    mockFetch();
    const user = setupUser();
    renderPanel();
    expect(screen.queryByText(VALIDATION.firstNameRequired)).not.toBeInTheDocument();

    await user.type(field(USERS_TEXT.firstName), 'x');
    await user.clear(field(USERS_TEXT.firstName));
    expect(screen.getByText(VALIDATION.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.mobileRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.roleRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.genderRequired)).toBeInTheDocument();

    await user.type(field(USERS_TEXT.phone), '0912');
    expect(screen.getByText(VALIDATION.mobileLength)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.mobileRequired)).not.toBeInTheDocument();
  });

  it('reads the mobile field on every change, typed or pasted, and never invents a number', async () => {
    mockFetch();
    const user = setupUser();
    renderPanel();
    const phone = field(USERS_TEXT.phone);
    expect(phone).toHaveAttribute('placeholder', '09123456789');
    // a maxlength would cut a pasted '+98 912 …' before the field reads it
    expect(phone).not.toHaveAttribute('maxlength');

    await user.type(phone, '۰۹۱a-۲');
    expect(phone).toHaveValue('0912');
    await user.paste('۱۲۳۴۵۶۷۸۹');
    expect(phone).toHaveValue('09121234567');
    for (const [pasted, read] of [
      ['0912 345 6789', '09123456789'],
      ['+989123456789', '09123456789'],
      ['۰۹۱۲۳۴۵۶۷۸۹', '09123456789'],
    ]) {
      await user.clear(phone);
      await user.paste(pasted as string);
      expect(phone).toHaveValue(read);
    }
    await user.clear(phone);
    await user.paste('0812345678');
    expect(phone).toHaveValue('0812345678');
    expect(screen.getByText(VALIDATION.mobileLength)).toBeInTheDocument();
    await user.type(phone, '9');
    expect(phone).toHaveValue('08123456789');
    expect(screen.getByText(VALIDATION.mobilePrefix)).toBeInTheDocument();
  });

  it("keeps 'ثبت' disabled until valid, and asks for a resume only for non-regular roles", async () => {
    mockFetch();
    const user = setupUser();
    renderPanel();
    expect(submitButton()).toBeDisabled();

    await fill(user, USERS_TEXT.firstName, 'مریم');
    await fill(user, USERS_TEXT.lastName, 'احمدی');
    await fill(user, USERS_TEXT.phone, '09121234567');
    await choose(user, USERS_TEXT.gender, 'زن');
    expect(submitButton()).toBeDisabled();

    await choose(user, USERS_TEXT.role, ROLE_LABELS[4]);
    expect(screen.getByText(VALIDATION.resumeRequired)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await choose(user, USERS_TEXT.role, ROLE_LABELS[1]);
    expect(screen.queryByText(VALIDATION.resumeRequired)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    await choose(user, USERS_TEXT.role, ROLE_LABELS[5]);
    expect(submitButton()).toBeDisabled();
    await fill(user, USERS_TEXT.resume, 'سردبیر سرویس سیاسی');
    expect(screen.queryByText(VALIDATION.resumeRequired)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });
});

describe('user form: saving', { timeout: UI_TEST_TIMEOUT }, () => {
  it('creates a user as multipart and reports success', async () => {
    const { calls } = mockFetch(
      on('POST', '/api/accounts/users/', { status: 201, body: { ...existing, id: 9 } }),
    );
    const user = setupUser();
    const { onSaved } = renderPanel();
    await fillMaryam(user, 3);
    await fill(user, USERS_TEXT.resume, 'دبیر');
    await user.click(submitButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(USER_MESSAGES.created));
    const body = calls[0]?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      first_name: 'مریم',
      last_name: 'احمدی',
      mobile: '09121234567',
      role: '3',
      gender: '2',
      abstract: 'دبیر',
    });
  });

  it("shows the server's sentence when the save fails (e.g. a duplicate mobile)", async () => {
    mockFetch(
      on('POST', '/api/accounts/users/', apiError(409, 'این شماره موبایل قبلاً ثبت شده است.', 'conflict')),
    );
    const user = setupUser();
    const { onSaved } = renderPanel();
    await fillMaryam(user, 1);
    await user.click(submitButton());
    expect(await screen.findByText('این شماره موبایل قبلاً ثبت شده است.')).toBeInTheDocument();
    expect(field(USERS_TEXT.firstName)).toHaveValue('مریم');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits a loaded user, sending an empty avatar when it is removed', async () => {
    const { calls } = mockFetch(
      on('GET', '/api/accounts/users/5/', { body: existing }),
      on('PATCH', '/api/accounts/users/5/', { body: { ...existing, avatar: null } }),
    );
    const user = setupUser();
    const { onSaved } = renderPanel(5);
    expect(await screen.findByDisplayValue('رضا')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: USERS_TEXT.editUser })).toBeInTheDocument();

    await user.click(buttonByText(ACCOUNT_TEXT.avatarRemove));
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(USER_MESSAGES.edited));
    const body = calls.find((c) => c.method === 'PATCH')?.body as FormData;
    expect(body.get('avatar')).toBe('');
    expect(body.get('role')).toBe('4');
    expect(body.get('abstract')).toBe('استاد ارتباطات');
  });

  it('says the user was not found, or that loading failed', async () => {
    mockFetch(on('GET', '/api/accounts/users/5/', apiError(404, 'x', 'not_found')));
    renderPanel(5);
    expect(await screen.findByText(USER_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('cancel asks the page to close the panel', async () => {
    mockFetch();
    const user = setupUser();
    const { onCancel } = renderPanel();
    await user.click(buttonByText(USERS_TEXT.cancel));
    expect(onCancel).toHaveBeenCalled();
  });

  it('keeps unsaved edits of a user for the next opening, with a notice, until saved', async () => {
    const { calls } = mockFetch(
      on('GET', '/api/accounts/users/5/', { body: existing }),
      on('PATCH', '/api/accounts/users/5/', { body: { ...existing, last_name: 'نوری‌زاده' } }),
    );
    const user = setupUser();
    const first = renderWithProviders(<UserFormPanel userId={5} onCancel={vi.fn()} onSaved={vi.fn()} />);
    await screen.findByDisplayValue('رضا');
    await user.clear(field(USERS_TEXT.lastName));
    await fill(user, USERS_TEXT.lastName, 'نوری‌زاده');
    first.unmount();

    renderPanel(5);
    expect(await screen.findByText(DRAFT_TEXT.restored)).toBeInTheDocument();
    expect(field(USERS_TEXT.lastName)).toHaveValue('نوری‌زاده');
    await user.click(submitButton());
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    await waitFor(() =>
      expect(Object.keys(localStorage).filter((k) => k.startsWith('rasti.draft.'))).toEqual([]),
    );
  });
});
