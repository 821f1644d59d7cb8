import '../../../test/with-fake-session';
import { MATCH_MESSAGES } from '@rasti/contract/matching';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFakeSession } from '../../../test/fake-session';
import { mockFetch, on } from '../../../test/fetch-mock';
import { fillField, renderWithProviders, setupUser, UI_TEST_TIMEOUT } from '../../../test/render';
import { ASK_TEXT } from '../messages';
import AskPage from '../pages/AskPage';

const SIMILAR = '/api/public/public-user-question/similar/';
const FOUND = [
  {
    kind: 'subject',
    id: 7,
    title: 'آیا قیمت بنزین سه برابر می‌شود؟',
    url: '/news-subject-page/7',
    score: 0.9,
  },
  { kind: 'review', id: 3, title: 'بررسی قیمت بنزین', url: '/report/3', score: 0.6 },
];

const titleField = () => screen.getByLabelText(new RegExp(`^${ASK_TEXT.titleLabel}\\s*\\*?$`));
const renderAsk = () => renderWithProviders(<AskPage />, { route: '/ask-me', path: '/ask-me' });

beforeEach(() => setFakeSession(null));
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the ask form\'s "already checked?" box', () => {
  it(
    'after a pause in typing shows the suggestions as links in a polite live region; short text asks nothing',
    async () => {
      const { calls } = mockFetch(on('GET', SIMILAR, { body: FOUND }));
      const user = setupUser();
      renderAsk();
      await fillField(user, titleField(), 'بنزین');
      await new Promise((r) => setTimeout(r, 600));
      expect(calls.filter((c) => c.url.pathname === SIMILAR)).toHaveLength(0);
      expect(screen.queryByText(MATCH_MESSAGES.boxTitle)).toBeNull();

      await user.clear(titleField());
      await fillField(user, titleField(), 'میگن بنزین سه برابر میشه؟');
      const box = await screen.findByRole('region', { name: MATCH_MESSAGES.boxTitle }, { timeout: 3000 });
      const links = within(box).getAllByRole('link');
      expect(links).toHaveLength(2);
      expect(links[0]).toHaveAttribute('href', '/news-subject-page/7');
      expect(links[0]).toHaveTextContent(FOUND[0]!.title);
      expect(links[1]).toHaveAttribute('href', '/report/3');
      expect(box.closest('[aria-live="polite"]')).not.toBeNull();
      // typing paused once: one request for the whole phrase, not one per key
      const asked = calls.filter((c) => c.url.pathname === SIMILAR);
      expect(asked).toHaveLength(1);
      expect(asked[0]!.url.searchParams.get('text')).toBe('میگن بنزین سه برابر میشه؟');
      // the reader can still send
      expect(screen.getByRole('button', { name: ASK_TEXT.submit })).toBeEnabled();
    },
    UI_TEST_TIMEOUT,
  );

  it(
    'shows nothing when nothing is close, and keeps the typed title in the tab for when the reader comes back',
    async () => {
      mockFetch(on('GET', SIMILAR, { body: [] }));
      const user = setupUser();
      const first = renderAsk();
      await fillField(user, titleField(), 'پرسشی که پاسخی ندارد');
      await new Promise((r) => setTimeout(r, 700));
      expect(screen.queryByText(MATCH_MESSAGES.boxTitle)).toBeNull();
      first.unmount();
      renderAsk();
      await waitFor(() => expect(titleField()).toHaveValue('پرسشی که پاسخی ندارد'));
    },
    UI_TEST_TIMEOUT,
  );
});
