// Set-up shared by the staff screens' tests (the admin kit's lists and forms): a signed-in staff member,
// a list endpoint answered a page at a time like the server, and the page rendered with its toast.
// The test file still puts the fake session in place by importing test/with-fake-session first.
import type { Role } from '@rasti/contract';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { GlobalToast } from '../components/Toast';
import { dismissToast } from '../lib/ui/toast';
import { setFakeSession } from './fake-session';
import { on, type RecordedCall } from './fetch-mock';
import { renderWithProviders } from './render';

/** Signs a staff member of `role` in before each test; after it, restores mocks and clears the toast. */
export function signInStaff(role: Role, { clearStorage = false } = {}): void {
  beforeEach(() => {
    if (clearStorage) localStorage.clear();
    setFakeSession({ id: 1, first_name: 'مدیر', last_name: 'کل', full_name: 'مدیر کل', role });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    dismissToast();
  });
}

/** A staff page with the toast its actions report in. */
export const renderStaffPage = (page: ReactElement) =>
  renderWithProviders(
    <>
      {page}
      <GlobalToast />
    </>,
  );

/**
 * A list endpoint of `total` rows made by `make(id)`: `handler` answers the requested page with the
 * total in X-Total-Count; `calls` picks the list's GETs from the recorded calls, `lastQuery` the last one's
 * query parameters.
 */
export function pagedList<T>(path: string, total: number, make: (id: number) => T) {
  const calls = (recorded: RecordedCall[]) =>
    recorded.filter((c) => c.method === 'GET' && c.url.pathname === path);
  return {
    handler: on('GET', path, (call) => {
      const page = Number(call.url.searchParams.get('page'));
      const size = Number(call.url.searchParams.get('page_size'));
      const all = Array.from({ length: total }, (_, i) => make(i + 1));
      return { body: all.slice((page - 1) * size, page * size), headers: { 'X-Total-Count': String(total) } };
    }),
    calls,
    lastQuery: (recorded: RecordedCall[]) =>
      Object.fromEntries(calls(recorded).at(-1)?.url.searchParams ?? []),
  };
}

/** The titles of the open form panels, top to bottom. */
export const formHeadings = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');

/** The form panel with this title. */
export const formNamed = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement;
