import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { REVIEWS_TEXT } from '../messages';
import { NewsItemCard } from './NewsItemCard';

const item = {
  outletName: 'خبرگزاری آزمایشی',
  logo: null,
  title: 'ادعای نوشیدن آب داغ',
  summary: 'خلاصه کامل خبر که در کارت کوتاه می‌شود و در نمای کامل همه آن دیده می‌شود.',
  link: 'https://example.com/news/1',
  date: 1_700_000_000,
  evaluationTitle: null,
  evaluationColor: null,
};

describe('NewsItemCard', () => {
  it('opens the whole item over the screen (its code fetched on the first open) and closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsItemCard item={item} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: item.title }));
    const dialog = await screen.findByRole('dialog', { name: item.title });
    expect(within(dialog).getByText(item.summary)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: REVIEWS_TEXT.openLink })).toHaveAttribute(
      'href',
      item.link,
    );
    await user.click(within(dialog).getByRole('button', { name: REVIEWS_TEXT.closeFullItem }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
