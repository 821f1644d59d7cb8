import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

function stubScreen(small: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: small,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  return scrollTo;
}

function renderRoutes() {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ScrollToTop', () => {
  it('scrolls to the top on every navigation on a small screen', async () => {
    const scrollTo = stubScreen(true);
    const router = renderRoutes();
    scrollTo.mockClear();
    await act(() => router.navigate('/facuality-list'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('leaves the scroll position alone on a large screen', async () => {
    const scrollTo = stubScreen(false);
    const router = renderRoutes();
    await act(() => router.navigate('/facuality-list'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
