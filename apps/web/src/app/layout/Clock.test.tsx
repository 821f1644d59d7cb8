import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_ZONE, Clock } from './Clock';

beforeEach(() => {
  vi.useFakeTimers();
  // 05:35:07 UTC is 09:05:07 in Tehran (UTC+3:30), whatever the zone the test machine is in
  vi.setSystemTime(new Date(Date.UTC(2024, 2, 20, 5, 35, 7)));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Clock', () => {
  it('shows the Jalali date and ticks every second', () => {
    render(<Clock />);
    expect(screen.getByText('چهارشنبه ۱ فروردین ۱۴۰۳')).toBeInTheDocument();
    expect(screen.getByText(/۰۹:۰۵:۰۷/)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText(/۰۹:۰۵:۰۸/)).toBeInTheDocument();
  });

  it('shows Tehran’s date and time, and says so, wherever the browser is', () => {
    // 21:00 UTC on 19 March is already 00:30 on Wednesday 20 March (1 Farvardin) in Tehran
    vi.setSystemTime(new Date(Date.UTC(2024, 2, 19, 21, 0, 0)));
    render(<Clock />);
    expect(screen.getByText('چهارشنبه ۱ فروردین ۱۴۰۳')).toBeInTheDocument();
    expect(screen.getByText(/۰۰:۳۰:۰۰/)).toBeInTheDocument();
    expect(screen.getByText(CLOCK_ZONE)).toBeInTheDocument();
    expect(CLOCK_ZONE).toBe('به وقت تهران');
  });

  it('renders no time on the server, so the browser takes the page over unchanged', () => {
    const html = renderToString(<Clock />);
    expect(html).not.toMatch(/[۰-۹]/);
    expect(html).toContain('<time');
  });
});
