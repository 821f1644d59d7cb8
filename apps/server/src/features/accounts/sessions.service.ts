import { randomUUID } from 'node:crypto';
import { ERROR_CODES, LIMITS, SERVER_MESSAGES } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { TokenService, TokenUser } from '../../lib/tokens.ts';
import { findUser } from '../users/index.ts';
import {
  deleteExpiredTokens,
  insertRefreshToken,
  lockRefreshToken,
  markRotated,
  revokeFamily,
  revokeUserTokens,
} from './sessions.repository.ts';

export interface Session {
  access: string;
  refresh: string;
  refreshExpiresAt: Date;
}

export const refreshInvalid = () => unauthorized(SERVER_MESSAGES.refreshInvalid, ERROR_CODES.tokenInvalid);

const refreshExpiry = (now: Date) => new Date(now.getTime() + LIMITS.refreshTokenSeconds * 1000);

/** A new sign-in: a new refresh token family and an access token (server-rules section 3). */
export async function startSession(opts: {
  db: Db;
  tokens: TokenService;
  user: TokenUser;
}): Promise<Session> {
  const { db, tokens, user } = opts;
  const now = new Date();
  const jti = randomUUID();
  const familyId = randomUUID();
  const refreshExpiresAt = refreshExpiry(now);
  await deleteExpiredTokens(db, user.id, now);
  await insertRefreshToken(db, { jti, familyId, userId: user.id, expiresAt: refreshExpiresAt });
  const [access, refresh] = await Promise.all([
    tokens.signAccess(user, familyId),
    tokens.signRefresh({ userId: user.id, jti, familyId, expiresAt: refreshExpiresAt }),
  ]);
  return { access, refresh, refreshExpiresAt };
}

async function readRefresh(tokens: TokenService, token: string) {
  try {
    return await tokens.verify(token, 'refresh');
  } catch {
    return null;
  }
}

/**
 * Rotates a refresh token: the presented one is marked rotated and a new one of the same family is
 * issued. A token already rotated or revoked means someone else holds the family: all of it dies.
 */
export async function refreshSession(opts: {
  db: Db;
  tokens: TokenService;
  token: string;
}): Promise<Session> {
  const { db, tokens } = opts;
  const claims = await readRefresh(tokens, opts.token);
  if (!claims) throw refreshInvalid();
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, claims.jti);
    if (!row || row.userId !== claims.user_id) return { kind: 'invalid' as const };
    const user = await findUser({ db: tx, id: row.userId });
    if (!user) return { kind: 'invalid' as const };
    if (!user.isActive) return { kind: 'blocked' as const };
    if (row.revokedAt || row.rotatedAt || row.expiresAt <= now) {
      await revokeFamily(tx, row.familyId, now);
      return { kind: 'invalid' as const };
    }
    const jti = randomUUID();
    const expiresAt = refreshExpiry(now);
    await markRotated(tx, row.jti, now);
    await insertRefreshToken(tx, { jti, familyId: row.familyId, userId: user.id, expiresAt });
    return { kind: 'rotated' as const, user, jti, familyId: row.familyId, expiresAt };
  });
  if (outcome.kind === 'blocked') throw forbidden(SERVER_MESSAGES.blocked, ERROR_CODES.blocked);
  if (outcome.kind === 'invalid') throw refreshInvalid();
  const [access, refresh] = await Promise.all([
    tokens.signAccess(outcome.user, outcome.familyId),
    tokens.signRefresh({
      userId: outcome.user.id,
      jti: outcome.jti,
      familyId: outcome.familyId,
      expiresAt: outcome.expiresAt,
    }),
  ]);
  return { access, refresh, refreshExpiresAt: outcome.expiresAt };
}

/** Sign-out: the presented refresh token's family is revoked; an unreadable token needs nothing revoked. */
export async function endSession(opts: {
  db: Db;
  tokens: TokenService;
  token: string | undefined;
}): Promise<void> {
  if (!opts.token) return;
  const claims = await readRefresh(opts.tokens, opts.token);
  if (claims) await revokeFamily(opts.db, claims.fam);
}

/** Every session of a user ends at once (blocked, or their role changed): their refresh tokens are revoked. */
export async function endUserSessions(opts: { db: Db; userId: number }): Promise<void> {
  await revokeUserTokens(opts.db, opts.userId);
}
