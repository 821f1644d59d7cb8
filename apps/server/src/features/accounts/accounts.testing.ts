// Test helpers for the accounts and users tests: sign-in through the outbox, users, tokens, forms.
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import type { TokenUser } from '../../lib/tokens.ts';
import { insertUser, type NewUser, type UserRow } from '../users/users.repository.ts';
import { startSession } from './sessions.service.ts';

let mobileSeq = 0;
/** A mobile no other test in the file uses (each test file has its own database and outbox). */
export const freshMobile = () => `09350${String(++mobileSeq).padStart(6, '0')}`;

let ipSeq = 0;
/** A client address of its own, so the per-address limits only bite where a test means them to. */
export const freshIp = () => `10.0.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest code the outbox holds for a mobile. */
export function latestCode(t: TestContext, mobile: string): string {
  const entry = t
    .outbox()
    .filter((e) => e.to === mobile && e.code !== undefined)
    .at(-1);
  if (!entry) throw new Error(`no code in the outbox for ${mobile}`);
  return entry.code;
}

export async function requestCode(t: TestContext, mobile: string, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/accounts/users/request_authentication/',
    payload: { mobile },
    remoteAddress: ip,
  });
}

export async function verify(t: TestContext, mobile: string, otp: string, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/accounts/users/verify_authentication/',
    payload: { mobile, otp },
    remoteAddress: ip,
  });
}

/** The whole sign-in as a browser does it: code by SMS (the outbox), then verify. */
export async function signIn(t: TestContext, mobile: string, ip = freshIp()) {
  const requested = await requestCode(t, mobile, ip);
  expect(requested.statusCode).toBe(200);
  const res = await verify(t, mobile, latestCode(t, mobile), ip);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { access: string; refresh: string };
  return { ...body, response: res };
}

export async function makeUser(t: TestContext, values: Partial<NewUser> = {}): Promise<UserRow> {
  return insertUser(t.app.db, { firstName: 'کاربر', lastName: 'آزمایشی', mobile: freshMobile(), ...values });
}

/** An access token for a user, of a session of its own, as the sign-in would issue it. */
export const tokenFor = async (t: TestContext, row: TokenUser) =>
  (await startSession({ db: t.app.db, tokens: t.app.tokens, user: row })).access;

export interface FilePart {
  name: string;
  bytes: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body for app.inject, built by the platform's own FormData. */
export async function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.filename ?? 'upload.bin',
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A real PNG of the given size. */
export const pngBytes = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();
