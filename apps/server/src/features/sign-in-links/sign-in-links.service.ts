import { createHmac, randomBytes } from 'node:crypto';
import { ERROR_CODES, LIMITS, SIGN_IN_LINK_MESSAGES, type SignInLink } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { Actor } from '../../plugins/auth.ts';
import { type Session, startSession } from '../accounts/index.ts';
import { findUser } from '../users/index.ts';
import { signInLinkPolicy } from './sign-in-links.policy.ts';
import { presentSignInLink } from './sign-in-links.presenter.ts';
import { replaceLink, takeLink } from './sign-in-links.repository.ts';

const linkInvalid = () => new AppError(400, ERROR_CODES.codeInvalid, SIGN_IN_LINK_MESSAGES.invalid);

const hashToken = (hashKey: string, token: string) =>
  createHmac('sha256', hashKey).update(`sign-in-link:${token}`).digest('hex');

/**
 * A super admin's one-time sign-in link for a staff member who cannot get a code (their number lost, or
 * kept from codes by someone else): single use, LIMITS.signInLinkMinutes long, audited; a new one ends the
 * user's link still unused. Only its hash is stored: the answer is the one place the link appears.
 */
export async function createSignInLink(opts: {
  db: Db;
  actor: Actor;
  userId: number;
  hashKey: string;
  publicUrl: string;
}): Promise<SignInLink> {
  const { db, actor, userId } = opts;
  if (!signInLinkPolicy.create(actor)) throw forbidden();
  const user = await findUser({ db, id: userId });
  if (!user) throw notFound();
  if (!signInLinkPolicy.forUser(actor, user)) throw badRequest(SIGN_IN_LINK_MESSAGES.staffOnly);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + LIMITS.signInLinkMinutes * 60_000);
  await db.transaction(async (tx) => {
    await replaceLink(tx, {
      userId,
      tokenHash: hashToken(opts.hashKey, token),
      createdBy: actor.id,
      expiresAt,
      now,
    });
    await recordAudit({
      db: tx,
      actorId: actor.id,
      action: 'user.sign_in_link',
      entity: 'user',
      entityId: userId,
      details: { expires_at: expiresAt.toISOString() },
    });
  });
  return presentSignInLink(opts.publicUrl, token, expiresAt);
}

/**
 * Signs in with a one-time link: a wrong, used or expired one, or one whose user is no longer active
 * staff, all get the same 400. The use is audited as the user's own.
 */
export async function useSignInLink(opts: {
  db: Db;
  tokens: TokenService;
  hashKey: string;
  token: string;
}): Promise<Session> {
  const { db } = opts;
  const user = await db.transaction(async (tx) => {
    const userId = await takeLink(tx, hashToken(opts.hashKey, opts.token), new Date());
    const row = userId === undefined ? undefined : await findUser({ db: tx, id: userId });
    if (!row?.isActive) return undefined;
    await recordAudit({
      db: tx,
      actorId: row.id,
      action: 'user.sign_in_link_used',
      entity: 'user',
      entityId: row.id,
    });
    return row;
  });
  // a refused link stays used: it was shown once and is not to be tried again
  if (!user) throw linkInvalid();
  return startSession({ db, tokens: opts.tokens, user });
}
