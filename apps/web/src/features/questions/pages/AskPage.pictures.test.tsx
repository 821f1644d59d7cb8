import '../../../test/with-fake-session';
import { MATCH_MESSAGES, PICTURE_MESSAGES, QUESTION_MESSAGES } from '@rasti/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFakeSession } from '../../../test/fake-session';
import { apiError, mockFetch, on, type RecordedCall } from '../../../test/fetch-mock';
import { PNG_BYTES } from '../../../test/files';
import {
  buttonByText,
  fillField,
  renderWithProviders,
  setupUser,
  UI_TEST_TIMEOUT,
} from '../../../test/render';
import { WORDS_MAX_POLLS, wordsPollDelay } from '../api/question-pictures';
import { ASK_TEXT } from '../messages';
import AskPage from './AskPage';

const ASK = '/api/public/public-user-question/';
const SIMILAR = '/api/public/public-user-question/similar/';
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const chooser = () => screen.getByLabelText(ASK_TEXT.addPicture) as HTMLInputElement;
/** A chosen file of `size` bytes that begins as a picture of its type does (the picker reads them). */
const MAGIC: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [...PNG_BYTES],
  'image/webp': [...'RIFF\u0000\u0000\u0000\u0000WEBP'].map((c) => c.charCodeAt(0)),
};
const picture = (name: string, type = 'image/jpeg', size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set(MAGIC[type] ?? []);
  return new File([bytes], name, { type });
};
const sentPictures = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === path).map((c) => c.body as FormData);

const renderAsk = () => renderWithProviders(<AskPage />, { route: '/ask-me', path: '/ask-me' });

