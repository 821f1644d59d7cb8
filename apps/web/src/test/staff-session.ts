import type { Role } from '@rasti/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { setFakeSession } from './fake-session';

/**
 * Each test of the file starts signed in as a staff member with `role` (the file imports
 * test/with-fake-session first), and its spies are put back after it.
 */
export function signedInAsStaff(role: Role): void {
  beforeEach(() =>
    setFakeSession({ id: 1, first_name: 'ادمین', last_name: 'یک', full_name: 'ادمین یک', role }),
  );
  afterEach(() => vi.restoreAllMocks());
}
