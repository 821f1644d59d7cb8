// The server tests' one factory module: users, sessions and tokens, sign-in through the outbox, catalogue rows,
// reviews and questions written straight to the database, files and multipart bodies. The app itself comes
// from test/app.ts (createTestApp, or setupApp for a file's shared app).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizePersian, type Origin, Role } from '@rasti/contract';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  auditLog,
  categories,
  evaluations,
  outlets,
  questions,
  reviewNewsItems,
  reviews,
  sources,
  subjects,
  users,
} from '../src/db/schema/index.ts';
import { startSession } from '../src/features/accounts/sessions.service.ts';
import { outletSearchText } from '../src/features/outlets/outlets.search-text.ts';
import { questionSearchText } from '../src/features/questions/questions.repository.ts';
import { userSearchText } from '../src/features/users/users.repository.ts';
import { updateUser } from '../src/features/users/users.service.ts';
import type { TokenUser } from '../src/lib/tokens.ts';
import type { TestContext } from './app.ts';

// ---- people: mobiles, addresses, users, tokens ----

export type Who = 'guest' | Role;
export const ALL: readonly Who[] = ['guest', 1, 2, 3, 4, 5];
export type Actors = (who: Who) => Record<string, string>;

let mobileSeq = 0;
/** A mobile no other test in the file uses (each test file has its own database and outbox). */
export const freshMobile = () => `09350${String(++mobileSeq).padStart(6, '0')}`;

