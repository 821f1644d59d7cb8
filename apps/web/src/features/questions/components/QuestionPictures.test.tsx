import '../../../test/with-fake-session';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeQuestion } from '../../../test/fixtures/questions';
import { renderWithProviders, UI_TEST_TIMEOUT } from '../../../test/render';
import { signedInAsStaff } from '../../../test/staff-session';
import { DETAIL_TEXT } from '../messages';
import QuestionDetailPage from '../pages/QuestionDetailPage';

const ONE = '/api/news/asked/7/';
const KEYS = ['private/questions/aa.webp', 'private/tipline/bb.webp'];
const renderDetail = () =>
  renderWithProviders(<QuestionDetailPage />, {
    route: '/manage-user-request/7',
    path: '/manage-user-request/:id',
  });

signedInAsStaff(2);
// jsdom has no object URLs: each picture's bytes get a stand-in address
beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:picture-${++n}`);
  URL.revokeObjectURL = vi.fn();
});

describe("a question's pictures on the request page", { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows each picture, read with the token from the private route, with the checks it matches', async () => {
    const { calls } = mockFetch(
      on('GET', ONE, { body: makeQuestion({ pictures: KEYS }) }),
      on('GET', '/api/news/asked/7/pictures/', {
        body: [
          {
            key: KEYS[0],
            matches: [
              {
                kind: 'review',
                id: 5,
                title: 'عکس قدیمی سیل',
                url: '/report/5',
                score: 0.95,
                match: 'image',
              },
            ],
          },
          { key: KEYS[1], matches: [] },
        ],
      }),
      (call) => (call.url.pathname.startsWith('/api/news/private-media/') ? { body: {} } : undefined),
    );
    renderDetail();
    const section = await screen.findByRole('region', { name: DETAIL_TEXT.pictures });
    expect(await within(section).findByRole('img', { name: DETAIL_TEXT.pictureAlt(1) })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await within(section).findByRole('img', { name: DETAIL_TEXT.pictureAlt(2) });
    expect(within(section).getByRole('link', { name: /عکس قدیمی سیل/ })).toHaveAttribute('href', '/report/5');
    expect(within(section).getByText(DETAIL_TEXT.noPictureMatch)).toBeInTheDocument();
    const read = calls.filter((c) => c.url.pathname.startsWith('/api/news/private-media/'));
    expect(read.map((c) => c.url.pathname).sort()).toEqual(KEYS.map((k) => `/api/news/private-media/${k}`));
  });

  it('shows nothing of pictures for a question without any', async () => {
    const { calls } = mockFetch(on('GET', ONE, { body: makeQuestion() }));
    renderDetail();
    await screen.findByRole('heading', { name: makeQuestion().title });
    expect(screen.queryByRole('region', { name: DETAIL_TEXT.pictures })).toBeNull();
    expect(calls.some((c) => c.url.pathname.endsWith('/pictures/'))).toBe(false);
  });
});
