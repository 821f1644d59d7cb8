import '../../../test/with-fake-session';
import type { TakeableItem } from '@rasti/contract/newsroom';
import { NEWSROOM_MESSAGES } from '@rasti/contract/newsroom-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFakeSession } from '../../../test/fake-session';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { setupUser, UI_TEST_TIMEOUT } from '../../../test/render';
import { renderStaffPage, signInStaff } from '../../../test/staff-page';
import MyWorkPage from './MyWorkPage';

// 'کارهای من' for a board member or an editor (ADR 33's addendum): no inbox for them, so the page offers the
// subjects and reviews they may take, each with 'برمی‌دارم'.

const subject = (id: number, title: string, demand: number): TakeableItem => ({
  kind: 's',
  id,
  title,
  status: 2,
  approval: null,
  demand,
  date: '2026-11-20T10:00:00.000Z',
});
const draft: TakeableItem = {
  kind: 'r',
  id: 31,
  title: 'پیش‌نویس بررسی یارانه',
  status: 1,
  approval: null,
  demand: null,
  date: '2026-11-21T10:00:00.000Z',
};

const empty = [on('GET', '/api/news/my-work/', { body: [] }), on('GET', '/api/news/notices/', { body: [] })];
/** The takeable lists as the server answers them: ten more subjects than shown, more than 500 reviews. */
const takeable = (subjects: TakeableItem[], reviews: TakeableItem[]) =>
  on('GET', '/api/news/my-work/takeable/', (call) => {
    const isReview = call.url.searchParams.get('kind') === 'r';
    const items = isReview ? reviews : subjects;
    return { body: items, headers: { 'X-Total-Count': String(isReview ? 501 : items.length + 10) } };
  });

signInStaff(4);

describe('MyWorkPage for a board member or an editor', { timeout: UI_TEST_TIMEOUT }, () => {
  it("offers the work they may take and takes it for them with 'برمی‌دارم'", async () => {
    setFakeSession({ id: 7, first_name: 'مریم', last_name: 'احمدی', full_name: 'مریم احمدی', role: 4 });
    const { calls } = mockFetch(
      ...empty,
      takeable([subject(11, 'ادعای کمبود دارو', 42), subject(12, 'ادعای گرانی نان', 3)], [draft]),
      on('PATCH', '/api/news/news-subject/11/assignment/', {
        body: { assignee: { id: 7, full_name: 'مریم احمدی' }, due: null },
      }),
    );
    const user = setupUser();
    renderStaffPage(<MyWorkPage />);
    const subjects = await screen.findByRole('table', { name: NEWSROOM_MESSAGES.takeableSubjects });
    // the total beside the caption; the first page of the most asked
    expect(within(subjects).getByText(`${NEWSROOM_MESSAGES.takeableSubjects} (۱۲)`)).toBeInTheDocument();
    const row = within(subjects).getByText('ادعای کمبود دارو').closest('tr') as HTMLElement;
    expect(within(row).getByText('۴۲ پرسنده')).toBeInTheDocument();
    const reviews = screen.getByRole('table', { name: NEWSROOM_MESSAGES.takeableReviews });
    // counted up to one past 500 on the server: 'more than 500'
    expect(
      within(reviews).getByText(`${NEWSROOM_MESSAGES.takeableReviews} (بیش از ۵۰۰)`),
    ).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: draft.title })).toHaveAttribute(
      'href',
      '/edit-report/31',
    );

    await user.click(within(row).getByRole('button', { name: NEWSROOM_MESSAGES.takeThis }));
    await screen.findByText('«ادعای کمبود دارو» به کارهای شما افزوده شد.');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ assignee: 7 });
    // the lists and 'my work' are read again
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/news/my-work/').length).toBeGreaterThan(1),
    );
  });

  it('says so when someone else took the item first', async () => {
    setFakeSession({ id: 8, first_name: 'علی', last_name: 'سردبیر', full_name: 'علی سردبیر', role: 5 });
    mockFetch(
      ...empty,
      takeable([], [draft]),
      on(
        'PATCH',
        '/api/news/review-subject/31/assignment/',
        apiError(409, NEWSROOM_MESSAGES.alreadyTaken, 'conflict'),
      ),
    );
    const user = setupUser();
    renderStaffPage(<MyWorkPage />);
    const reviews = await screen.findByRole('table', { name: NEWSROOM_MESSAGES.takeableReviews });
    await user.click(within(reviews).getByRole('button', { name: NEWSROOM_MESSAGES.takeThis }));
    expect(await screen.findByText(NEWSROOM_MESSAGES.alreadyTaken)).toBeInTheDocument();
  });

  it('offers nothing to take to an admin, who assigns from the inbox', async () => {
    setFakeSession({ id: 1, first_name: 'مدیر', last_name: 'کل', full_name: 'مدیر کل', role: 2 });
    const { calls } = mockFetch(...empty);
    renderStaffPage(<MyWorkPage />);
    await screen.findByText(NEWSROOM_MESSAGES.noWork);
    expect(screen.queryByRole('heading', { name: NEWSROOM_MESSAGES.takeable })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/news/my-work/takeable/')).toBe(false);
  });
});
