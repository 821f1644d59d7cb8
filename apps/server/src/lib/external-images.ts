import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { LIMITS, toPersianDigits } from '@rasti/contract';
import { isolateLatin } from '@rasti/contract/bidi';
import ipaddr from 'ipaddr.js';
import type { Config } from '../config.ts';
import { type AppError, badRequest } from './errors.ts';
import { loadUndici } from './lazy-modules.ts';

// A picture the editor's image dialog takes by its address (`https://…`) would be blocked by the site's
// content-security policy in the editor and on the public page, and may vanish or change later; on save the
// server fetches it once and stores it like an upload (ADR 36). The fetch is the risky part: the address is
// chosen by a staff member, so it must never reach the server's own network (loopback, private, link-local
// and every other non-public range), whatever the name resolves to, and must not be turned there by DNS
// rebinding or a redirect.

export interface ExternalImagePolicy {
  /**
   * Addresses that are let through although they are not public: only for the tests' peers on 127.0.0.1
   * (EXTERNAL_IMAGE_TEST_ADDRESSES, refused in production). Empty everywhere else.
   */
  allowAddresses: readonly string[];
  /** the whole fetch, the body included, must be over within this time (EXTERNAL_IMAGE_TIMEOUT_MS) */
  timeoutMs: number;
  /** origins whose pictures are already ours (the site's public address, the bucket's): kept as they are */
  ownOrigins: readonly string[];
}

export const DEFAULT_EXTERNAL_IMAGE_POLICY: ExternalImagePolicy = {
  allowAddresses: [],
  timeoutMs: 10_000,
  ownOrigins: [],
};

/** The policy of a running server: its settings, and its own origins (PUBLIC_URL, S3_PUBLIC_URL). */
export function externalImagePolicy(config: Config): ExternalImagePolicy {
  const origins = [config.publicUrl];
  if (config.storage.driver === 's3' && config.storage.s3.publicUrl)
    origins.push(config.storage.s3.publicUrl);
  return {
    allowAddresses: config.externalImages.allowAddresses,
    timeoutMs: config.externalImages.timeoutMs,
    ownOrigins: origins.map((origin) => new URL(origin).origin),
  };
}

/** Whether an absolute picture address is the site's own (not fetched). */
export const isOwnImage = (src: string, policy: ExternalImagePolicy): boolean => {
  try {
    return policy.ownOrigins.includes(new URL(src).origin);
  } catch {
    return false;
  }
};

/** Redirects followed, each to an address checked as the first one was. */
export const MAX_REDIRECTS = 2;

const LRI = '\u2066';
const PDI = '\u2069';

export const EXTERNAL_IMAGE_MESSAGES = {
  /** the sentence every refusal begins with: the address, isolated so that its Latin text keeps its order */
  failed: (url: string) => `تصویر نشانی ${LRI}${url}${PDI} به راستی آورده نشد: `,
  privateAddress: 'این نشانی به شبکهٔ داخلی یا خود سرور می‌رسد و پذیرفته نیست.',
  unreachable: 'نشانی در دسترس نیست.',
  status: (status: number) => `پاسخ نشانی خطای ${toPersianDigits(String(status))} بود.`,
  redirects: `بیش از ${toPersianDigits(String(MAX_REDIRECTS))} بار به نشانی دیگری فرستاده شد.`,
  timeout: (ms: number) => `در ${toPersianDigits(String(Math.ceil(ms / 1000)))} ثانیه پاسخی نیامد.`,
  tooLarge: 'حجم تصویر بیشتر از ۵ مگابایت است.',
  notImage: isolateLatin('آنچه از نشانی آمد تصویر نیست (فقط jpeg، png، webp، gif یا avif).'),
  dimensions: 'ابعاد تصویر بیش از حد مجاز است.',
  unreadable: 'تصویر خراب است یا خوانده نمی‌شود.',
  protocol: isolateLatin('فقط نشانی‌های http و https پذیرفته می‌شود.'),
} as const;

/** A refusal of one external picture: a 400 naming its address and the reason, on the form's field. */
export function externalImageError(url: string, reason: string, field = 'content'): AppError {
  const message = EXTERNAL_IMAGE_MESSAGES.failed(url) + reason;
  return badRequest(message, { [field]: [message] });
}

class RefusedAddress extends Error {
  constructor(readonly address: string) {
    super(`refused address ${address}`);
  }
}

