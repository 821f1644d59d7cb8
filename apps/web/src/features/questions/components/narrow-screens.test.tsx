import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeQuestion } from '../../../test/fixtures/questions';
import { renderWithProviders } from '../../../test/render';
import CategoriesTable from '../../categories/components/CategoriesTable';
import QuestionsTable from './QuestionsTable';

// What a phone (390 px) showed unevenly: a group's demand chip beside a short title but under a long one,
// and a long category name wrapping inside its pill.

describe('the inbox’s badges', () => {
  it('sit on their own line under every title, long or short', () => {
    renderWithProviders(
      <QuestionsTable
        questions={[
          makeQuestion({ id: 1, title: 'کوتاه', group: 4, demand: 2 }),
          makeQuestion({
            id: 2,
            title: 'پرسشی بسیار بلند که روی گوشی به چند خط می‌شکند و ادامه دارد',
            group: 5,
            demand: 3,
          }),
        ]}
      />,
    );
    const rows = screen.getAllByTestId('question-badges');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const badges of rows) {
      // a block of its own (flex), not an inline run after the title
      expect(getComputedStyle(badges).display).toBe('flex');
    }
    expect(within(rows[0]!).getByText('۲ نفر پرسیده‌اند')).toBeInTheDocument();
  });
});

describe('a category’s chip', () => {
  it('stays on one line with an ellipsis, its whole name in its tooltip', () => {
    const title = 'دسته‌ای با نامی بسیار بلند برای آزمودن صفحه‌های باریک گوشی';
    renderWithProviders(
      <CategoriesTable categories={[{ id: 1, title, color: '#1565c0' } as never]} onEdit={() => {}} />,
    );
    const chips = screen.getAllByTestId('category-chip');
    for (const chip of chips) {
      const style = getComputedStyle(chip);
      expect(style.whiteSpace).toBe('nowrap');
      expect(style.textOverflow).toBe('ellipsis');
      expect(chip).toHaveAttribute('title', title);
      expect(chip).toHaveTextContent(title);
    }
  });
});
