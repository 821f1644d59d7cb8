import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock } from './Clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2024, 2, 20, 9, 5, 7));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Clock', () => {
  it('shows the Jalali date and ticks every second', () => {
    render(<Clock />);
    expect(screen.getByText('چهارشنبه ۱ فروردین ۱۴۰۳')).toBeInTheDocument();
    expect(screen.getByText('۰۹:۰۵:۰۷')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('۰۹:۰۵:۰۸')).toBeInTheDocument();
  });
});
