import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, LIMITS, LOGIN_MESSAGES, SERVER_MESSAGES } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, tooManyRequests } from '../../lib/errors.ts';
import type { SmsSender } from '../../lib/sms.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { findUserWithMobile, signingInUser } from '../users/index.ts';
import { type Session, startSession } from './sessions.service.ts';
import {
  codeTimesSince,
  countFailedAttempt,
  deleteCode,
  deleteCodesBefore,
  insertCode,
  lockMobile,
  lockNewestCode,
  markCodeUsed,
} from './sign-in.repository.ts';

const HOUR_MS = 3_600_000;

const blocked = () => forbidden(LOGIN_MESSAGES.blocked, ERROR_CODES.blocked);
export const codeInvalid = () => new AppError(400, ERROR_CODES.codeInvalid, LOGIN_MESSAGES.codeInvalid);

/** Only a keyed hash of a code is stored, bound to its number (and, for a mobile change, to its user). */
export const hashCode = (hashKey: string, mobile: string, code: string, changeUserId: number | null = null) =>
  createHmac('sha256', hashKey)
    .update(
      changeUserId === null ? `otp:${mobile}:${code}` : `mobile-change:${changeUserId}:${mobile}:${code}`,
    )
    .digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Sends a 6-digit code to a number (server-rules section 3): valid 120 s, a new one for the same number no
 * sooner than 60 s after the last and at most 5 an hour, whatever each was for. A code the gateway failed to
 * send is forgotten, so the person may retry at once. `changeUserId` marks a code proving the number for
 * that user's mobile change; it cannot sign in.
 */
export async function sendCode(opts: {
  db: Db;
  sms: SmsSender;
  hashKey: string;
  mobile: string;
  ip: string;
  changeUserId: number | null;
  /** codes per number per hour (config; server-rules' 5 by default) */
  perHour?: number;
}): Promise<void> {
  const { db, mobile, changeUserId } = opts;
  const perHour = opts.perHour ?? LIMITS.otpPerNumberPerHour;
  const now = new Date();
  const code = String(randomInt(0, 10 ** LIMITS.codeLength)).padStart(LIMITS.codeLength, '0');
  const outcome = await db.transaction(async (tx) => {
    await lockMobile(tx, mobile);
    const recent = await codeTimesSince(tx, mobile, new Date(now.getTime() - HOUR_MS));
    const newest = recent[0];
    const sinceNewest = newest ? now.getTime() - newest.getTime() : Number.POSITIVE_INFINITY;
    if (sinceNewest < LIMITS.resendSeconds * 1000) {
      return { kind: 'wait' as const, waitMs: LIMITS.resendSeconds * 1000 - sinceNewest };
    }
    if (recent.length >= perHour) {
      const oldest = recent[perHour - 1]!;
      return { kind: 'wait' as const, waitMs: oldest.getTime() + HOUR_MS - now.getTime() };
    }
    await deleteCodesBefore(tx, mobile, new Date(now.getTime() - 24 * HOUR_MS));
    const id = await insertCode(tx, {
      mobile,
      codeHash: hashCode(opts.hashKey, mobile, code, changeUserId),
      expiresAt: new Date(now.getTime() + LIMITS.otpTtlSeconds * 1000),
      ip: opts.ip.slice(0, 64),
      createdAt: now,
      changeUserId,
    });
    return { kind: 'sent' as const, id };
  });
  if (outcome.kind === 'wait') throw tooManyRequests(outcome.waitMs / 1000, SERVER_MESSAGES.codeWait);
  try {
    await opts.sms.sendCode(mobile, code);
  } catch (err) {
    await deleteCode(db, outcome.id);
    throw err;
  }
}

/**
 * Uses the number's newest code of one purpose, once. Wrong, expired, used or exhausted codes all answer
 * false; a wrong one counts against the code's attempts (committed even when the caller then refuses).
 */
export async function consumeCode(opts: {
  db: Db;
  hashKey: string;
  mobile: string;
  otp: string;
  changeUserId: number | null;
}): Promise<boolean> {
  const { mobile, changeUserId } = opts;
  const now = new Date();
  return opts.db.transaction(async (tx) => {
    const row = await lockNewestCode(tx, mobile, changeUserId);
    if (!row || row.usedAt || row.expiresAt <= now || row.attempts >= LIMITS.otpMaxAttempts) return false;
    if (!sameHash(row.codeHash, hashCode(opts.hashKey, mobile, opts.otp, changeUserId))) {
      await countFailedAttempt(tx, row.id);
      return false;
    }
    await markCodeUsed(tx, row.id, now);
    return true;
  });
}

/** A sign-in code: known and unknown numbers get the same answer; a blocked account is told so. */
export async function requestCode(opts: {
  db: Db;
  sms: SmsSender;
  hashKey: string;
  mobile: string;
  ip: string;
  perHour?: number;
}): Promise<void> {
  const user = await findUserWithMobile({ db: opts.db, mobile: opts.mobile });
  if (user && !user.isActive) throw blocked();
  await sendCode({ ...opts, changeUserId: null });
}

/**
 * Checks a code and signs in, creating a regular user on a number's first sign-in (sign-up and sign-in
 * are one flow). Wrong, expired, used or exhausted codes all get the same 400; a wrong one counts.
 */
export async function verifyCode(opts: {
  db: Db;
  tokens: TokenService;
  hashKey: string;
  mobile: string;
  otp: string;
}): Promise<Session> {
  const { db, mobile } = opts;
  if (!(await consumeCode({ db, hashKey: opts.hashKey, mobile, otp: opts.otp, changeUserId: null }))) {
    throw codeInvalid();
  }
  const user = await signingInUser({ db, mobile });
  if (!user.isActive) throw blocked();
  return startSession({ db, tokens: opts.tokens, user });
}
