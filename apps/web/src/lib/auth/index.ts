export { ACCESS_COOKIE, REFRESH_MARKER_COOKIE, hasRefreshToken, readAccessToken } from './cookies';
export { decodeAccessToken, type SessionUser } from './jwt';
export { type Session, SessionProvider, sessionCheckDeps, useSession, useSessionStatus } from './session';
export { checkSession, startSessionCheck } from './session-check';
export { createSessionStore, type SessionState, type SessionStatus, session } from './session-store';
