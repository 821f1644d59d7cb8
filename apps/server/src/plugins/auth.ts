import { can, ERROR_CODES, type Permission, type Role, SERVER_MESSAGES } from '@rasti/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { refreshTokens, users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

export interface Actor {
  id: number;
  role: Role;
  firstName: string;
  lastName: string;
  /** the session (refresh family) the request's access token belongs to */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user, read fresh from the database on every request (blocks and role changes apply at once) */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid access token of an active user is required */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: reads the token when present, lets guests through */
    identify: preHandlerAsyncHookHandler;
    /** preHandler: signed in with a role the contract's permission table grants this permission */
    requirePermission(permission: Permission): preHandlerAsyncHookHandler;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('actor', null);

    async function resolve(request: FastifyRequest, required: boolean): Promise<void> {
      const token = bearer(request);
      if (!token) {
        if (required) throw unauthorized();
        return;
      }
      let claims: { user_id: number; sid: string };
      try {
        claims = await app.tokens.verify(token, 'access');
      } catch {
        throw unauthorized(SERVER_MESSAGES.tokenInvalid, ERROR_CODES.tokenInvalid);
      }
      // one indexed query: the user, and whether the token's session (refresh family) is still alive,
      // so logout, reuse detection and blocking end its access tokens at once (docs/decisions/0003)
      const [row] = await app.db
        .select({
          id: users.id,
          role: users.role,
          firstName: users.firstName,
          lastName: users.lastName,
          isActive: users.isActive,
          live: sql<boolean>`${refreshTokens.jti} is not null`,
        })
        .from(users)
        .leftJoin(
          refreshTokens,
          and(
            eq(refreshTokens.familyId, claims.sid),
            eq(refreshTokens.userId, users.id),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        )
        .where(eq(users.id, claims.user_id))
        .limit(1);
      if (!row) throw unauthorized(SERVER_MESSAGES.tokenInvalid, ERROR_CODES.tokenInvalid);
      if (!row.isActive) throw forbidden(SERVER_MESSAGES.blocked, ERROR_CODES.blocked);
      if (!row.live) throw unauthorized(SERVER_MESSAGES.tokenInvalid, ERROR_CODES.tokenInvalid);
      request.actor = {
        id: row.id,
        role: row.role as Role,
        firstName: row.firstName,
        lastName: row.lastName,
        sessionId: claims.sid,
      };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => resolve(request, true));
    app.decorate('identify', async (request: FastifyRequest) => resolve(request, false));
    app.decorate('requirePermission', (permission: Permission): preHandlerAsyncHookHandler => {
      return async (request) => {
        await resolve(request, true);
        if (!can(request.actor?.role, permission)) throw forbidden();
      };
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