// jsdom has no object URLs: the previews get a stand-in address
beforeEach(() => {
  setFakeSession({ id: 3, first_name: 'سارا', last_name: 'کریمی', full_name: 'سارا کریمی', role: 1 });
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('asking with pictures', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the checks a chosen picture matches at once, and sends the pictures with the question', async () => {
    const { calls } = mockFetch(
      on('POST', SIMILAR, {
        body: [
          {
            kind: 'review',
            id: 5,
            title: 'عکس قدیمی سیل در خیابان',
            url: '/report/5',
            score: 0.97,
            match: 'image',
          },
        ],
      }),
      on('POST', ASK, { status: 201, body: { id: 41, pictures: [] } }),
    );
    const user = setupUser();
    renderAsk();
    await user.upload(chooser(), picture('flood.jpg'));

    expect(await screen.findByText(MATCH_MESSAGES.boxTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /عکس قدیمی سیل در خیابان/ })).toHaveAttribute(
      'href',
      '/report/5',
    );
    expect(screen.getByRole('img', { name: ASK_TEXT.pictureAlt(1) })).toBeInTheDocument();
    const [looked] = sentPictures(calls, SIMILAR);
    expect((looked!.get('image') as File).name).toBe('flood.jpg');

    await user.upload(chooser(), picture('second.png', 'image/png'));
    await waitFor(() => expect(sentPictures(calls, SIMILAR)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: ASK_TEXT.removePicture(1) }));
    expect(screen.getAllByRole('img')).toHaveLength(1);

    await fillField(user, field(ASK_TEXT.titleLabel), 'این عکس سیل امروز است؟');
    await fillField(user, field(ASK_TEXT.reasonLabel), 'در گروه دیدم');
    await user.click(buttonByText(ASK_TEXT.submit));
    expect(await screen.findByText(QUESTION_MESSAGES.sent)).toBeInTheDocument();
    const [sent] = sentPictures(calls, ASK);
    expect((sent!.get('picture_1') as File).name).toBe('second.png');
    expect(sent!.has('picture_2')).toBe(false);
    // a sent question leaves no pictures behind
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('names a picture the server cannot read with its sentence, until it is removed', async () => {
    mockFetch(on('POST', SIMILAR, apiError(415, PICTURE_MESSAGES.unreadable, 'unsupported_media')));
    const user = setupUser();
    renderAsk();
    await user.upload(chooser(), picture('broken.jpg'));
    expect(await screen.findByText(PICTURE_MESSAGES.unreadable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ASK_TEXT.removePicture(1) }));
    await waitFor(() => expect(screen.queryByText(PICTURE_MESSAGES.unreadable)).toBeNull());
  });

  it('refuses in Persian a file that is not a picture, one over 10 MB and a fourth picture', async () => {
    const { calls } = mockFetch(on('POST', SIMILAR, { body: [] }));
    const user = setupUser({ applyAccept: false });
    renderAsk();

    await user.upload(chooser(), new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(PICTURE_MESSAGES.notPicture)).toBeInTheDocument();
    // a text file named .jpg: its first bytes say it is no picture
    await user.upload(chooser(), new File(['just words'], 'note.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(PICTURE_MESSAGES.notPicture)).toBeInTheDocument();
    await user.upload(chooser(), picture('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText(PICTURE_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(sentPictures(calls, SIMILAR)).toHaveLength(0);

    await user.upload(chooser(), [
      picture('1.jpg'),
      picture('2.jpg'),
      picture('3.webp', 'image/webp'),
      picture('4.jpg'),
    ]);
    expect(await screen.findByText(PICTURE_MESSAGES.tooMany)).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(chooser()).toBeDisabled();
  });

  it("says the picture's words are being read, asks again until they are, then shows what they found", async () => {
    const words = `/api/public/public-user-question/similar/picture/${'ab'.repeat(32)}/`;
    let polls = 0;
    const { calls } = mockFetch(
      on('POST', SIMILAR, { status: 202, body: [], headers: { Location: words } }),
      on('GET', words, () => {
        polls++;
        return polls < 2
          ? { body: { reading: true, items: [] } }
          : {
              body: {
                reading: false,
                items: [
                  {
                    kind: 'subject',
                    id: 12,
                    title: 'تعطیلی همه مدارس از فردا',
                    url: '/news-subject-page/12',
                    score: 0.8,
                    match: 'image_text',
                  },
                ],
              },
            };
      }),
    );
    const user = setupUser();
    renderAsk();
    await user.upload(chooser(), picture('post.png', 'image/png'));

    // the status line is there from the start, empty; it says so once the picture's first bytes are read
    // and the lookup has answered 202
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(PICTURE_MESSAGES.readingText));
    const link = await screen.findByRole('link', { name: /تعطیلی همه مدارس از فردا/ }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/news-subject-page/12');
    expect(screen.getByRole('status')).not.toHaveTextContent(PICTURE_MESSAGES.readingText);
    expect(calls.filter((c) => c.url.pathname === words)).toHaveLength(2);
  });

  it('stops asking for the words when the page is left', async () => {
    const words = `/api/public/public-user-question/similar/picture/${'cd'.repeat(32)}/`;
    const { calls } = mockFetch(
      on('POST', SIMILAR, { status: 202, body: [], headers: { Location: words } }),
      on('GET', words, { body: { reading: true, items: [] } }),
    );
    const user = setupUser();
    const { unmount } = renderAsk();
    await user.upload(chooser(), picture('post.png', 'image/png'));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === words)).toHaveLength(1));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, wordsPollDelay(1) + 500));
    expect(calls.filter((c) => c.url.pathname === words)).toHaveLength(1);
  });
});

describe("the waits for a picture's words", () => {
  it('grow from 1 s to at most 5 s and stop after about 30 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(wordsPollDelay)).toEqual([1000, 1500, 2250, 3375, 5000, 5000]);
    let waited = 0;
    for (let i = 0; i < WORDS_MAX_POLLS; i++) waited += wordsPollDelay(i);
    expect(waited).toBeGreaterThanOrEqual(30_000);
    expect(waited - wordsPollDelay(WORDS_MAX_POLLS - 1)).toBeLessThan(30_000);
  });
});
