import { LIMITS } from '@rasti/contract/limits';
import {
  clearAccessToken,
  clearRefreshMarker,
  hasRefreshToken,
  readAccessToken,
  writeAccessToken,
} from './cookies';
import { type DecodedAccess, decodeAccessToken, type SessionUser } from './jwt';

/** `restoring`: no usable access token yet, but a refresh token exists and is being exchanged. */
export type SessionStatus = 'guest' | 'restoring' | 'authenticated';

export type SessionState = {
  user: SessionUser | null;
  access: string | null;
  status: SessionStatus;
};

export type SessionStoreOptions = {
  /** POST /api/token/logout/: the server revokes the refresh family and clears its cookies. */
  sendLogout?: () => Promise<unknown>;
};

function defaultSendLogout(): Promise<unknown> {
  return fetch('/api/token/logout/', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(LIMITS.requestTimeoutMs),
  });
}

function stateFromCookies(): SessionState {
  const access = readAccessToken();
  const decoded = access ? decodeAccessToken(access) : null;
  if (access && decoded) return { user: decoded.user, access, status: 'authenticated' };
  return { user: null, access: null, status: hasRefreshToken() ? 'restoring' : 'guest' };
}

export function createSessionStore(options: SessionStoreOptions = {}) {
  const sendLogout = options.sendLogout ?? defaultSendLogout;
  let state: SessionState = stateFromCookies();
  // a visitor who starts without any session has nothing to log out of
  let loggedOut = state.status === 'guest';
  // the app's current page (told by the app) and the page a session of this tab ended on, until the app moves on
  let page = typeof window === 'undefined' ? '/' : window.location.pathname;
  let endedOn: string | null = null;
  let pendingLogout: Promise<void> | null = null;
  let navigate: (to: string) => void = (to) => window.location.assign(to);
  let afterLogout: () => void = () => {};
  const listeners = new Set<() => void>();

  const setState = (next: SessionState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const apply = (access: string, decoded: DecodedAccess) => {
    writeAccessToken(access, decoded.exp);
    loggedOut = false;
    endedOn = null;
    setState({ user: decoded.user, access, status: 'authenticated' });
  };

  const store = {
    getState: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isLoggedOut: () => loggedOut,
    /** The page a logout left: its guard gives way to '/' (where the logout goes), not to /login. */
    loggedOutFrom: () => endedOn,
    /** The app shows another page; once it has left the logout's page, a guarded page asks for a sign-in. */
    notePage(pathname: string): void {
      page = pathname;
      if (pathname !== endedOn) endedOn = null;
    },

    /** Re-reads the cookies, e.g. when the app starts or a test changed them. */
    hydrate(): void {
      state = stateFromCookies();
      loggedOut = state.status === 'guest';
      endedOn = null;
      setState(state);
    },

    setNavigator(fn: (to: string) => void): void {
      navigate = fn;
    },
    setAfterLogout(fn: () => void): void {
      afterLogout = fn;
    },

    /** Stores a new access token; false (and a logout) when it cannot be decoded. */
    setAccess(access: string): boolean {
      const decoded = decodeAccessToken(access);
      if (!decoded) {
        console.error('Invalid token in login');
        void store.logout();
        return false;
      }
      apply(access, decoded);
      return true;
    },

    /** The refresh token arrives as an httpOnly cookie; a body copy is for non-browser clients. */
    login(tokens: { access: string; refresh?: string }): void {
      if (!tokens.access) return;
      store.setAccess(tokens.access);
    },

    /** The background check found a token that decodes: keep the user details in step with it. */
    syncAccess(access: string, decoded: DecodedAccess): void {
      if (access === state.access && state.status === 'authenticated') return;
      loggedOut = false;
      endedOn = null;
      setState({ user: decoded.user, access, status: 'authenticated' });
    },

    /** The refresh at start-up ended without a token (network trouble): show the visitor view. */
    endRestoring(): void {
      if (state.status === 'restoring') setState({ user: null, access: null, status: 'guest' });
    },

    /** The person logs out (or another tab did): the session ends and the app goes to '/' (spec section 4). */
    logout(): Promise<void> {
      return end('home');
    },

    /**
     * The server ended the session (a refresh refused, a blocked account): the same clean-up, but the page
     * stays where it is, so a staff page's guard (or a load's 401) sends the person to /login and back
     * afterwards, while a public page simply shows its guest view (spec: a 401 load error goes to /login).
     */
    lose(): Promise<void> {
      return end('stay');
    },
  };

  function end(after: 'home' | 'stay'): Promise<void> {
    if (pendingLogout) return pendingLogout;
    pendingLogout = (async () => {
      const request = sendLogout().catch(() => undefined);
      clearAccessToken();
      clearRefreshMarker();
      loggedOut = true;
      endedOn = after === 'home' ? page : null;
      setState({ user: null, access: null, status: 'guest' });
      afterLogout();
      if (after === 'home') navigate('/');
      await request;
    })().finally(() => {
      pendingLogout = null;
    });
    return pendingLogout;
  }
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The one session of the running app, shared by the request layer and the screens. */
export const session: SessionStore = createSessionStore();
