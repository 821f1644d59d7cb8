import { act, fireEvent, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

let scrollTo: ReturnType<typeof vi.fn>;
/** The reader scrolls the page to y. */
const scrollPage = (y: number) => {
  vi.stubGlobal('scrollY', y);
  fireEvent.scroll(window);
};

beforeEach(() => {
  vi.stubGlobal('scrollY', 0);
  // the page follows the app's own scrolling
  scrollTo = vi.fn((options: ScrollToOptions) => vi.stubGlobal('scrollY', options.top ?? 0));
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderRoutes() {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  it('starts every new page at its top, whatever the screen size', async () => {
    const router = renderRoutes();
    scrollPage(900);
    await act(() => router.navigate('/facuality-list'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
    expect(window.scrollY).toBe(0);
  });

  it('keeps the position when only the query changes (filters, search)', async () => {
    const router = renderRoutes();
    scrollPage(400);
    await act(() => router.navigate('/?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns to where the reader was on back and forward', async () => {
    const router = renderRoutes();
    scrollPage(900);
    await act(() => router.navigate('/report/1'));
    scrollPage(250);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 900, left: 0 });
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 250, left: 0 });
  });
});
