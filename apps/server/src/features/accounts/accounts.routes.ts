import {
  refreshBody,
  requestAuthenticationBody,
  requestAuthenticationResponse,
  SERVER_MESSAGES,
  tokenPair,
  verifyAuthenticationBody,
} from '@rasti/contract';
import { AppError } from '../../lib/errors.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../../lib/session-cookies.ts';
import { codeRequests } from './code-requests.ts';
import { endSession, refreshInvalid, refreshSession } from './sessions.service.ts';
import { requestCode, verifyCode } from './sign-in.service.ts';

/** Per client address, on top of the per-number limits kept in the database (the code-request cap is config). */
export const VERIFY_ATTEMPTS_PER_IP_PER_HOUR = 60;

/** Sign-in by one-time code, token refresh and sign-out (server-rules section 3); open to everyone. */
export const accountsRoutes = defineRoutes('accounts', (app, { open }) => {
  const { apiBase, hashKey } = app.config;
  const codes = codeRequests(app);

  app.post(
    '/accounts/users/request_authentication/',
    {
      ...open({
        summary: 'Send a sign-in code by SMS (the same answer for known and unknown numbers)',
        body: requestAuthenticationBody,
        response: { 200: requestAuthenticationResponse },
      }),
      onRequest: codes.perAddress,
      config: codes.routeConfig(),
    },
    async (request) => {
      await requestCode({ ...codes.sending, mobile: request.body.mobile, ip: request.ip });
      return { detail: SERVER_MESSAGES.codeSent };
    },
  );

  app.post(
    '/accounts/users/verify_authentication/',
    {
      ...open({
        summary: 'Sign in with the code; sets the refresh cookie and answers {access, refresh}',
        body: verifyAuthenticationBody,
        response: { 200: tokenPair },
      }),
      config: {
        rateLimit: { max: VERIFY_ATTEMPTS_PER_IP_PER_HOUR, timeWindow: '1 hour' },
        publicDataUnchanged: true,
      },
    },
    async (request, reply) => {
      const session = await verifyCode({ db: app.db, tokens: app.tokens, hashKey, ...request.body });
      setSessionCookies(request, reply, session, apiBase);
      return { access: session.access, refresh: session.refresh };
    },
  );

  app.post(
    '/token/refresh/',
    {
      ...open({
        summary: 'Rotate the refresh token (body {refresh}, or the refreshToken cookie)',
        body: refreshBody.nullish(),
        response: { 200: tokenPair },
      }),
      config: { publicDataUnchanged: true },
    },
    async (request, reply) => {
      const token = request.body?.refresh ?? request.cookies[REFRESH_COOKIE];
      try {
        if (!token) throw refreshInvalid();
        const session = await refreshSession({ db: app.db, tokens: app.tokens, token });
        setSessionCookies(request, reply, session, apiBase);
        return { access: session.access, refresh: session.refresh };
      } catch (err) {
        // a dead session's cookies go too, so the page stops believing it can refresh
        if (err instanceof AppError && (err.statusCode === 401 || err.statusCode === 403)) {
          clearSessionCookies(request, reply, apiBase);
        }
        throw err;
      }
    },
  );

  app.post(
    '/token/logout/',
    {
      ...open({
        summary: 'Sign out: revoke the refresh token family and clear both cookies',
        body: refreshBody.nullish(),
      }),
      config: { publicDataUnchanged: true },
    },
    async (request, reply) => {
      const token = request.body?.refresh ?? request.cookies[REFRESH_COOKIE];
      await endSession({ db: app.db, tokens: app.tokens, token });
      clearSessionCookies(request, reply, apiBase);
      return reply.status(204).send();
    },
  );
});
