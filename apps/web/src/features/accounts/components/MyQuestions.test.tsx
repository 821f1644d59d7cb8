import { QUESTION_MESSAGES } from '@rasti/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXT } from '../messages';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeQuestion } from '../../../test/fixtures/questions';
import { renderWithProviders, setupUser, UI_TEST_TIMEOUT } from '../../../test/render';
import MyQuestions from './MyQuestions';

const MINE = '/api/news/asked/';

afterEach(() => vi.restoreAllMocks());

describe('my questions on the profile', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows answered questions linking their subject and the others as not reviewed', async () => {
    mockFetch(
      on('GET', MINE, {
        body: [
          makeQuestion({ id: 1, title: 'نان گران می‌شود؟', news_subject: 12, news_subject_title: 'قیمت نان' }),
          makeQuestion({ id: 2, title: 'واکسن و ناباروری' }),
        ],
        headers: { 'X-Total-Count': '2' },
      }),
    );
    renderWithProviders(<MyQuestions />);
    const answered = await screen.findByRole('listitem', { name: 'نان گران می‌شود؟' });
    expect(within(answered).getByText(QUESTION_MESSAGES.answered)).toBeInTheDocument();
    expect(within(answered).getByRole('link', { name: 'قیمت نان' })).toHaveAttribute(
      'href',
      '/news-subject-page/12',
    );
    expect(within(answered).getByText('۱۴۰۴/۱۰/۱۱')).toBeInTheDocument();
    const open = screen.getByRole('listitem', { name: 'واکسن و ناباروری' });
    expect(within(open).getByText(QUESTION_MESSAGES.notReviewed)).toBeInTheDocument();
    expect(within(open).getByText(QUESTION_MESSAGES.notReviewedText)).toBeInTheDocument();
    expect(within(open).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ACCOUNT_TEXT.myQuestions })).toBeInTheDocument();
  });

  it('shows each question’s states with Jalali dates: received, and answered with the link', async () => {
    mockFetch(
      on('GET', MINE, {
        body: [
          makeQuestion({
            id: 1,
            title: 'نان گران می‌شود؟',
            news_subject: 12,
            news_subject_title: 'قیمت نان',
            answered_at: '2026-01-05T08:00:00.000Z',
          }),
          makeQuestion({ id: 2, title: 'واکسن و ناباروری' }),
        ],
        headers: { 'X-Total-Count': '2' },
      }),
    );
    renderWithProviders(<MyQuestions />);
    const answered = await screen.findByRole('listitem', { name: 'نان گران می‌شود؟' });
    const states = within(answered).getByLabelText('وضعیت پرسش');
    expect(states).toHaveTextContent('دریافت شد۱۴۰۴/۱۰/۱۱');
    expect(states).toHaveTextContent('پاسخ داده شد۱۴۰۴/۱۰/۱۵');
    expect(within(answered).getByRole('link', { name: 'قیمت نان' })).toHaveAttribute(
      'href',
      '/news-subject-page/12',
    );
    const open = screen.getByRole('listitem', { name: 'واکسن و ناباروری' });
    expect(within(open).getByLabelText('وضعیت پرسش')).toHaveTextContent('دریافت شد۱۴۰۴/۱۰/۱۱');
    expect(within(open).queryByText('پاسخ داده شد')).not.toBeInTheDocument();
  });

  it('loads more on request', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => makeQuestion({ id: from + i, title: `پرسش ${from + i}` }));
    const { calls } = mockFetch(
      on('GET', MINE, (call) => ({
        body: call.url.searchParams.get('page') === '2' ? page(11, 2) : page(1, 10),
        headers: { 'X-Total-Count': '12' },
      })),
    );
    const user = setupUser();
    renderWithProviders(<MyQuestions />);
    await screen.findByRole('listitem', { name: 'پرسش 10' });
    await user.click(screen.getByRole('button', { name: 'بیشتر +' }));
    expect(await screen.findByRole('listitem', { name: 'پرسش 12' })).toBeInTheDocument();
    expect(calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'بیشتر +' })).not.toBeInTheDocument();
  });

  it('invites a user without questions to ask one', async () => {
    mockFetch(on('GET', MINE, { body: [], headers: { 'X-Total-Count': '0' } }));
    renderWithProviders(<MyQuestions />);
    expect(await screen.findByRole('link', { name: 'ارسال پرسش' })).toHaveAttribute('href', '/ask-me');
  });
});
