// A stand-in for lib/auth/session in feature tests: a test file imports test/with-fake-session first to use it.
import type { Role } from '@rasti/contract';
import { vi } from 'vitest';

interface FakeUser {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  role: Role;
}

export const fakeSession = {
  user: null as FakeUser | null,
  role: null as Role | null,
  isAuthenticated: false,
  login: vi.fn(),
  logout: vi.fn(),
  setAccess: vi.fn(),
};

/** Signs the fake session in (or out with null) and clears the recorded calls. */
export function setFakeSession(user: FakeUser | null): void {
  fakeSession.user = user;
  fakeSession.role = user?.role ?? null;
  fakeSession.isAuthenticated = user !== null;
  fakeSession.login.mockReset();
  fakeSession.logout.mockReset();
  fakeSession.setAccess.mockReset();
}

export const useSession = () => fakeSession;
