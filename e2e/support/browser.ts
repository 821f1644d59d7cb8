import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

/**
 * This file's server: the one of the worker running it (VITEST_POOL_ID, 1 to the number of workers), so
 * two files running at once each have a server and data of their own.
 */
function server(): { baseUrl: string; dataDir: string } {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const chosen = servers[(worker - 1) % Math.max(1, servers.length)];
  return chosen ?? { baseUrl: '', dataDir: '' };
}

export const baseUrl = () => server().baseUrl;
/** Journeys skip only where no Chromium exists (global setup prints why, and fails under CI). */
export const browserSkipped = () => inject('servers').length === 0;

export interface Session {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * Public pages arrive rendered by the server and are taken over by the app a moment later. A journey
 * acts on the app, so after each full page load it waits for the app's mark (data-app-ready on <html>).
 */
function waitForAppOnLoads(page: Page): void {
  const settle = async <T extends { headers(): Record<string, string> } | null>(response: T): Promise<T> => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
}

export interface BrowserOptions {
  width?: number;
  height?: number;
  userAgent?: string;
}

/** Phone and desktop sizes the journeys open their browsers at. */
export const PHONE_SIZE = { width: 390, height: 844 } as const;
export const DESKTOP_SIZE = { width: 1280, height: 900 } as const;

export { POLL } from './durations.ts';

/** A fresh browser profile at phone or desktop size, right to left as the app renders. */
export async function openBrowser(opts: BrowserOptions = {}): Promise<Session> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'rasti-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    baseURL: baseUrl(),
    // headless Chromium names itself a bot (HeadlessChrome): a journey that reads as a person says so
    ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
  });
  context.on('page', waitForAppOnLoads);
  const page = context.pages()[0] ?? (await context.newPage());
  waitForAppOnLoads(page);
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A browser for the tests of the enclosing describe, opened before them and closed after them (before and
 * after each test with `each`). The session it returns is usable inside hooks and tests.
 */
export function useBrowser(opts: BrowserOptions = {}, { each = false } = {}): Session {
  let session: Session | undefined;
  (each ? beforeEach : beforeAll)(async () => {
    session = await openBrowser(opts);
  });
  (each ? afterEach : afterAll)(async () => {
    await session?.close();
    session = undefined;
  });
  return new Proxy({} as Session, {
    get(_, key) {
      if (!session) throw new Error('the browser opens in a hook: use it inside hooks and tests');
      return session[key as keyof Session];
    },
  });
}

/** A line of the development SMS outbox: a sign-in code ({to, code, at}) or a notice ({to, text, at}). */
export interface OutboxEntry {
  to: string;
  code: string;
  text?: string;
  at: string;
}

/** Every line the development SMS sender wrote in this run, oldest first. */
export function outbox(): OutboxEntry[] {
  const file = path.join(server().dataDir, 'sms-outbox.log');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/** The newest entry the development SMS sender wrote for this mobile, if any. */
function latestEntry(mobile: string): OutboxEntry | null {
  // the same file holds text notices ({to, text, at}): only codes count here
  return (
    outbox()
      .filter((entry) => entry.to === mobile && entry.code !== undefined)
      .at(-1) ?? null
  );
}

/** When the newest code for this mobile was written, if any: what {@link waitForCode} waits past. */
export const lastCodeAt = (mobile: string): string | undefined => latestEntry(mobile)?.at;

/** The newest code the development SMS sender wrote for this mobile. */
export function latestCode(mobile: string): string {
  const entry = latestEntry(mobile);
  if (!entry) throw new Error(`no code in the outbox for ${mobile}`);
  return entry.code;
}

/**
 * Journeys share the demo accounts, and a number gets one code per resend window (server-rules section 3:
 * a minute; the journeys' server shortens it, SIGNIN_RESEND_SECONDS): wait out the window since this
 * number's last code instead of failing.
 */
export async function waitForResendWindow(mobile: string): Promise<void> {
  const last = latestEntry(mobile);
  const wait = last ? new Date(last.at).getTime() + (inject('resendSeconds') + 1) * 1000 - Date.now() : 0;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/** Demo accounts: role N has mobile 0912000000N (server-rules section 3). */
export const demoMobile = (role: 1 | 2 | 3 | 4 | 5) => `0912000000${role}`;

/** Signs in through the login screen with the code from the development outbox. */
export async function signIn(page: Page, mobile: string): Promise<void> {
  await waitForResendWindow(mobile);
  const before = latestEntry(mobile)?.at;
  await page.goto('/login');
  await page.getByLabel('شماره تلفن همراه').fill(mobile);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  const first = page.getByLabel('سه رقم اول کد');
  await first.waitFor();
  const code = await waitForCode(mobile, before);
  await first.fill(code.slice(0, 3));
  await page.getByLabel('سه رقم دوم کد').fill(code.slice(3));
  await page.getByRole('button', { name: 'تایید و ورود' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The code sent to this mobile after `previous` (an outbox entry's time): not one an earlier step used. */
export async function waitForCode(mobile: string, previous: string | undefined): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const entry = latestEntry(mobile);
    if (entry && entry.at !== previous) return entry.code;
    if (Date.now() > deadline) throw new Error(`no new code in the outbox for ${mobile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A new number's first sign-in: the name gate asks for the names the profile shows. */
export async function passNameGate(page: Page, firstName: string, lastName: string): Promise<void> {
  const gate = page.getByRole('dialog');
  await gate.waitFor();
  await gate.getByRole('textbox').nth(0).fill(firstName);
  await gate.getByRole('textbox').nth(1).fill(lastName);
  await gate.getByRole('button', { name: 'ارسال' }).click();
  await gate.waitFor({ state: 'detached' });
}

/** The card of one's own question on /profile, once it shows. */
export async function questionCard(page: Page, title: string) {
  await page.goto('/profile');
  const card = page.getByRole('listitem', { name: title });
  await card.waitFor();
  return card;
}

/** The labels of the main menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'منوی اصلی' }).first();
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
}
