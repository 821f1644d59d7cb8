import '../../../test/with-fake-session';
import { PROFILE_MESSAGES, SERVER_MESSAGES, VALIDATION } from '@rasti/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, setFakeSession } from '../../../test/fake-session';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { pngFile } from '../../../test/files';
import { makeUser, sessionUserOf } from '../../../test/fixtures/users';
import {
  buttonByText,
  currentLocation,
  fieldByLabel,
  fillField,
  renderWithProviders,
  setupUser,
  UI_TEST_TIMEOUT,
} from '../../../test/render';
import { ACCOUNT_TEXT } from '../messages';
import EditProfilePage from './EditProfilePage';

const ME = '/api/accounts/users/me/';
const PATCH = '/api/accounts/users/7/';
const SEND_CODE = '/api/accounts/users/7/request_mobile_change/';

const me = makeUser({ abstract: 'خبرنگار', avatar: '/media/avatars/old.webp' });

const renderPage = () =>
  renderWithProviders(<EditProfilePage />, { route: '/edit-profile', path: '/edit-profile' });
const textbox = fieldByLabel;
/** Replaces the mobile with a new number, 09351234567. */
const typeNewMobile = async (user: ReturnType<typeof setupUser>) => {
  await user.clear(textbox(ACCOUNT_TEXT.mobile));
  await fillField(user, textbox(ACCOUNT_TEXT.mobile), '09351234567');
};
const fileInput = () => screen.getByLabelText(ACCOUNT_TEXT.avatarChoose) as HTMLInputElement;

