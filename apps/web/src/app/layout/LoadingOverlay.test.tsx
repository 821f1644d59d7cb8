import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalLoading } from '../../lib/ui/global-loading';
import { LoadingOverlay } from './LoadingOverlay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  while (globalLoading.isLoading()) globalLoading.stop();
  vi.useRealTimers();
});

describe('LoadingOverlay', () => {
  it('covers the screen while the global loading flag is set', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => globalLoading.start());
    expect(screen.getByRole('status')).toHaveTextContent('در حال بارگذاری');
    for (const word of ['شایعه', 'حقیقت', 'منسوخ']) expect(screen.getByText(word)).toBeInTheDocument();
    act(() => globalLoading.stop());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays up until every task that started it has stopped', () => {
    render(<LoadingOverlay />);
    act(() => {
      globalLoading.start();
      globalLoading.start();
      globalLoading.stop();
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('moves the magnifier to the next word every 2 s', () => {
    render(<LoadingOverlay />);
    act(() => globalLoading.start());
    const lens = () => screen.getByRole('status').querySelector('[data-active-word]');
    expect(lens()).toHaveAttribute('data-active-word', 'شایعه');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(lens()).toHaveAttribute('data-active-word', 'حقیقت');
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(lens()).toHaveAttribute('data-active-word', 'شایعه');
  });
});
