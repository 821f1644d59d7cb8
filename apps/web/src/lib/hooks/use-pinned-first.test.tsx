import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePinnedFirst } from './use-pinned-first';

const page = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));

describe('usePinnedFirst', () => {
  it('shows a new row first and keeps the page at its size', () => {
    const { result } = renderHook(() => usePinnedFirst(page, 'page 1', 10));
    act(() => result.current[1]({ id: 99 }));
    const rows = result.current[0]!;
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.id)).toEqual([99, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('forgets the pin when the view changes', () => {
    const { result, rerender } = renderHook(({ view }) => usePinnedFirst(page, view, 10), {
      initialProps: { view: 'page 1' },
    });
    act(() => result.current[1]({ id: 99 }));
    rerender({ view: 'page 2' });
    expect(result.current[0]).toBe(page);
  });
});
