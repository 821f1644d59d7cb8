import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../../../app/providers/theme';

// The review screens' render helper: like the accounts one, plus a starting navigation state (the
// subject page opens the review form with { sourcePage: 'subject', subjectId }).

export const location: { pathname: string; search: string; state: unknown } = {
  pathname: '',
  search: '',
  state: null,
};

function LocationProbe() {
  const current = useLocation();
  location.pathname = current.pathname;
  location.search = current.search;
  location.state = current.state;
  return null;
}

interface Options {
  route?: string;
  state?: unknown;
  /** the route pattern the screen is mounted at; other paths render nothing */
  path?: string;
}

export function renderScreen(ui: ReactElement, { route = '/', state, path = '*' }: Options = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const initialEntry = {
    pathname: route.split('?')[0],
    search: route.includes('?') ? `?${route.split('?')[1]}` : '',
    state,
  };
  const wrap = (screen: ReactElement) => (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[initialEntry]}>
          <LocationProbe />
          <Routes>
            <Route path={path} element={screen} />
            {path === '*' ? null : <Route path="*" element={null} />}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
  const result = render(wrap(ui));
  /** Renders the screen again with new props, inside the same providers and router. */
  const rerender = (next: ReactElement) => result.rerender(wrap(next));
  return { ...result, rerender, queryClient };
}
