// The offline edition's answers (ADR 41): the public key that signs it, and the server's check of a copy.
// Zod-free: the public verify page and /about import it by subpath.

/** GET /api/offline/key */
export interface OfflineEditionKey {
  /** SPKI PEM */
  public_key_pem: string;
  /** the raw 32-byte Ed25519 public key, base64 (WebCrypto imports it as 'raw') */
  public_key_raw: string;
  /** SHA-256 of the raw public key, hex in groups of four */
  fingerprint: string;
}

/** POST /api/offline/verify (the copy's bytes, text/html, 5 MB at most) */
export interface OfflineEditionCheck {
  genuine: boolean;
  /** when the edition was made (ISO), as its signed body says; null when not genuine */
  edition_at: string | null;
  reports: number | null;
}

/** The signature comment closing every edition file; the signed body is every byte before it. */
export const OFFLINE_SIGNATURE_OPEN = '\n<!--rasti-signature:';

/** An uploaded copy to check: at most this many bytes. */
export const OFFLINE_VERIFY_MAX_BYTES = 5 * 1024 * 1024;
