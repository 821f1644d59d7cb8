import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageCountFor, pageItems } from './Pagination';

describe('pageItems', () => {
  it('lists every page when there are 5 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first three near the start', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'gap-end', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 'gap-end', 10]);
  });

  it('shows the last three near the end', () => {
    expect(pageItems(10, 10)).toEqual([1, 'gap-start', 8, 9, 10]);
    expect(pageItems(8, 10)).toEqual([1, 'gap-start', 8, 9, 10]);
  });

  it('shows a window around the current page in the middle', () => {
    expect(pageItems(4, 10)).toEqual([1, 'gap-start', 3, 4, 5, 'gap-end', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap-start', 6, 7, 8, 'gap-end', 10]);
  });

  it('treats six pages as compact and keeps out-of-range pages in bounds', () => {
    expect(pageItems(4, 6)).toEqual([1, 'gap-start', 4, 5, 6]);
    expect(pageItems(0, 10)).toEqual([1, 2, 3, 'gap-end', 10]);
    expect(pageItems(99, 10)).toEqual([1, 'gap-start', 8, 9, 10]);
  });
});

describe('pageCountFor', () => {
  it('rounds up and never gives fewer than one page', () => {
    expect(pageCountFor(0, 10)).toBe(1);
    expect(pageCountFor(10, 10)).toBe(1);
    expect(pageCountFor(11, 10)).toBe(2);
  });
});

describe('Pagination', () => {
  it('renders Persian page numbers and marks the current page', () => {
    render(<Pagination page={4} count={10} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'صفحه‌بندی' });
    expect(nav).toBeInTheDocument();
    const current = screen.getByRole('button', { name: 'صفحه ۴' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveTextContent('۴');
    expect(screen.getByRole('button', { name: 'صفحه ۳' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'صفحه ۱۰' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'صفحه ۲' })).not.toBeInTheDocument();
  });

  it('reports the chosen page and disables moving past the ends', () => {
    const onChange = vi.fn();
    render(<Pagination page={1} count={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'صفحه قبل' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'صفحه بعد' }));
    fireEvent.click(screen.getByRole('button', { name: 'صفحه ۳' }));
    fireEvent.click(screen.getByRole('button', { name: 'صفحه ۱' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination count={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