let ipSeq = 0;
/** A client address of its own, so the per-address limits only bite where a test means them to. */
export const freshIp = () => `10.0.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A user written straight to the database, with a fresh mobile and its search text unless given. */
export async function makeUser(t: TestContext, values: Partial<typeof users.$inferInsert> = {}) {
  const row = { firstName: 'کاربر', lastName: 'آزمایشی', mobile: freshMobile(), ...values };
  return insertOne(t, users, { ...row, searchText: values.searchText ?? userSearchText(row) });
}

/** An access token for a user, of a session of its own, as the sign-in would issue it. */
export const tokenFor = async (t: TestContext, row: TokenUser) =>
  (await startSession({ db: t.app.db, tokens: t.app.tokens, user: row })).access;

/** A signed access token's header for a user made with makeUser. */
export const headersOf = async (t: TestContext, user: TokenUser) => bearer(await tokenFor(t, user));

/** Headers acting as each role: one active user per role (mobile 0912000000N), made in the database. */
export async function actors(t: TestContext): Promise<Actors> {
  const tokens = new Map<Who, string>();
  for (const role of [1, 2, 3, 4, 5] as const) {
    const [row] = await t.app.db
      .insert(users)
      .values({ firstName: 'نقش', lastName: String(role), mobile: `0912000000${role}`, role })
      .returning();
    tokens.set(role, await tokenFor(t, row!));
  }
  return (who) => (who === 'guest' ? {} : bearer(tokens.get(who)!));
}

// ---- sign-in through the development outbox ----

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

// ---- files and forms ----

/** A real PNG of the given size. */
export const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const HTML_FILE = Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A multipart body as FormData: text fields and file parts (named `<field>.bin`). */
export function form(fields: Record<string, string | number>, files: Record<string, Buffer> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  for (const [name, bytes] of Object.entries(files))
    data.append(name, new Blob([new Uint8Array(bytes)]), `${name}.bin`);
  return data;
}

export interface FilePart {
  name: string;
  bytes: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body for app.inject as bytes and a content type, file names and types as given. */
export async function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) {
    data.append(
      file.name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.filename ?? 'upload.bin',
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

type UserUpdate = Parameters<typeof updateUser>[0];

/**
 * updateUser called straight (no route), as a super admin whose account is already inactive: the loser of a
 * race the routes cannot stage, e.g. two super admins deactivating each other at once.
 */
export const updateUserAsStaleAdmin = (
  t: TestContext,
  staleId: number,
  change: Pick<UserUpdate, 'id' | 'input' | 'avatar'>,
) =>
  updateUser({
    db: t.app.db,
    storage: t.app.storage,
    hashKey: t.config.hashKey,
    actor: { id: staleId, role: Role.SuperAdmin, firstName: '', lastName: '', sessionId: 'stale' },
    ...change,
  });

/** A request through the app, e.g. `send(t, 'PATCH', url, as(2), form({ title }))`. */
export const send = (
  t: TestContext,
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string> = {},
  payload?: InjectOptions['payload'],
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

/** An outlet made through the API (multipart, origin 1, a fresh logo), as `headers`: the answer to check. */
export const postOutlet = async (
  t: TestContext,
  headers: Record<string, string>,
  fields: { name: string; english_name: string; link: string },
) => send(t, 'POST', '/api/news/Media/', headers, form({ ...fields, origin: 1 }, { logo: await png() }));

/** A multipart request (fields and files, see multipart) signed with an access token. */
export async function sendForm(
  t: TestContext,
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const body = await multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

/** The uploads folder of a test app (local storage): files counted in a folder, and a /media URL's file. */
export function uploadsOf(t: TestContext) {
  const root = () => path.join(t.dataDir, 'uploads');
  return {
    filesIn: (folder: string) => {
      const dir = path.join(root(), folder);
      return existsSync(dir) ? readdirSync(dir).length : 0;
    },
    stored: (mediaUrl: string) => path.join(root(), mediaUrl.replace(/^\/media\//, '')),
  };
}

/** The web app's page shell at its smallest: what the server fills in for a public page. */
export const SHELL_INDEX =
  '<!doctype html>\n<html lang="fa" dir="rtl">\n  <head>\n    <meta charset="UTF-8" />\n    <title>راستی</title>\n' +
  '  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/** A web build in a temporary folder: index.html, an assets folder and any other files (path → text). */
export function webDist(index = SHELL_INDEX, files: Record<string, string> = {}): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'rasti-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), index);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), text);
  }
  return dist;
}

// ---- counting rows ----

export async function rowCount(t: TestContext, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The audit log's entries of one action on one row, oldest first. */
export const auditEntries = (t: TestContext, action: string, entityId: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));

/** How many audit entries one action on one row left. */
export const auditCount = (t: TestContext, action: string, entityId: number) =>
  rowCount(t, auditLog, and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

/** How many audit rows one entity (its audit name, e.g. 'media', and id) has, whatever the action. */
export const entityAuditCount = (t: TestContext, entity: string, entityId: number) =>
  rowCount(t, auditLog, and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

/** How many rows each catalogue table and the audit log hold: compared before and after a refused call. */
export async function snapshot(t: TestContext) {
  return {
    categories: await rowCount(t, categories),
    outlets: await rowCount(t, outlets),
    subjects: await rowCount(t, subjects),
    sources: await rowCount(t, sources),
    audit: await rowCount(t, auditLog),
  };
}

// ---- rows written straight to the database ----

/** Writes one row to a table and answers it as stored. */
async function insertOne<T extends PgTable>(t: TestContext, table: T, values: PgInsertValue<T>) {
  const [row] = await t.app.db.insert(table).values(values).returning();
  return row as T['$inferSelect'];
}

export async function makeCategory(t: TestContext, title = 'سیاسی', color = '#1565c0') {
  return insertOne(t, categories, { title, titleKey: normalizePersian(title), color });
}

export async function makeEvaluation(t: TestContext, title = 'نادرست', color = '#d32f2f', score = -2) {
  return insertOne(t, evaluations, { title, color, score });
}

export async function makeOutlet(
  t: TestContext,
  name = 'خبرگزاری نمونه',
  englishName = 'Sample News',
  origin: Origin = 1,
) {
  return insertOne(t, outlets, {
    name,
    englishName,
    origin,
    link: 'https://sample.example',
    searchText: outletSearchText({ name, englishName, origin }),
  });
}

/** A subject (published now unless told otherwise). */
export async function makeSubject(
  t: TestContext,
  values: Partial<typeof subjects.$inferInsert> & { title: string },
) {
  return insertOne(t, subjects, {
    abstract: 'چکیده',
    content: '<p>متن</p>',
    status: 2,
    datePublished: new Date(),
    ...values,
    searchText: normalizePersian(`${values.title} ${values.abstract ?? 'چکیده'}`),
  });
}

export async function makeSource(
  t: TestContext,
  values: { subjectId: number; outletId: number } & Partial<typeof sources.$inferInsert>,
) {
  return insertOne(t, sources, { title: 'منبع', summary: 'خلاصه', ...values });
}

/** A review (published now unless told otherwise). */
export async function makeReview(
  t: TestContext,
  values: Partial<typeof reviews.$inferInsert> & { subjectId: number; title: string },
) {
  const summary = values.summary ?? 'خلاصه بررسی';
  const status = values.status ?? 2;
  return insertOne(t, reviews, {
    content: '<p>متن بررسی</p>',
    status,
    datePublished: status === 2 ? new Date() : null,
    ...values,
    summary,
    searchText: normalizePersian(`${values.title} ${summary}`),
  });
}

export async function makeNewsItem(
  t: TestContext,
  values: Partial<typeof reviewNewsItems.$inferInsert> & { reviewId: number },
) {
  return insertOne(t, reviewNewsItems, { title: 'خبر', link: 'https://news.example/1', ...values });
}

/** A question (the ask call has its own tests). */
export async function makeQuestion(t: TestContext, values: Partial<typeof questions.$inferInsert> = {}) {
  const title = values.title ?? 'پرسش نمونه';
  const summary = values.summary ?? 'علت درخواست بررسی';
  return insertOne(t, questions, {
    ...values,
    title,
    summary,
    searchText: questionSearchText({ title, summary }),
  });
}

/** Dates a given number of minutes apart, oldest first, for ordering tests. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
