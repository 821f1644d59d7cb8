import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { LinkNavigationProvider } from '../components/AppLink';
import { theme } from '../app/providers/theme';

// Role queries skip the per-element visibility walk (getComputedStyle), the slowest part of querying
// MUI screens in jsdom; async queries wait up to 10 s because the test machine is shared and busy.
configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });

/**
 * Per-test time limit for the screen tests: a few seconds each on an idle machine, ten times that
 * when the shared machine is saturated (development React, MUI and jsdom re-render on every keystroke).
 */
export const UI_TEST_TIMEOUT = 90_000;

/** Puts `text` into a field in one input event; the keystroke rules have their own tests. */
export async function fillField(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/**
 * The <button> showing `text`. jsdom's getComputedStyle costs milliseconds per call and a role query
 * by name calls it for every node of every button, so on whole MUI screens that takes seconds; this
 * finds the same button by its text. Role queries stay in use inside small containers.
 */
export const buttonByText = (text: string, container: HTMLElement = document.body): HTMLButtonElement =>
  within(container).getByText(text, { selector: 'button' }) as HTMLButtonElement;

/** A form control by its label (label text, with or without MUI's required asterisk). */
export const fieldByLabel = (label: string): HTMLElement =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

/** An MUI select's combobox by its label (the hidden native input shares the label). */
export const selectByLabel = (label: string): HTMLElement => {
  const combobox = screen
    .getAllByLabelText(new RegExp(`^${label}\\s*\\*?$`))
    .find((el) => el.getAttribute('role') === 'combobox');
  if (!combobox) throw new Error(`no select labelled ${label}`);
  return combobox;
};

/** Picks `option` from the MUI select labelled `label`. */
export async function chooseOption(user: ReturnType<typeof setupUser>, label: string, option: string) {
  await user.click(selectByLabel(label));
  await user.click(within(screen.getByRole('listbox')).getByText(option));
}

/** A user-event session without the pointer-events style walk or keystroke delays (disabled is still checked). */
export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ pointerEventsCheck: 0, delay: null, ...options });

/** The location the app is at, for assertions on navigation. */
export const currentLocation: { pathname: string; search: string; state: unknown } = {
  pathname: '',
  search: '',
  state: null,
};

/**
 * A timed redirect, under fake timers: the app is still at `from` 100 ms before `afterMs` and at `to`
 * 100 ms after it.
 */
export function expectRedirect(afterMs: number, from: string, to: string): void {
  act(() => {
    vi.advanceTimersByTime(afterMs - 100);
  });
  expect(currentLocation.pathname).toBe(from);
  act(() => {
    vi.advanceTimersByTime(200);
  });
  expect(currentLocation.pathname).toBe(to);
}

function LocationProbe() {
  const location = useLocation();
  currentLocation.pathname = location.pathname;
  currentLocation.search = location.search;
  currentLocation.state = location.state;
  return null;
}

interface Options {
  /** Where the router starts (a query string included). */
  route?: string;
  /** The navigation state it starts with (e.g. the subject page opening the review form). */
  state?: unknown;
  /** The route pattern the element is mounted at; other paths render nothing. */
  path?: string;
}

/**
 * Renders a feature screen with the providers the app gives it (query client, router, the links' navigation,
 * the app's RTL theme); `rerender` renders it again with new props inside the same providers and router.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', state, path = '*' }: Options = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const [address = '', hash] = route.split('#');
  const [pathname, query] = address.split('?');
  const initialEntry = {
    pathname,
    search: query === undefined ? '' : `?${query}`,
    hash: hash === undefined ? '' : `#${hash}`,
    state,
  };
  const wrap = (screen: ReactElement) => (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[initialEntry]}>
          <LocationProbe />
          <LinkNavigationProvider>
            <Routes>
              <Route path={path} element={screen} />
              {path === '*' ? null : <Route path="*" element={null} />}
            </Routes>
          </LinkNavigationProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
  const result = render(wrap(ui));
  const rerender = (next: ReactElement) => result.rerender(wrap(next));
  return { ...result, rerender, queryClient };
}
