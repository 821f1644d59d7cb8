import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalLoading } from '../lib/ui/global-loading';
import { SCREEN_OVERLAY_AFTER_MS, ScreenLoader } from './ScreenLoader';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ScreenLoader', () => {
  it('shows the spinner at once and the global overlay only once the code takes more than a moment', () => {
    const view = render(<ScreenLoader />);
    expect(screen.getByLabelText('در حال بارگذاری')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(SCREEN_OVERLAY_AFTER_MS - 1);
    });
    expect(globalLoading.isLoading()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(globalLoading.isLoading()).toBe(true);
    view.unmount();
    expect(globalLoading.isLoading()).toBe(false);
  });

  it('never raises the overlay for a screen that arrives quickly', () => {
    const view = render(<ScreenLoader />);
    view.unmount();
    act(() => {
      vi.advanceTimersByTime(SCREEN_OVERLAY_AFTER_MS * 2);
    });
    expect(globalLoading.isLoading()).toBe(false);
  });
});