class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Whether an address may be reached: only ordinary public unicast ones (ipaddr.js's 'unicast' range), so
 * loopback, private, link-local, carrier-grade NAT, multicast, reserved, and IPv6 forms that carry an IPv4
 * address inside (mapped, 6to4, Teredo, NAT64) are all refused; plus the test peers' addresses if allowed.
 */
export function isReachableAddress(address: string, allow: readonly string[] = []): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const normal = parsed.toNormalizedString();
  if (allow.some((entry) => ipaddr.isValid(entry) && ipaddr.parse(entry).toNormalizedString() === normal)) {
    return true;
  }
  return parsed.range() === 'unicast';
}

/**
 * A DNS lookup that resolves every address of a name and refuses the name if any one of them may not be
 * reached; the connection is then made to an address it answered (the socket does not resolve again), so a
 * name cannot be checked against one address and connected to another.
 */
function guardedLookup(allow: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.find((entry) => !isReachableAddress(entry.address, allow));
      if (refused || addresses.length === 0) {
        return callback(new RefusedAddress(refused?.address ?? hostname), '', 0);
      }
      if ((options as { all?: boolean }).all) {
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      }
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** The host of a URL as an address when it is one (brackets of an IPv6 literal removed), else null. */
function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(host) ? host : null;
}

function causeChain(err: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = err;
  while (current && chain.length < 6) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new Refusal(EXTERNAL_IMAGE_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches one picture by its address under the policy and answers its bytes (at most the upload limit of
 * 5 MB; whether they are a picture is the saver's check, by content). Any failure is a 400 naming the
 * address and the reason.
 */
export async function fetchExternalImage(
  address: string,
  policy: ExternalImagePolicy = DEFAULT_EXTERNAL_IMAGE_POLICY,
  field = 'content',
): Promise<Buffer> {
  const maxBytes = LIMITS.imageMaxBytes;
  const { Agent, fetch } = await loadUndici();
  const agent = new Agent({
    connect: { lookup: guardedLookup(policy.allowAddresses), timeout: policy.timeoutMs },
  });
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new Refusal(EXTERNAL_IMAGE_MESSAGES.unreachable);
    }
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new Refusal(EXTERNAL_IMAGE_MESSAGES.protocol);
      if (url.username || url.password) throw new Refusal(EXTERNAL_IMAGE_MESSAGES.unreachable);
      // a socket given an address does not look it up, so a literal one is checked here
      const literal = literalAddress(url);
      if (literal !== null && !isReachableAddress(literal, policy.allowAddresses)) {
        throw new Refusal(EXTERNAL_IMAGE_MESSAGES.privateAddress);
      }
      const response = await fetch(url, {
        dispatcher: agent,
        redirect: 'manual',
        signal,
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif', 'user-agent': 'Rasti' },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS) throw new Refusal(EXTERNAL_IMAGE_MESSAGES.redirects);
        url = new URL(response.headers.get('location')!, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Refusal(EXTERNAL_IMAGE_MESSAGES.status(response.status));
      }
      const length = Number(response.headers.get('content-length') ?? Number.NaN);
      if (length > maxBytes) {
        await response.body?.cancel();
        throw new Refusal(EXTERNAL_IMAGE_MESSAGES.tooLarge);
      }
      return await readCapped(response.body as ReadableStream<Uint8Array> | null, maxBytes);
    }
  } catch (err) {
    const chain = causeChain(err);
    if (chain.some((e) => e instanceof RefusedAddress)) {
      throw externalImageError(address, EXTERNAL_IMAGE_MESSAGES.privateAddress, field);
    }
    const refusal = chain.find((e): e is Refusal => e instanceof Refusal);
    if (refusal) throw externalImageError(address, refusal.reason, field);
    if (
      signal.aborted ||
      chain.some(
        (e) =>
          (e as Error)?.name === 'TimeoutError' ||
          (e as { code?: string })?.code === 'UND_ERR_CONNECT_TIMEOUT',
      )
    ) {
      throw externalImageError(address, EXTERNAL_IMAGE_MESSAGES.timeout(policy.timeoutMs), field);
    }
    throw externalImageError(address, EXTERNAL_IMAGE_MESSAGES.unreachable, field);
  } finally {
    agent.destroy().catch(() => {});
  }
}
