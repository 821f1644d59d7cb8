import { idParam, signInLink, tokenPair, useSignInLinkBody } from '@rasti/contract';
import { defineRoutes } from '../../lib/routes.ts';
import { setSessionCookies } from '../../lib/session-cookies.ts';
import { createSignInLink, useSignInLink } from './sign-in-links.service.ts';

/** Tries of a link from one address in an hour: a link's secret is not guessable, this bounds the cost. */
export const LINK_USES_PER_IP_PER_HOUR = 20;

/** One-time sign-in links: a super admin makes one for a staff member, who signs in with it once. */
export const signInLinkRoutes = defineRoutes('sign-in-links', (app, { open, staff }) => {
  const { apiBase, hashKey, publicUrl } = app.config;

  app.post(
    '/accounts/users/:id/sign_in_link/',
    {
      ...staff('users.manage', {
        summary:
          'A one-time sign-in link for an active staff member (super admin): single use, short-lived, audited',
        params: idParam,
        response: { 200: signInLink },
      }),
      config: { publicDataUnchanged: true },
    },
    async (request) =>
      createSignInLink({ db: app.db, actor: request.actor!, userId: request.params.id, hashKey, publicUrl }),
  );

  app.post(
    '/accounts/sign_in_link/',
    {
      ...open({
        summary:
          'Sign in with a one-time link (body {token}); sets the refresh cookie and answers {access, refresh}',
        body: useSignInLinkBody,
        response: { 200: tokenPair },
      }),
      config: {
        rateLimit: { max: LINK_USES_PER_IP_PER_HOUR, timeWindow: '1 hour' },
        publicDataUnchanged: true,
      },
    },
    async (request, reply) => {
      const session = await useSignInLink({
        db: app.db,
        tokens: app.tokens,
        hashKey,
        token: request.body.token,
      });
      setSessionCookies(request, reply, session, apiBase);
      return { access: session.access, refresh: session.refresh };
    },
  );
});
