import '../../../test/with-fake-session';
import { TIPLINE_MESSAGES } from '@rasti/contract/tipline-messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAsStaff } from '../../../test/staff-session';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { fillField, renderWithProviders, setupUser, UI_TEST_TIMEOUT } from '../../../test/render';
import { makeQuestion } from '../../../test/fixtures/questions';
import QuestionDetailPage from '../pages/QuestionDetailPage';

const ONE = '/api/news/asked/7/';
const REPLY = '/api/news/asked/7/reply/';
const bot = makeQuestion({ channel: 'telegram', user: null, user_active: null, full_name: '' });
const renderDetail = () =>
  renderWithProviders(<QuestionDetailPage />, {
    route: '/manage-user-request/7',
    path: '/manage-user-request/:id',
  });

signedInAsStaff(2);

describe('reply through the bot on the request page', { timeout: UI_TEST_TIMEOUT }, () => {
  it('is offered only for a question a bot filed', async () => {
    mockFetch(on('GET', ONE, { body: makeQuestion() }));
    renderDetail();
    await screen.findByRole('heading', { name: makeQuestion().title });
    expect(screen.queryByRole('heading', { name: TIPLINE_MESSAGES.replyTitle })).toBeNull();
  });

  it('sends the trimmed text and says it was queued; shows the server’s sentence when it cannot be sent', async () => {
    const { calls } = mockFetch(on('GET', ONE, { body: bot }), on('POST', REPLY, { body: { chats: 1 } }));
    const user = setupUser();
    renderDetail();
    await screen.findByRole('heading', { name: TIPLINE_MESSAGES.replyTitle });
    await fillField(user, screen.getByLabelText(TIPLINE_MESSAGES.replyLabel), '  در دست بررسی است  ');
    await user.click(screen.getByRole('button', { name: TIPLINE_MESSAGES.replySend }));
    expect(await screen.findByText(TIPLINE_MESSAGES.replyQueued)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ text: 'در دست بررسی است' });

    mockFetch(
      on('GET', ONE, { body: bot }),
      on('POST', REPLY, { status: 409, body: apiError(409, TIPLINE_MESSAGES.replyNoChat, 'conflict') }),
    );
    await fillField(user, screen.getByLabelText(TIPLINE_MESSAGES.replyLabel), 'سلام');
    await user.click(screen.getByRole('button', { name: TIPLINE_MESSAGES.replySend }));
    await waitFor(() => expect(screen.getByText(TIPLINE_MESSAGES.replyNoChat)).toBeInTheDocument());
  });
});
