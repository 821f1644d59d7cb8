import type { Role } from '@rasti/contract/enums';
import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { restoreSession } from '../api/client';
import { hasRefreshToken, readAccessToken } from './cookies';
import { decodeAccessToken, type SessionUser } from './jwt';
import { type SessionCheckDeps, startSessionCheck } from './session-check';
import { type SessionState, type SessionStatus, session } from './session-store';

export type { SessionUser } from './jwt';
export type { SessionStatus } from './session-store';

export type Session = {
  user: SessionUser | null;
  role: Role | null;
  isAuthenticated: boolean;
  login(tokens: { access: string; refresh?: string }): void;
  logout(): Promise<void>;
  setAccess(access: string): void;
};

const readState = (): SessionState => session.getState();

export function useSession(): Session {
  const state = useSyncExternalStore(session.subscribe, readState, readState);
  return useMemo(
    () => ({
      user: state.user,
      role: state.user?.role ?? null,
      isAuthenticated: state.user !== null,
      login: session.login,
      logout: session.logout,
      setAccess: (access: string) => {
        session.setAccess(access);
      },
    }),
    [state],
  );
}

/** 'restoring' while a stored refresh token is being exchanged at start-up: guards wait for it. */
export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(
    session.subscribe,
    () => session.getState().status,
    () => session.getState().status,
  );
}

export const sessionCheckDeps: SessionCheckDeps = {
  readAccess: readAccessToken,
  hasRefresh: hasRefreshToken,
  decode: decodeAccessToken,
  isLoggedOut: session.isLoggedOut,
  sync: session.syncAccess,
  logout: () => {
    void session.logout();
  },
  refresh: () => {
    void restoreSession();
  },
};

type SessionProviderProps = {
  children: ReactNode;
  /** Client-side navigation for the logout's return to '/'. */
  navigate?: (to: string) => void;
  /** Runs after every logout, e.g. to drop cached data of the signed-out user. */
  onLogout?: () => void;
};

/** Runs the session's background check (at start and every 5 s) for as long as the app is mounted. */
export function SessionProvider({ children, navigate, onLogout }: SessionProviderProps) {
  useEffect(() => {
    if (navigate) session.setNavigator(navigate);
    if (onLogout) session.setAfterLogout(onLogout);
  }, [navigate, onLogout]);

  useEffect(() => startSessionCheck(sessionCheckDeps), []);

  return children;
}
