import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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

  it('renders no time on the server, so the browser takes the page over unchanged', () => {
    const html = renderToString(<Clock />);
    expect(html).not.toMatch(/[۰-۹]/);
    expect(html).toContain('<time');
  });
});
