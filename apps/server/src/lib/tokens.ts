import { randomUUID } from 'node:crypto';
import { type AccessClaims, LIMITS, type Role } from '@rasti/contract';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenUser {
  id: number;
  firstName: string;
  lastName: string;
  role: number;
}

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Each token's lifetime: one claiming more (an `exp` years away) was not made here. */
const LIFETIME_SECONDS = { access: LIMITS.accessTokenSeconds, refresh: LIMITS.refreshTokenSeconds } as const;
/** Clocks of several servers differ a little; a token issued further in the future than this is refused. */
export const CLOCK_TOLERANCE_SECONDS = 30;

export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** `sessionId` is the refresh family: the token dies with it (logout, reuse, block). */
  async signAccess(user: TokenUser, sessionId: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      token_type: 'access',
      sid: sessionId,
      user_id: user.id,
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      full_name: fullName(user),
      role: user.role,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + LIMITS.accessTokenSeconds)
      .sign(this.key);
  }

  async signRefresh(opts: {
    userId: number;
    jti: string;
    familyId: string;
    expiresAt: Date;
  }): Promise<string> {
    return new SignJWT({ token_type: 'refresh', user_id: opts.userId, fam: opts.familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(opts.jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(opts.expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /**
   * Verifies signature, algorithm (HS256 only: no `none`), expiry, issue time and the token type; the issue
   * time is in the past and no older than the type's lifetime, and the expiry no later than that lifetime
   * after it (each with CLOCK_TOLERANCE_SECONDS), so a leaked signing key cannot mint a token for years.
   */
  async verify(token: string, type: 'access'): Promise<AccessClaims>;
  async verify(
    token: string,
    type: 'refresh',
  ): Promise<{ jti: string; user_id: number; fam: string; exp: number }>;
  async verify(token: string, type: 'access' | 'refresh') {
    // a token without exp would live for ever; one without iat was not made here
    const { payload } = await jwtVerify(token, this.key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'jti'],
      maxTokenAge: LIFETIME_SECONDS[type],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (
      payload.token_type !== type ||
      payload.exp! - payload.iat! > LIFETIME_SECONDS[type] + CLOCK_TOLERANCE_SECONDS ||
      typeof payload.jti !== 'string' ||
      typeof payload.user_id !== 'number' ||
      (type === 'access' && typeof payload.sid !== 'string')
    ) {
      throw new Error('wrong token type');
    }
    return payload as unknown as AccessClaims & { fam: string; role: Role };
  }
}
