import '../../../test/with-fake-session';
import type { Evaluation } from '@rasti/contract/evaluations';
import { EVALUATION_MESSAGES, TRUST_LIMITS } from '@rasti/contract/trust-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, on } from '../../../test/fetch-mock';
import { setupUser, UI_TEST_TIMEOUT } from '../../../test/render';
import { renderStaffPage, signInStaff } from '../../../test/staff-page';
import { TRUST_TEXT } from '../messages';
import ManageEvaluationsPage from './ManageEvaluationsPage';

const LIST: Evaluation[] = [
  { id: 1, title: 'نادرست', color: '#d32f2f', score: 5, description: 'ادعا با شواهد تناقض دارد.' },
  { id: 2, title: 'درست', color: '#2e7d32', score: 0, description: '' },
];
const listHandler = on('GET', '/api/news/Review-Result/', { body: LIST, headers: { 'X-Total-Count': '2' } });

const renderPage = () => renderStaffPage(<ManageEvaluationsPage />);
const rowOf = (title: string) =>
  screen.getAllByTestId('evaluation-row').find((row) => within(row).queryByText(title)) as HTMLElement;

signInStaff(2, { clearStorage: true });

describe('ManageEvaluationsPage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('lists each evaluation with its colour, title, weight and editable definition', async () => {
    mockFetch(listHandler);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'ارزیابی‌ها' })).toBeInTheDocument();
    await screen.findByText('نادرست');
    expect(screen.getAllByTestId('evaluation-row')).toHaveLength(2);
    const row = rowOf('نادرست');
    expect(within(row).getByText('وزن: ۵')).toBeInTheDocument();
    expect(within(row).getByLabelText(TRUST_TEXT.descriptionLabel('نادرست'))).toHaveValue(
      'ادعا با شواهد تناقض دارد.',
    );
    expect(within(rowOf('درست')).getByLabelText(TRUST_TEXT.descriptionLabel('درست'))).toHaveValue('');
  });

  it('saves one row’s definition with a success toast', async () => {
    const { calls } = mockFetch(
      listHandler,
      on('PATCH', '/api/news/Review-Result/2/', (call) => ({
        body: { ...LIST[1], description: (call.body as { description: string }).description.trim() },
      })),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('درست');
    const field = within(rowOf('درست')).getByLabelText(TRUST_TEXT.descriptionLabel('درست'));
    await user.type(field, 'ادعا با منابع معتبر تأیید می‌شود.');
    await user.click(within(rowOf('درست')).getByRole('button', { name: TRUST_TEXT.saveRow('درست') }));
    expect(await screen.findByText(EVALUATION_MESSAGES.saved)).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ description: 'ادعا با منابع معتبر تأیید می‌شود.' });
    // only that row was sent
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('shows the server’s Persian error and keeps what was typed when a save fails', async () => {
    mockFetch(
      listHandler,
      on(
        'PATCH',
        '/api/news/Review-Result/1/',
        apiError(400, EVALUATION_MESSAGES.descriptionTooLong, 'validation', {
          description: [EVALUATION_MESSAGES.descriptionTooLong],
        }),
      ),
    );
    const user = setupUser();
    renderPage();
    await screen.findByText('نادرست');
    const field = within(rowOf('نادرست')).getByLabelText(TRUST_TEXT.descriptionLabel('نادرست'));
    await user.type(field, ' بیشتر');
    await user.click(within(rowOf('نادرست')).getByRole('button', { name: TRUST_TEXT.saveRow('نادرست') }));
    expect(
      await within(rowOf('نادرست')).findByText(EVALUATION_MESSAGES.descriptionTooLong),
    ).toBeInTheDocument();
    expect(field).toHaveValue('ادعا با شواهد تناقض دارد. بیشتر');
  });

  it('refuses a definition over the limit before sending it', async () => {
    const { calls } = mockFetch(listHandler);
    renderPage();
    await screen.findByText('درست');
    const field = within(rowOf('درست')).getByLabelText(TRUST_TEXT.descriptionLabel('درست'));
    fireEvent.change(field, { target: { value: 'ا'.repeat(TRUST_LIMITS.evaluationDescription + 1) } });
    expect(within(rowOf('درست')).getByText(EVALUATION_MESSAGES.descriptionTooLong)).toBeInTheDocument();
    const save = within(rowOf('درست')).getByRole('button', { name: TRUST_TEXT.saveRow('درست') });
    expect(save).toBeDisabled();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0));
  });
});
