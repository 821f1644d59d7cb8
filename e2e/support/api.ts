import { beforeAll, expect } from 'vitest';
import { baseUrl, lastCodeAt, waitForCode, waitForResendWindow } from './browser.ts';

// Steps a journey takes through the HTTP API rather than the browser: reading the demo data, signing in.

/** A JSON POST to the API (`url` below /api), as a signed-in user when given a token. */
export const postJson = (url: string, body: unknown, access?: string) =>
  fetch(`${baseUrl()}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(access ? { authorization: `Bearer ${access}` } : {}) },
    body: JSON.stringify(body),
  });

/** A published subject of the demo data (the newest). */
export async function publishedSubject(): Promise<{ id: number; title: string }> {
  const res = await fetch(`${baseUrl()}/api/public/public-news-subject/?page_size=1`);
  const [subject] = (await res.json()) as { id: number; title: string }[];
  return subject!;
}

/** {@link publishedSubject}, read before the tests of the describe block this is called in. */
export function publishedSubjectBeforeAll(): { id: number; title: string } {
  const subject = { id: 0, title: '' };
  beforeAll(async () => {
    Object.assign(subject, await publishedSubject());
  });
  return subject;
}

/**
 * Signs a number in through the API with the code from the outbox: its access token. Journeys share the
 * demo numbers, so it first waits out the resend window since the number's last code, as the browser's sign-in does.
 */
export async function signInThroughApi(mobile: string): Promise<string> {
  await waitForResendWindow(mobile);
  const before = lastCodeAt(mobile);
  const requested = await postJson('/accounts/users/request_authentication/', { mobile });
  expect(requested.status).toBe(200);
  const otp = await waitForCode(mobile, before);
  const verified = await postJson('/accounts/users/verify_authentication/', { mobile, otp });
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { access: string }).access;
}

/** A GET of the API (`url` below /api) that must answer 2xx: its JSON body. */
export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${url}`);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}
