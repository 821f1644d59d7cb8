import { LIMITS } from '@rasti/contract/limits';
import type { DecodedAccess } from './jwt';

export type SessionCheckDeps = {
  readAccess(): string | null;
  hasRefresh(): boolean;
  decode(token: string): DecodedAccess | null;
  isLoggedOut(): boolean;
  /** Refresh the user details from a token that decodes. */
  sync(access: string, decoded: DecodedAccess): void;
  logout(): void;
  /** Exchange the refresh token for a new access token (the request layer's single refresh). */
  refresh(): void;
};

export type SessionCheckOutcome = 'valid' | 'logout' | 'refresh' | 'none';

/** One pass of the background check of spec section 4. */
export function checkSession(deps: SessionCheckDeps): SessionCheckOutcome {
  const access = deps.readAccess();
  const hasRefresh = deps.hasRefresh();
  if (access) {
    const decoded = deps.decode(access);
    if (decoded) {
      deps.sync(access, decoded);
      return 'valid';
    }
    if (!hasRefresh) {
      deps.logout();
      return 'logout';
    }
  }
  // a refresh token exists: never log out here; trade it for a usable access token instead
  if (hasRefresh) {
    deps.refresh();
    return 'refresh';
  }
  if (!deps.isLoggedOut()) {
    deps.logout();
    return 'logout';
  }
  return 'none';
}

/** Runs the check at once and every 5 s; returns the function that stops it. */
export function startSessionCheck(
  deps: SessionCheckDeps,
  intervalMs: number = LIMITS.sessionCheckMs,
): () => void {
  checkSession(deps);
  const timer = setInterval(() => checkSession(deps), intervalMs);
  return () => clearInterval(timer);
}
