import '../../../test/with-fake-session';
import { QUESTION_GROUP_MESSAGES } from '@rasti/contract/question-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAsStaff } from '../../../test/staff-session';
import { mockFetch, on } from '../../../test/fetch-mock';
import {
  fillField,
  renderWithProviders,
  selectByLabel,
  setupUser,
  UI_TEST_TIMEOUT,
} from '../../../test/render';
import ManageQuestionsPage from '../pages/ManageQuestionsPage';
import { makeQuestion } from '../../../test/fixtures/questions';
import GroupPanel from './GroupPanel';

const LIST = '/api/news/asked/';
const rows = [
  makeQuestion({ id: 1, title: 'بنزین سه برابر می‌شود؟', group: 12, demand: 14 }),
  makeQuestion({ id: 2, title: 'پرسش تنها', group: null, demand: 1 }),
];

signedInAsStaff(3);

describe('grouped demand in the inbox', { timeout: UI_TEST_TIMEOUT }, () => {
  it("shows 'N نفر پرسیده‌اند' in Persian digits on grouped rows, linking to the group's questions", async () => {
    mockFetch(on('GET', LIST, { body: rows, headers: { 'X-Total-Count': '2' } }));
    renderWithProviders(<ManageQuestionsPage />, { route: '/ask-me', path: '/ask-me' });
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const badge = within(first!).getByText('۱۴ نفر پرسیده‌اند');
    expect(badge.closest('a')).toHaveAttribute('href', '/ask-me?group=12');
    expect(within(second!).queryByText(/نفر پرسیده‌اند/)).toBeNull();
  });

  it("sorts by 'بیشترین تقاضا' and filters by group through the address", async () => {
    const { calls } = mockFetch(on('GET', LIST, { body: rows, headers: { 'X-Total-Count': '2' } }));
    const user = setupUser();
    renderWithProviders(<ManageQuestionsPage />, { route: '/ask-me?group=12', path: '/ask-me' });
    await screen.findByRole('table');
    expect(calls[0]?.url.searchParams.get('group')).toBe('12');
    expect(screen.getByText(QUESTION_GROUP_MESSAGES.groupFilter(12))).toBeInTheDocument();
    await user.click(selectByLabel(QUESTION_GROUP_MESSAGES.sortLabel));
    await user.click(await screen.findByRole('option', { name: QUESTION_GROUP_MESSAGES.sortDemand }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('ordering')).toBe('-demand'));
    expect(calls.at(-1)?.url.searchParams.get('group')).toBe('12');
  });

  it("the request page's group panel lists the group, takes a question out and moves it by number", async () => {
    const me = makeQuestion({ id: 1, title: 'بنزین سه برابر می‌شود؟', group: 12, demand: 2 });
    const { calls } = mockFetch(
      on('GET', LIST, {
        body: [me, makeQuestion({ id: 5, title: 'قیمت بنزین ۳ برابر میشه؟', group: 12, demand: 2 })],
        headers: { 'X-Total-Count': '2' },
      }),
      on('POST', '/api/news/asked/1/group/', (call) => ({
        body: { ...me, group: (call.body as { group?: null }).group === null ? null : 30, demand: 1 },
      })),
    );
    const user = setupUser();
    renderWithProviders(<GroupPanel question={me} />);
    expect(await screen.findByRole('link', { name: /قیمت بنزین/ })).toHaveAttribute(
      'href',
      '/manage-user-request/5',
    );
    await user.click(screen.getByRole('button', { name: QUESTION_GROUP_MESSAGES.removeFromGroup }));
    await screen.findByText(QUESTION_GROUP_MESSAGES.moved);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ group: null });

    await fillField(user, screen.getByLabelText(QUESTION_GROUP_MESSAGES.moveToGroup), '۴۲');
    await user.click(screen.getByRole('button', { name: QUESTION_GROUP_MESSAGES.moveButton }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ question: 42 }),
    );
  });
});
