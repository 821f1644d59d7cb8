import '../../../test/with-fake-session';
import { SITE_PAGE_MESSAGES } from '@rasti/contract/trust-messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalToast } from '../../../components/Toast';
import { dismissToast } from '../../../lib/ui/toast';
import { setFakeSession } from '../../../test/fake-session';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders, setupUser, UI_TEST_TIMEOUT } from '../../../test/render';
import { TRUST_TEXT } from '../messages';
import AboutPage from './AboutPage';

const ABOUT = {
  body: '<h2>راستی چیست؟</h2><p>رسانه‌ی مستقل <a href="/methodology">روش‌شناسی</a></p><img src="x" onerror="alert(1)">',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const aboutHandler = on('GET', '/api/public/site-pages/about/', { body: ABOUT });

const renderPage = () =>
  renderWithProviders(
    <>
      <AboutPage />
      <GlobalToast />
    </>,
  );

beforeEach(() => {
  localStorage.clear();
  setFakeSession(null);
});
afterEach(() => {
  vi.restoreAllMocks();
  dismissToast();
});

describe('AboutPage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the page’s text cleaned again, its date in Jalali, and no edit button to a visitor', async () => {
    mockFetch(aboutHandler);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'درباره‌ی ما' })).toBeInTheDocument();
    const body = await screen.findByTestId('about-body');
    expect(screen.getByRole('heading', { level: 2, name: 'راستی چیست؟' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'روش‌شناسی' })).toHaveAttribute('href', '/methodology');
    expect(body.innerHTML).not.toContain('onerror');
    expect(screen.getByText(/^آخرین به‌روزرسانی: /).textContent).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
    expect(screen.queryByRole('button', { name: TRUST_TEXT.edit })).not.toBeInTheDocument();
  });

  it('says so when the page has no text yet', async () => {
    mockFetch(on('GET', '/api/public/site-pages/about/', { body: { body: '', updated_at: null } }));
    renderPage();
    expect(await screen.findByText(TRUST_TEXT.aboutEmpty)).toBeInTheDocument();
  });

  it.each([3, 5] as const)('shows no edit button to role %i', async (role) => {
    setFakeSession({ id: 9, first_name: 'الف', last_name: 'ب', full_name: 'الف ب', role });
    mockFetch(aboutHandler);
    renderPage();
    await screen.findByTestId('about-body');
    expect(screen.queryByRole('button', { name: TRUST_TEXT.edit })).not.toBeInTheDocument();
  });

  it('lets the super admin open the editor and save; a failure keeps the editor open with a Persian error', async () => {
    setFakeSession({ id: 1, first_name: 'مدیر', last_name: 'کل', full_name: 'مدیر کل', role: 2 });
    let fail = true;
    const { calls } = mockFetch(
      aboutHandler,
      on('PUT', '/api/news/site-pages/about/', (call) =>
        fail
          ? apiError(500, 'خطای سرور')
          : {
              body: {
                body: String((call.body as FormData).get('body')),
                updated_at: '2026-11-02T10:00:00.000Z',
              },
            },
      ),
    );
    const user = setupUser();
    renderPage();
    await screen.findByTestId('about-body');
    await user.click(screen.getByRole('button', { name: TRUST_TEXT.edit }));
    const editor = await screen.findByRole('textbox', { name: TRUST_TEXT.editorLabel }, { timeout: 20_000 });
    expect(editor.textContent).toContain('راستی چیست؟');
    await user.click(screen.getByRole('button', { name: TRUST_TEXT.save }));
    expect(await screen.findByText('خطای سرور')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: TRUST_TEXT.editorLabel })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: TRUST_TEXT.save }));
    expect(await screen.findByText(SITE_PAGE_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: TRUST_TEXT.editorLabel })).toBeNull());
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(String((put.body as FormData).get('body'))).toContain('راستی چیست؟');
  });
});
