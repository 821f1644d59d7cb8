import type { SignInLink } from '@rasti/contract';

/**
 * The link as the super admin copies it: the sign-in page with the secret after '#', which the browser
 * never sends to a server (no access log, no Referer carries it).
 */
export const presentSignInLink = (publicUrl: string, token: string, expiresAt: Date): SignInLink => ({
  url: `${publicUrl}/login#link=${token}`,
  expires_at: expiresAt.toISOString(),
});
