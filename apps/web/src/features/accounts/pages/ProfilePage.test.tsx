import '../../../test/with-fake-session';
import { ROLE_LABELS } from '@rasti/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXT } from '../messages';
import { setFakeSession } from '../../../test/fake-session';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeUser, sessionUserOf } from '../../../test/fixtures/users';
import { UI_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import ProfilePage from './ProfilePage';

const me = makeUser();

beforeEach(() => setFakeSession(sessionUserOf(me)));
afterEach(() => vi.restoreAllMocks());

describe('ProfilePage', { timeout: UI_TEST_TIMEOUT }, () => {
  it("shows the user's details, the default avatar and, for a regular user, the questions section", async () => {
    mockFetch(on('GET', '/api/accounts/users/me/', { body: me }));
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: 'سارا کریمی' })).toBeInTheDocument();
    expect(screen.getByText(ROLE_LABELS[1])).toBeInTheDocument();
    expect(screen.getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_TEXT.noAbstract)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: ACCOUNT_TEXT.avatarAlt('سارا کریمی') })).toHaveAttribute(
      'src',
      '/images/default-avatar.svg',
    );
    expect(screen.getByRole('link', { name: ACCOUNT_TEXT.editProfileLink })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    expect(screen.getByRole('heading', { name: ACCOUNT_TEXT.myQuestions })).toBeInTheDocument();
  });

  it('has no questions section for staff', async () => {
    mockFetch(on('GET', '/api/accounts/users/me/', { body: { ...me, role: 4, abstract: 'استاد' } }));
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText(ROLE_LABELS[4])).toBeInTheDocument();
    expect(screen.getByText('استاد')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ACCOUNT_TEXT.myQuestions })).not.toBeInTheDocument();
  });
});
