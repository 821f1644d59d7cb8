import {
  OFFLINE_SIGNATURE_OPEN,
  type OfflineEditionCheck,
  type OfflineEditionKey,
} from '@rasti/contract/offline-edition';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** GET /offline/key: the public key that signs the offline edition, and its fingerprint. */
export const editionKeyQuery = () =>
  queryOptions({
    queryKey: ['offline-edition', 'key'] as const,
    queryFn: ({ signal }) => api<OfflineEditionKey>('/offline/key', { signal }),
    staleTime: 60 * 60_000,
  });

const base64Bytes = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The last index of `needle` in `bytes`, or -1. */
function lastIndexOf(bytes: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = bytes.length - needle.length; i >= 0; i--) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Checks a copy in the browser with WebCrypto's Ed25519: its last comment's signature over every byte
 * before it. Null when this browser's WebCrypto has no Ed25519 (the server checks it then).
 */
export async function checkInBrowser(
  file: Uint8Array<ArrayBuffer>,
  publicKeyRaw: string,
): Promise<OfflineEditionCheck | null> {
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('raw', base64Bytes(publicKeyRaw), { name: 'Ed25519' }, false, [
      'verify',
    ]);
  } catch {
    return null;
  }
  const refused: OfflineEditionCheck = { genuine: false, edition_at: null, reports: null };
  const at = lastIndexOf(file, new TextEncoder().encode(OFFLINE_SIGNATURE_OPEN));
  if (at < 0) return refused;
  const tail = new TextDecoder().decode(file.subarray(at + OFFLINE_SIGNATURE_OPEN.length));
  const signature = /^([A-Za-z0-9+/]{86}==)-->\n?$/.exec(tail)?.[1];
  if (!signature) return refused;
  const body = file.subarray(0, at);
  const genuine = await crypto.subtle.verify({ name: 'Ed25519' }, key, base64Bytes(signature), body);
  if (!genuine) return refused;
  const head = new TextDecoder().decode(body.subarray(0, 4096));
  const reports = /<meta name="rasti-reports" content="(\d+)"/.exec(head)?.[1];
  return {
    genuine: true,
    edition_at: /<meta name="rasti-edition" content="([^"]+)"/.exec(head)?.[1] ?? null,
    reports: reports ? Number(reports) : null,
  };
}

/** POST /api/offline/verify: the server's check, for browsers without Ed25519 in WebCrypto (the bytes as sent). */
export async function checkOnServer(file: Uint8Array<ArrayBuffer>): Promise<OfflineEditionCheck> {
  const answer = await fetch('/api/offline/verify', {
    method: 'POST',
    body: new Blob([file], { type: 'text/html' }),
    headers: { 'content-type': 'text/html' },
  });
  if (!answer.ok) throw new Error(String(answer.status));
  return (await answer.json()) as OfflineEditionCheck;
}
