// Test helpers for the catalogue features: one user per role, files, forms and rows made directly.
import { normalizePersian, type Origin, type Role } from '@rasti/contract';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import type { TestContext } from '../../../test/app.ts';
import { tokenFor } from '../accounts/accounts.testing.ts';
import {
  auditLog,
  categories,
  evaluations,
  outlets,
  sources,
  subjects,
  users,
} from '../../db/schema/index.ts';
import { outletSearchText } from '../outlets/outlets.search-text.ts';

export type Who = 'guest' | Role;
export const ALL: readonly Who[] = ['guest', 1, 2, 3, 4, 5];

/** Headers acting as each role: one active user per role, made in the database, with a signed token. */
export async function actors(t: TestContext): Promise<(who: Who) => Record<string, string>> {
  const tokens = new Map<Who, string>();
  for (const role of [1, 2, 3, 4, 5] as const) {
    const [row] = await t.app.db
      .insert(users)
      .values({ firstName: 'نقش', lastName: String(role), mobile: `0912000000${role}`, role })
      .returning();
    tokens.set(role, await tokenFor(t, row!));
  }
  return (who): Record<string, string> =>
    who === 'guest' ? {} : { authorization: `Bearer ${tokens.get(who)}` };
}

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

/** A multipart body: text fields and file parts. */
export function form(fields: Record<string, string | number>, files: Record<string, Buffer> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  for (const [name, bytes] of Object.entries(files))
    data.append(name, new Blob([new Uint8Array(bytes)]), `${name}.bin`);
  return data;
}

export async function rowCount(t: TestContext, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

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

export async function makeCategory(t: TestContext, title = 'سیاسی', color = '#1565c0') {
  const [row] = await t.app.db
    .insert(categories)
    .values({ title, titleKey: normalizePersian(title), color })
    .returning();
  return row!;
}

export async function makeEvaluation(t: TestContext, title = 'نادرست', color = '#d32f2f', score = -2) {
  const [row] = await t.app.db.insert(evaluations).values({ title, color, score }).returning();
  return row!;
}

export async function makeOutlet(
  t: TestContext,
  name = 'خبرگزاری نمونه',
  englishName = 'Sample News',
  origin: Origin = 1,
) {
  const [row] = await t.app.db
    .insert(outlets)
    .values({
      name,
      englishName,
      origin,
      link: 'https://sample.example',
      searchText: outletSearchText({ name, englishName, origin }),
    })
    .returning();
  return row!;
}

export async function makeSubject(
  t: TestContext,
  values: Partial<typeof subjects.$inferInsert> & { title: string },
) {
  const [row] = await t.app.db
    .insert(subjects)
    .values({
      abstract: 'چکیده',
      content: '<p>متن</p>',
      status: 2,
      datePublished: new Date(),
      ...values,
      searchText: normalizePersian(`${values.title} ${values.abstract ?? 'چکیده'}`),
    })
    .returning();
  return row!;
}

export async function makeSource(
  t: TestContext,
  values: { subjectId: number; outletId: number } & Partial<typeof sources.$inferInsert>,
) {
  const [row] = await t.app.db
    .insert(sources)
    .values({ title: 'منبع', summary: 'خلاصه', ...values })
    .returning();
  return row!;
}
