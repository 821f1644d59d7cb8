import '../../../test/with-fake-session';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAsStaff } from '../../../test/staff-session';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders, UI_TEST_TIMEOUT } from '../../../test/render';
import ManageQuestionsPage from '../pages/ManageQuestionsPage';
import { makeQuestion } from '../../../test/fixtures/questions';

const LIST = '/api/news/asked/';
const rows = [
  makeQuestion({
    id: 1,
    title: 'از ربات تلگرام',
    channel: 'telegram',
    user: null,
    user_active: null,
    full_name: '',
  }),
  makeQuestion({
    id: 2,
    title: 'از ربات بله',
    channel: 'bale',
    user: null,
    user_active: null,
    full_name: '',
  }),
  makeQuestion({ id: 3, title: 'پرسش وب‌سایت', channel: 'web' }),
];

signedInAsStaff(3);

describe('the channel a question came through', { timeout: UI_TEST_TIMEOUT }, () => {
  it("marks the tipline bots' questions in the inbox and says nothing of the site's own", async () => {
    mockFetch(on('GET', LIST, { body: rows, headers: { 'X-Total-Count': '3' } }));
    renderWithProviders(<ManageQuestionsPage />, { route: '/ask-me', path: '/ask-me' });
    const table = await screen.findByRole('table');
    const [telegram, bale, web] = within(table).getAllByRole('row').slice(1);
    expect(within(telegram!).getByText('از تلگرام')).toBeInTheDocument();
    expect(within(bale!).getByText('از بله')).toBeInTheDocument();
    expect(within(web!).queryByText(/^از /)).toBeNull();
  });
});
