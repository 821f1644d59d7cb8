import '../../../test/with-fake-session';
import { VALIDATION } from '@rasti/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXT } from '../messages';
import { fakeSession, setFakeSession } from '../../../test/fake-session';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeUser, sessionUserOf } from '../../../test/fixtures/users';
import {
  UI_TEST_TIMEOUT,
  buttonByText,
  fieldByLabel,
  renderWithProviders,
  setupUser,
} from '../../../test/render';
import NameGate from './NameGate';

const ME = '/api/accounts/users/me/';
const PATCH = '/api/accounts/users/7/';

const nameless = makeUser({ first_name: '', last_name: '', full_name: '', gender: null });

beforeEach(() => {
  setFakeSession(sessionUserOf(nameless));
});
afterEach(() => vi.restoreAllMocks());

describe('NameGate', { timeout: UI_TEST_TIMEOUT }, () => {
  it('stays closed for a user who has both names', async () => {
    const { calls } = mockFetch(
      on('GET', ME, { body: { ...nameless, first_name: 'سارا', last_name: 'کریمی' } }),
    );
    renderWithProviders(<NameGate />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing on send while a name is blank, and Escape does not close it', async () => {
    const { calls } = mockFetch(on('GET', ME, { body: nameless }));
    const user = setupUser();
    renderWithProviders(<NameGate />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(VALIDATION.namePrompt);
    const send = buttonByText(ACCOUNT_TEXT.send);

    await user.click(send);
    await user.type(fieldByLabel(ACCOUNT_TEXT.firstName), 'سارا');
    await user.type(fieldByLabel(ACCOUNT_TEXT.lastName), '   ');
    await user.click(send);
    await user.keyboard('{Escape}');

    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('saves both names, stores the fresh access token and closes', async () => {
    let me = nameless;
    const { calls } = mockFetch(
      on('GET', ME, () => ({ body: me })),
      on('PATCH', PATCH, () => {
        me = { ...nameless, first_name: 'سارا', last_name: 'کریمی', full_name: 'سارا کریمی' };
        return { body: { ...me, access: 'fresh.access.token' } };
      }),
    );
    const user = setupUser();
    renderWithProviders(<NameGate />);
    await screen.findByRole('dialog');
    await user.type(fieldByLabel(ACCOUNT_TEXT.firstName), ' سارا ');
    await user.type(fieldByLabel(ACCOUNT_TEXT.lastName), 'کریمی');
    await user.click(buttonByText(ACCOUNT_TEXT.send));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = calls.find((c) => c.method === 'PATCH')?.body as FormData;
    expect(body.get('first_name')).toBe('سارا');
    expect(body.get('last_name')).toBe('کریمی');
    expect(fakeSession.setAccess).toHaveBeenCalledWith('fresh.access.token');
  });
});
