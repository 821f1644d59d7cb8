import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { ERROR_CODES, LIMITS, LOGIN_MESSAGES, SERVER_MESSAGES } from '@rasti/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, tooManyRequests } from '../../lib/errors.ts';
import type { SmsSender } from '../../lib/sms.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { findUserWithMobile, signingInUser } from '../users/index.ts';
import { type Session, startSession } from './sessions.service.ts';
import {
  codesSince,
  countFailedAttempt,
  deleteCode,
  deleteCodesBefore,
  endCodes,
  endCodesFrom,
  insertCode,
  lockLiveCodes,
  lockMobile,
  markCodeUsed,
  type RecentCode,
  siteCodesSince,
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
 * Which of the number's recent codes limit a new one asked from `ip`: its own, and those of addresses that
 * have not failed the number (an address fails it when a code it asked for ended unused: out of time or of
 * guesses). A stranger's live code still holds the number's wait and cap, but once it ends unused it limits
 * only its own address, so nobody can keep the number's owner from a code for the hour (ADR 28).
 */
export function codesLimiting(recent: RecentCode[], ip: string, now: Date): RecentCode[] {
  const failed = new Set(
    recent
      .filter((code) => !code.usedAt && (code.expiresAt <= now || code.attempts >= LIMITS.otpMaxAttempts))
      .map((code) => code.ip),
  );
  return recent.filter((code) => code.ip === ip || !failed.has(code.ip));
}

/** The process logs the site-wide ceiling once per full hour it holds, not once per refused request. */
let ceilingLoggedUntil = 0;

/**
 * Sends a 6-digit code to a number (server-rules section 3): valid 120 s, a new one for the same number no
 * sooner than 60 s after the last and at most 5 an hour, whatever each was for (counting the codes that
 * codesLimiting says limit this address), and at most `sitePerHour` codes for the whole site. A code the
 * gateway failed to send is forgotten, so the person may retry at once. A resend ends the codes this
 * address asked for before; another address's request leaves them usable. `changeUserId` marks a code
 * proving the number for that user's mobile change; it cannot sign in.
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
  /** seconds between two codes to the number (config; server-rules' 60 by default) */
  resendSeconds?: number;
  /** codes the whole site may send in an hour (config; 0 or absent: no ceiling) */
  sitePerHour?: number;
  /** where reaching the site-wide ceiling is reported */
  log?: FastifyBaseLogger;
}): Promise<void> {
  const { db, mobile, changeUserId } = opts;
  // an IPv6 client is its /64 here too, as in the rate limits: one host holds many addresses
  const ip = normalizeIP(opts.ip).slice(0, 64);
  const perHour = opts.perHour ?? LIMITS.otpPerNumberPerHour;
  const resendMs = (opts.resendSeconds ?? LIMITS.resendSeconds) * 1000;
  const now = new Date();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const code = String(randomInt(0, 10 ** LIMITS.codeLength)).padStart(LIMITS.codeLength, '0');
  const outcome = await db.transaction(async (tx) => {
    await lockMobile(tx, mobile);
    const recent = codesLimiting(await codesSince(tx, mobile, hourAgo), ip, now);
    const newest = recent[0];
    const sinceNewest = newest ? now.getTime() - newest.createdAt.getTime() : Number.POSITIVE_INFINITY;
    if (sinceNewest < resendMs) {
      return { kind: 'wait' as const, waitMs: resendMs - sinceNewest };
    }
    if (recent.length >= perHour) {
      const oldest = recent[perHour - 1]!;
      return { kind: 'wait' as const, waitMs: oldest.createdAt.getTime() + HOUR_MS - now.getTime() };
    }
    if (opts.sitePerHour) {
      const site = await siteCodesSince(tx, hourAgo);
      if (site.sent >= opts.sitePerHour) {
        const waitMs = (site.oldest?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime();
        return { kind: 'ceiling' as const, waitMs, sent: site.sent };
      }
    }
    await deleteCodesBefore(tx, mobile, new Date(now.getTime() - 24 * HOUR_MS));
    await endCodesFrom(tx, mobile, changeUserId, ip, LIMITS.otpMaxAttempts);
    const id = await insertCode(tx, {
      mobile,
      codeHash: hashCode(opts.hashKey, mobile, code, changeUserId),
      expiresAt: new Date(now.getTime() + LIMITS.otpTtlSeconds * 1000),
      ip,
      createdAt: now,
      changeUserId,
    });
    return { kind: 'sent' as const, id };
  });
  if (outcome.kind === 'wait') throw tooManyRequests(outcome.waitMs / 1000, SERVER_MESSAGES.codeWait);
  if (outcome.kind === 'ceiling') {
    if (now.getTime() >= ceilingLoggedUntil) {
      ceilingLoggedUntil = now.getTime() + HOUR_MS;
      opts.log?.error(
        { sentLastHour: outcome.sent, ceiling: opts.sitePerHour },
        'sign-in SMS ceiling reached: no codes are sent until the last hour holds fewer (SIGNIN_SMS_PER_HOUR)',
      );
    }
    throw tooManyRequests(outcome.waitMs / 1000, SERVER_MESSAGES.smsCeiling);
  }
  try {
    await opts.sms.sendCode(mobile, code);
  } catch (err) {
    await deleteCode(db, outcome.id);
    throw err;
  }
}

/**
 * Uses one of the number's live codes of one purpose, once. Wrong, expired, used or exhausted codes all
 * answer false; a wrong guess counts against every live code of the number (committed even when the
 * caller then refuses), so guesses end the codes that exist, never the number's next one. A right one
 * ends its siblings too.
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
  const hash = hashCode(opts.hashKey, mobile, opts.otp, changeUserId);
  return opts.db.transaction(async (tx) => {
    const live = await lockLiveCodes(tx, mobile, changeUserId, now, LIMITS.otpMaxAttempts);
    const match = live.find((row) => sameHash(row.codeHash, hash));
    if (!match) {
      await countFailedAttempt(
        tx,
        live.map((row) => row.id),
      );
      return false;
    }
    await markCodeUsed(tx, match.id, now);
    await endCodes(
      tx,
      live.filter((row) => row !== match).map((row) => row.id),
      LIMITS.otpMaxAttempts,
    );
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
  resendSeconds?: number;
  sitePerHour?: number;
  log?: FastifyBaseLogger;
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
