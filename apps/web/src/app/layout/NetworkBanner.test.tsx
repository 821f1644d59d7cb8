import { BANNER_MESSAGES } from '@rasti/contract/messages';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideBanner, showBanner } from '../../lib/ui/banner';
import { BANNER_COLORS, NetworkBanner } from './NetworkBanner';

beforeEach(() => {
  vi.useFakeTimers();
  hideBanner();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('NetworkBanner', () => {
  it('shows the message and hides itself 10 s later', () => {
    render(<NetworkBanner />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => showBanner('network'));
    expect(screen.getByRole('alert')).toHaveTextContent(BANNER_MESSAGES.network);
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts the 10 s from the latest failure', () => {
    render(<NetworkBanner />);
    act(() => showBanner('network'));
    act(() => {
      vi.advanceTimersByTime(8_000);
    });
    act(() => showBanner('server'));
    act(() => {
      vi.advanceTimersByTime(8_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(BANNER_MESSAGES.server);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['network', 'rgb(251, 192, 45)'],
    ['timeout', 'rgb(239, 108, 0)'],
    ['server', 'rgb(198, 40, 40)'],
    ['unauthorized', 'rgb(106, 27, 154)'],
    ['other', 'rgb(97, 97, 97)'],
  ] as const)('colours a %s failure', (kind, rgb) => {
    render(<NetworkBanner />);
    act(() => showBanner(kind));
    const banner = screen.getByRole('alert');
    expect(banner).toHaveAttribute('data-kind', kind);
    expect(getComputedStyle(banner).backgroundColor).toBe(rgb);
    expect(BANNER_COLORS[kind]).toMatch(/^#/);
  });

  it('can be closed by hand', () => {
    render(<NetworkBanner />);
    act(() => showBanner('timeout'));
    fireEvent.click(screen.getByRole('button', { name: 'بستن پیام' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
