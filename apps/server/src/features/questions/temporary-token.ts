import { createHmac, randomBytes } from 'node:crypto';
import { LIMITS } from '@rasti/contract';

/** 256 random bits: far beyond guessing, and short enough for a cookie. */
const TOKEN_BYTES = 32;

/** A new temporary token for an anonymous sender; the token itself is only ever in the answer body. */
export function newTemporaryToken(now = new Date()): { token: string; expiresAt: Date } {
  return {
    token: randomBytes(TOKEN_BYTES).toString('base64url'),
    expiresAt: new Date(now.getTime() + LIMITS.temporaryTokenSeconds * 1000),
  };
}

/** Only this keyed hash is stored: a database copy cannot be used to claim a question. */
export const hashTemporaryToken = (hashKey: string, token: string): string =>
  createHmac('sha256', hashKey).update(`question-token:${token}`).digest('hex');
