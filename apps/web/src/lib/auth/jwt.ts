import { ROLES, type Role } from '@rasti/contract/enums';

/** Session details read from the access token's claims. */
export type SessionUser = {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  role: Role;
};

export type DecodedAccess = { user: SessionUser; exp: number };

function base64UrlToText(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/**
 * Reads the claims of an access token without verifying it: the browser cannot check the signature,
 * the server does on every call. Anything that is not a well-formed access token gives null.
 */
export function decodeAccessToken(token: string): DecodedAccess | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(base64UrlToText(parts[1]));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const c = claims as Record<string, unknown>;
  if (c.token_type !== 'access' || typeof c.exp !== 'number' || typeof c.id !== 'number') return null;
  if (!isRole(c.role)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const first_name = text(c.first_name);
  const last_name = text(c.last_name);
  return {
    exp: c.exp,
    user: {
      id: c.id,
      first_name,
      last_name,
      full_name: text(c.full_name) || `${first_name} ${last_name}`.trim(),
      role: c.role,
    },
  };
}