beforeEach(() => {
  setFakeSession(sessionUserOf(me));
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('EditProfilePage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('rejects a non-image avatar and keeps the current one', async () => {
    const { calls } = mockFetch(on('GET', ME, { body: me }), on('PATCH', PATCH, { body: me }));
    const user = setupUser({ applyAccept: false });
    renderPage();
    await screen.findByDisplayValue('سارا');

    await user.upload(fileInput(), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(VALIDATION.avatarImage)).toBeInTheDocument();

    await user.click(buttonByText(ACCOUNT_TEXT.save));
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.upload(fileInput(), pngFile('me.png'));
    await waitFor(() => expect(screen.queryByText(VALIDATION.avatarImage)).not.toBeInTheDocument());
    expect(screen.getAllByRole('img', { name: ACCOUNT_TEXT.avatarAlt('سارا کریمی') })[0]).toHaveAttribute(
      'src',
      'blob:preview',
    );
  });

  it('saves as multipart, shows the saved message, stores the new token and goes to /profile', async () => {
    const saved = { ...me, first_name: 'سارا جان', full_name: 'سارا جان کریمی' };
    const { calls } = mockFetch(
      on('GET', ME, { body: me }),
      on('PATCH', PATCH, { body: { ...saved, access: 'fresh.token' } }),
    );
    const user = setupUser({ applyAccept: false });
    renderPage();
    await screen.findByDisplayValue('سارا');
    await user.type(textbox(ACCOUNT_TEXT.firstName), ' جان');
    await user.upload(fileInput(), pngFile('me.png'));
    await user.click(buttonByText(ACCOUNT_TEXT.save));

    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'PATCH')?.body as FormData;
    expect(body.get('first_name')).toBe('سارا جان');
    expect(body.get('mobile')).toBe('09121234567');
    expect(body.get('gender')).toBe('2');
    expect((body.get('avatar') as File).name).toBe('me.png');
    expect(fakeSession.setAccess).toHaveBeenCalledWith('fresh.token');
    expect(currentLocation.pathname).toBe('/edit-profile');
    await waitFor(() => expect(currentLocation.pathname).toBe('/profile'), { timeout: 3000 });
  });

  it('sends an empty avatar when the picture is removed', async () => {
    const { calls } = mockFetch(
      on('GET', ME, { body: me }),
      on('PATCH', PATCH, { body: { ...me, avatar: null } }),
    );
    const user = setupUser();
    renderPage();
    await screen.findByDisplayValue('سارا');
    await user.click(buttonByText(ACCOUNT_TEXT.avatarRemove));
    await user.click(buttonByText(ACCOUNT_TEXT.save));
    await screen.findByText(PROFILE_MESSAGES.saved);
    const body = calls.find((c) => c.method === 'PATCH')?.body as FormData;
    expect(body.get('avatar')).toBe('');
  });

  it('requires the first name and a valid phone, converting Persian digits', async () => {
    const { calls } = mockFetch(on('GET', ME, { body: me }));
    const user = setupUser();
    renderPage();
    await screen.findByDisplayValue('سارا');
    await user.clear(textbox(ACCOUNT_TEXT.firstName));
    await user.clear(textbox(ACCOUNT_TEXT.mobile));
    await user.type(textbox(ACCOUNT_TEXT.mobile), '۰۹۱۲');
    await user.click(buttonByText(ACCOUNT_TEXT.save));
    expect(screen.getByText(VALIDATION.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.mobileLength)).toBeInTheDocument();
    expect(textbox(ACCOUNT_TEXT.mobile)).toHaveValue('0912');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it("says the server's refusal of a picture once, at the picture, not again above the form", async () => {
    mockFetch(
      on('GET', ME, { body: me }),
      on(
        'PATCH',
        PATCH,
        apiError(400, SERVER_MESSAGES.imageOnly, 'validation_error', { avatar: [SERVER_MESSAGES.imageOnly] }),
      ),
    );
    const user = setupUser({ applyAccept: false });
    renderPage();
    await screen.findByDisplayValue('سارا');
    // said as soon as it is chosen, from its first bytes, in the server's words, once
    await user.upload(fileInput(), new File(['not a picture'], 'note.png', { type: 'image/png' }));
    expect(await screen.findAllByText(SERVER_MESSAGES.imageOnly)).toHaveLength(1);
    await user.click(buttonByText(ACCOUNT_TEXT.save));
    expect(await screen.findAllByText(SERVER_MESSAGES.imageOnly)).toHaveLength(1);
  });

  it('shows a taken new number (told only with its valid code) under the mobile input and keeps what was typed', async () => {
    const taken = 'این شماره موبایل قبلاً ثبت شده است.';
    mockFetch(
      on('GET', ME, { body: me }),
      // asking for the code answers the same for taken and free numbers
      on('POST', SEND_CODE, { body: { detail: PROFILE_MESSAGES.mobileCodeSent } }),
      on('PATCH', PATCH, apiError(409, taken, 'conflict', { mobile: [taken] })),
    );
    const user = setupUser();
    renderPage();
    await screen.findByDisplayValue('سارا');
    await typeNewMobile(user);
    await user.click(buttonByText(ACCOUNT_TEXT.sendCode));
    const code = await screen.findByRole('textbox', { name: new RegExp(ACCOUNT_TEXT.mobileCodeLabel) });
    await user.type(code, '123456');
    await user.click(buttonByText(ACCOUNT_TEXT.save));
    const messages = await screen.findAllByText(taken);
    expect(
      messages.some((m) => m.id && textbox(ACCOUNT_TEXT.mobile).getAttribute('aria-describedby') === m.id),
    ).toBe(true);
    expect(textbox(ACCOUNT_TEXT.mobile)).toHaveValue('09351234567');
    expect(currentLocation.pathname).toBe('/edit-profile');
  });

  it('a new mobile: no save before its code is sent, then the code, a 60 s resend wait, and the PATCH carries otp', async () => {
    const saved = { ...me, mobile: '09351234567' };
    const { calls } = mockFetch(
      on('GET', ME, { body: me }),
      on('POST', SEND_CODE, { body: { detail: PROFILE_MESSAGES.mobileCodeSent } }),
      on('PATCH', PATCH, { body: { ...saved, access: 'fresh.token' } }),
    );
    const user = setupUser();
    renderPage();
    await screen.findByDisplayValue('سارا');
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXT.sendCode })).not.toBeInTheDocument();
    await typeNewMobile(user);

    await user.click(buttonByText(ACCOUNT_TEXT.save));
    expect(await screen.findByText(ACCOUNT_TEXT.mobileCodeFirst)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.click(buttonByText(ACCOUNT_TEXT.sendCode));
    const code = await screen.findByRole('textbox', { name: new RegExp(ACCOUNT_TEXT.mobileCodeLabel) });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ mobile: '09351234567' });
    const resend = screen.getByRole('button', { name: ACCOUNT_TEXT.resendIn('۶۰') });
    expect(resend).toBeDisabled();

    await user.type(code, '۱۲۳');
    await user.click(buttonByText(ACCOUNT_TEXT.save));
    expect(await screen.findByText(PROFILE_MESSAGES.mobileCodeLength)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.type(code, '456');
    await user.click(buttonByText(ACCOUNT_TEXT.save));
    await screen.findByText(PROFILE_MESSAGES.saved);
    const body = calls.find((c) => c.method === 'PATCH')?.body as FormData;
    expect(body.get('mobile')).toBe('09351234567');
    expect(body.get('otp')).toBe('123456');
  });

  it('shows a wrong or expired code under the code field and stays on the page', async () => {
    mockFetch(
      on('GET', ME, { body: me }),
      on('POST', SEND_CODE, { body: { detail: PROFILE_MESSAGES.mobileCodeSent } }),
      on(
        'PATCH',
        PATCH,
        apiError(400, PROFILE_MESSAGES.mobileCodeInvalid, 'code_invalid', {
          otp: [PROFILE_MESSAGES.mobileCodeInvalid],
        }),
      ),
    );
    const user = setupUser();
    renderPage();
    await screen.findByDisplayValue('سارا');
    await typeNewMobile(user);
    await user.click(buttonByText(ACCOUNT_TEXT.sendCode));
    const code = await screen.findByRole('textbox', { name: new RegExp(ACCOUNT_TEXT.mobileCodeLabel) });
    await user.type(code, '000000');
    await user.click(buttonByText(ACCOUNT_TEXT.save));
    const messages = await screen.findAllByText(PROFILE_MESSAGES.mobileCodeInvalid);
    expect(messages.some((m) => m.id && code.getAttribute('aria-describedby') === m.id)).toBe(true);
    expect(currentLocation.pathname).toBe('/edit-profile');
  });
});
