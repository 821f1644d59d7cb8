// The offline edition's signature (ADR 41): the server's Ed25519 key signs the file's body, and the signature
// travels inside the file as a last comment after the body, so a copy carries what proves it genuine without
// the signed bytes changing. A detached signature over the whole file (body and that comment) is served beside
// it for standard tools (`openssl pkeyutl -verify -rawin`).
import { OFFLINE_SIGNATURE_OPEN } from '@rasti/contract';
import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/** What opens the signature comment at the end of the file; the body is every byte before it. */
export const SIGNATURE_OPEN = OFFLINE_SIGNATURE_OPEN;
const SIGNATURE_CLOSE = '-->\n';

export interface EditionKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** the public key as PEM (SPKI) */
  publicPem: string;
  /** the raw 32-byte public key, base64 (WebCrypto imports it as 'raw') */
  publicRaw: string;
  /** the SHA-256 of the raw public key, hex in groups of four */
  fingerprint: string;
}

export function editionKey(privatePem: string): EditionKey {
  const privateKey = createPrivateKey(privatePem);
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ format: 'der', type: 'spki' });
  const raw = der.subarray(der.length - 32);
  return {
    privateKey,
    publicKey,
    publicPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    publicRaw: raw.toString('base64'),
    fingerprint: fingerprintOf(raw),
  };
}

export const fingerprintOf = (raw: Buffer): string =>
  (createHash('sha256').update(raw).digest('hex').match(/.{4}/g) ?? []).join(' ');

/** The file as it is served: the body, then the signature comment. */
export function signedFile(body: Buffer, key: EditionKey): Buffer {
  const signature = sign(null, body, key.privateKey).toString('base64');
  return Buffer.concat([body, Buffer.from(`${SIGNATURE_OPEN}${signature}${SIGNATURE_CLOSE}`, 'utf8')]);
}

/** The detached signature (64 raw bytes) over the whole file as served. */
export const detachedSignature = (file: Buffer, key: EditionKey): Buffer => sign(null, file, key.privateKey);

export interface Verdict {
  genuine: boolean;
  /** the edition's time (ISO) as the signed body says it; null when not genuine */
  editionAt: string | null;
  /** how many reports the edition holds; null when not genuine */
  reports: number | null;
}

/** Whether a copy of the file is genuine: its own signature comment verifies its body with our key. */
export function verifyCopy(file: Buffer, key: EditionKey): Verdict {
  const refused: Verdict = { genuine: false, editionAt: null, reports: null };
  const at = file.lastIndexOf(SIGNATURE_OPEN);
  if (at < 0) return refused;
  const tail = file.subarray(at + SIGNATURE_OPEN.length).toString('latin1');
  const match = /^([A-Za-z0-9+/]{86}==)-->\n?$/.exec(tail);
  if (!match?.[1]) return refused;
  const body = file.subarray(0, at);
  if (!verify(null, body, key.publicKey, Buffer.from(match[1], 'base64'))) return refused;
  const head = body.subarray(0, 4096).toString('utf8');
  const editionAt = /<meta name="rasti-edition" content="([^"]+)"/.exec(head)?.[1] ?? null;
  const reports = /<meta name="rasti-reports" content="(\d+)"/.exec(head)?.[1];
  return { genuine: true, editionAt, reports: reports ? Number(reports) : null };
}
