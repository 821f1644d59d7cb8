import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders, setupUser, UI_TEST_TIMEOUT } from '../../../test/render';
import { NewsItemBlock, type NewsItemBlockProps } from './NewsItemBlock';
import type { NewsItemValues } from './news-item';

const EVALUATIONS = [
  { id: 1, title: 'درست', color: '#2e7d32', score: 1 },
  { id: 2, title: 'نادرست', color: '#c62828', score: 5 },
];
const outlets = on('GET', '/api/news/Media/', { body: [], headers: { 'X-Total-Count': '0' } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function renderBlock(props: Partial<NewsItemBlockProps> = {}) {
  const onChange = vi.fn<(values: NewsItemValues) => void>();
  const all: NewsItemBlockProps = { index: 1, onChange, ...props };
  const view = renderWithProviders(<NewsItemBlock {...all} />);
  const rerender = (next: Partial<NewsItemBlockProps>) => view.rerender(<NewsItemBlock {...all} {...next} />);
  return { ...view, onChange, rerender };
}

const block = () => screen.getByRole('region', { name: /خبر ۱/ });
const titleField = () => within(block()).getByRole('textbox', { name: /^عنوان/ }) as HTMLInputElement;
const summaryField = () => within(block()).getByRole('textbox', { name: 'چکیده' }) as HTMLTextAreaElement;
const evaluationBox = () => within(block()).getByRole('combobox', { name: 'ارزیابی' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NewsItemBlock (spec section 2, reusable news-item block)', () => {
  it(
    'is a card that starts expanded, with every field labelled, and collapses from its heading',
    async () => {
      mockFetch(on('GET', '/api/news/Review-Result/', { body: EVALUATIONS }), outlets);
      const user = setupUser();
      renderBlock();
      const toggle = within(block()).getByRole('button', { name: /خبر ۱/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(block()).getByRole('combobox', { name: 'خبرگزاری' })).toBeInTheDocument();
      expect(titleField()).toBeRequired();
      expect(within(block()).getByRole('textbox', { name: 'لینک خبر' })).toHaveAttribute('type', 'url');
      expect(within(block()).getAllByLabelText(/تاریخ خبر/).length).toBeGreaterThan(0);
      expect(summaryField()).toHaveAttribute('rows', '8');

      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(panel).toHaveClass('MuiCollapse-hidden'));
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    },
    UI_TEST_TIMEOUT,
  );

  it(
    "offers 'حذف' only when the block is removable",
    async () => {
      mockFetch(on('GET', '/api/news/Review-Result/', { body: EVALUATIONS }), outlets);
      const user = setupUser();
      const onRemove = vi.fn();
      const { rerender } = renderBlock({ removable: false, onRemove });
      expect(within(block()).queryByRole('button', { name: 'حذف خبر ۱' })).toBeNull();
      rerender({ removable: true, onRemove });
      const remove = within(block()).getByRole('button', { name: 'حذف خبر ۱' });
      expect(remove).toHaveTextContent('حذف');
      await user.click(remove);
      expect(onRemove).toHaveBeenCalledTimes(1);
    },
    UI_TEST_TIMEOUT,
  );

  it(
    'clears every field when the reset flag changes, and reports the cleared block',
    async () => {
      mockFetch(on('GET', '/api/news/Review-Result/', { body: EVALUATIONS }), outlets);
      const user = setupUser();
      const { rerender, onChange } = renderBlock({ resetSignal: 0 });
      await user.click(titleField());
      await user.paste('تیتر خبر');
      await user.click(summaryField());
      await user.paste('چکیده خبر');
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: 'تیتر خبر', summary: 'چکیده خبر' }),
      );

      // the same flag value again changes nothing
      rerender({ resetSignal: 0 });
      expect(titleField().value).toBe('تیتر خبر');

      rerender({ resetSignal: 1 });
      await waitFor(() => expect(titleField().value).toBe(''));
      expect(summaryField().value).toBe('');
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: '', summary: '', link: '', sourceId: null, evaluation: '' }),
      );
    },
    UI_TEST_TIMEOUT,
  );

  it(
    'fills in the initial data once, only after the evaluations have loaded',
    async () => {
      const evaluations = deferred<{ body: unknown }>();
      mockFetch(
        (call) => (call.url.pathname === '/api/news/Review-Result/' ? evaluations.promise : undefined),
        outlets,
      );
      const user = setupUser();
      const initial: Partial<NewsItemValues> = {
        title: 'خبر ذخیره‌شده',
        summary: 'چکیده ذخیره‌شده',
        link: 'https://example.ir/a',
        evaluation: 2,
        date: 1_700_000_000,
      };
      const { rerender, onChange } = renderBlock({ initialData: initial });

      // the evaluations are still on their way: nothing is filled in yet
      await new Promise((r) => setTimeout(r, 50));
      expect(titleField().value).toBe('');
      expect(onChange).not.toHaveBeenCalled();

      await act(async () => evaluations.resolve({ body: EVALUATIONS }));
      await waitFor(() => expect(titleField().value).toBe('خبر ذخیره‌شده'));
      expect(summaryField().value).toBe('چکیده ذخیره‌شده');
      expect(evaluationBox()).toHaveTextContent('نادرست');
      expect(onChange).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'خبر ذخیره‌شده', evaluation: 2 }),
      );

      // the user's edits stay: new initial data is not applied a second time
      await user.click(titleField());
      await user.paste(' ویرایش‌شده');
      rerender({ initialData: { ...initial, title: 'دیگر' } });
      await new Promise((r) => setTimeout(r, 50));
      expect(titleField().value).toBe('خبر ذخیره‌شده ویرایش‌شده');
    },
    UI_TEST_TIMEOUT,
  );
});
