// The demo seed: accounts of every role, categories, evaluations, outlets with logos, subjects with
// sources, reviews with news items, and questions. The caller decides whether to run it (never in
// production; this file refuses too). It never overwrites: any category, outlet or subject means "done".
import { availableParallelism } from 'node:os';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { cleanHtml } from '../../lib/html.ts';
import { deleteImage, saveImage } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import {
  auditLog,
  categories,
  corrections,
  evaluations,
  outlets,
  questions,
  reviewNewsItems,
  reviews,
  sitePages,
  sources,
  subjects,
  users,
} from '../schema/index.ts';
import { ABOUT_HTML, DEMO_CORRECTION } from './content/about.ts';
import { type ImageSpec, renderImage, saveOptions } from './images.ts';
import { buildDemoPlan, type DemoPlan } from './plan.ts';

export interface SeedOptions {
  db: Db;
  storage: FileStorage;
  log?: (msg: string) => void;
}

/** Serialises concurrent seeders (several servers starting on one PostgreSQL). */
const SEED_LOCK_KEY = 7_401_275_311;
/** Pictures rendered at once: rendering is CPU-bound, so one per core. */
const IMAGE_CONCURRENCY = Math.max(2, availableParallelism());

async function hasCatalogue(db: Db): Promise<boolean> {
  for (const table of [categories, outlets, subjects]) {
    const rows = await db.select({ id: table.id }).from(table).limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/** Runs fn over items, `limit` at a time; on a failure it starts nothing new, waits for the rest, then throws. */
async function mapLimit<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (failures.length === 0 && next < items.length) {
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length > 0) throw failures[0];
}

function imagesOf(plan: DemoPlan): ImageSpec[] {
  return [
    ...plan.users.flatMap((u) => (u.avatar ? [u.avatar] : [])),
    ...plan.outlets.map((o) => o.logo),
    ...plan.subjects.map((s) => s.image),
    ...plan.reviews.map((r) => r.image),
  ];
}

async function removeFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => deleteImage(storage, key)));
}

/**
 * Inserts the planned rows in one statement and maps each planned item's key to the id of the row whose
 * `field` matches it (unique within the demo: RETURNING order is not promised).
 */
async function insertMatched<
  T extends PgTable & { id: PgColumn } & Record<F, PgColumn>,
  F extends string,
  P extends { key: string } & Record<F, string>,
>(
  tx: Db,
  table: T,
  planned: readonly P[],
  field: F,
  toRow: (item: P) => PgInsertValue<T>,
): Promise<Map<string, number>> {
  const rows = (await tx
    .insert(table)
    .values(planned.map(toRow))
    .returning({ id: table.id, value: table[field] })) as { id: number; value: string }[];
  const idByValue = new Map(rows.map((row) => [row.value, row.id]));
  return new Map(planned.map((item) => [item.key, lookup(idByValue, item[field], field)]));
}

function lookup<V>(map: Map<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown ${what} '${key}'`);
  return value;
}

async function insertPlan(tx: Db, plan: DemoPlan, files: Map<ImageSpec, string>): Promise<void> {
  const file = (spec: ImageSpec) => {
    const key = files.get(spec);
    if (!key) throw new Error('demo seed: a picture was not stored');
    return key;
  };

  // Accounts that already exist (ADMIN_MOBILE may be one of the demo numbers) are left as they are.
  await tx
    .insert(users)
    .values(
      plan.users.map((u) => ({
        firstName: u.firstName,
        lastName: u.lastName,
        mobile: u.mobile,
        role: u.role,
        gender: u.gender,
        abstract: u.abstract,
        avatar: u.avatar ? file(u.avatar) : null,
        isActive: u.isActive,
        searchText: u.searchText,
        dateJoined: u.dateJoined,
        updatedAt: u.dateJoined,
      })),
    )
    .onConflictDoNothing({ target: users.mobile });
  const userRows = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        plan.users.map((u) => u.mobile),
      ),
    );
  const idByMobile = new Map(userRows.map((r) => [r.mobile, r.id]));
  const userId = new Map(plan.users.map((u) => [u.key, lookup(idByMobile, u.mobile, 'mobile')]));
  const superAdmin = lookup(userId, 'superAdmin', 'user');
  const stamp = (at: Date, by: number) => ({ createdAt: at, updatedAt: at, createdBy: by, updatedBy: by });
  const setupAt = plan.users.find((u) => u.key === 'superAdmin')!.dateJoined;

  // Bulk inserts, matched back by a field unique within the demo (RETURNING order is not promised).
  // a category's, an evaluation's and an outlet's row is the planned item itself, without its key
  const categoryId = await insertMatched(tx, categories, plan.categories, 'title', ({ key, ...c }) => ({
    ...c,
    ...stamp(setupAt, superAdmin),
  }));
  const evaluationId = await insertMatched(tx, evaluations, plan.evaluations, 'title', ({ key, ...e }) => ({
    ...e,
    ...stamp(setupAt, superAdmin),
  }));
  const outletId = await insertMatched(tx, outlets, plan.outlets, 'name', ({ key, logo, ...o }) => ({
    ...o,
    logo: file(logo),
    ...stamp(setupAt, superAdmin),
  }));

  const subjectId = await insertMatched(tx, subjects, plan.subjects, 'title', (s) => {
    const by = lookup(userId, s.createdBy, 'user');
    return {
      title: s.title,
      abstract: s.abstract,
      content: cleanHtml(s.content),
      mainImage: file(s.image),
      categoryId: lookup(categoryId, s.category, 'category'),
      evaluationId: lookup(evaluationId, s.verdict, 'evaluation'),
      status: s.status,
      priority: s.priority,
      hashtags: s.hashtags,
      datePublished: s.datePublished,
      views: s.views,
      searchText: s.searchText,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
      createdBy: by,
      updatedBy: by,
    };
  });
  await tx.insert(sources).values(
    plan.subjects.flatMap((s) =>
      s.sources.map((src) => ({
        subjectId: lookup(subjectId, s.key, 'subject'),
        title: src.title,
        link: src.link,
        outletId: lookup(outletId, src.outlet, 'outlet'),
        summary: src.summary,
        datePublishedRumor: src.datePublishedRumor,
        evaluationId: lookup(evaluationId, src.verdict, 'evaluation'),
        status: 2,
        ...stamp(s.createdAt, lookup(userId, s.createdBy, 'user')),
      })),
    ),
  );

  const reviewRows = await tx
    .insert(reviews)
    .values(
      plan.reviews.map((r) => {
        const author = lookup(userId, r.author, 'user');
        return {
          subjectId: lookup(subjectId, r.subject, 'subject'),
          title: r.title,
          summary: r.summary,
          content: cleanHtml(r.content),
          mainImage: file(r.image),
          status: r.status,
          datePublished: r.datePublished,
          authorId: author,
          views: r.views,
          searchText: r.searchText,
          createdAt: r.createdAt,
          updatedAt: r.updatedAt,
          createdBy: author,
          updatedBy: author,
        };
      }),
    )
    .returning({ id: reviews.id, title: reviews.title });
  const reviewId = new Map(reviewRows.map((row) => [row.title, row.id]));
  await tx.insert(reviewNewsItems).values(
    plan.reviews.flatMap((r) =>
      r.items.map((item) => ({
        reviewId: lookup(reviewId, r.title, 'review'),
        outletId: lookup(outletId, item.outlet, 'outlet'),
        title: item.title,
        link: item.link,
        summary: item.summary,
        date: item.date,
        evaluationId: lookup(evaluationId, item.verdict, 'evaluation'),
        position: item.position,
      })),
    ),
  );

  await tx.insert(questions).values(
    plan.questions.map((q) => ({
      title: q.title,
      summary: q.summary,
      resource: q.resource,
      fullName: q.fullName,
      userId: q.user ? lookup(userId, q.user, 'user') : null,
      subjectId: q.subject ? lookup(subjectId, q.subject, 'subject') : null,
      isShown: q.isShown,
      searchText: q.searchText,
      registerDate: q.registerDate,
      answeredAt: q.answeredAt,
      updatedAt: q.registerDate,
    })),
  );

  // one public correction, so /corrections and a report's 'اصلاحیه' box have an example
  const corrected = plan.reviews.find((r) => r.status === 2 && r.datePublished);
  if (corrected?.datePublished) {
    await tx.insert(corrections).values({
      kind: 'r',
      itemId: lookup(reviewId, corrected.title, 'review'),
      note: DEMO_CORRECTION,
      createdAt: new Date(Math.max(corrected.updatedAt.getTime(), corrected.datePublished.getTime())),
      createdBy: lookup(userId, corrected.author, 'user'),
    });
  }

  // the about page, as a super admin wrote it; an existing page is kept
  await tx
    .insert(sitePages)
    .values({ key: 'about', body: cleanHtml(ABOUT_HTML), updatedAt: setupAt, updatedBy: superAdmin })
    .onConflictDoNothing({ target: sitePages.key });

  await tx.insert(auditLog).values({
    actorId: null,
    action: 'demo.seed',
    entity: 'demo',
    details: JSON.stringify({
      users: plan.users.length,
      outlets: plan.outlets.length,
      subjects: plan.subjects.length,
      reviews: plan.reviews.length,
      questions: plan.questions.length,
    }),
  });
}

export async function seedDemo(opts: SeedOptions): Promise<{ seeded: boolean }> {
  if (process.env.NODE_ENV === 'production') throw new Error('The demo seed never runs in production.');
  const { db, storage, log = () => {} } = opts;
  if (await hasCatalogue(db)) {
    log('demo seed: skipped, the database already has data');
    return { seeded: false };
  }

  const started = Date.now();
  const plan = buildDemoPlan(new Date());
  const files = new Map<ImageSpec, string>();
  try {
    // Pictures first, outside the transaction, so it stays short; they are removed if it does not commit.
    await mapLimit(imagesOf(plan), IMAGE_CONCURRENCY, async (spec) => {
      const key = await saveImage(storage, await renderImage(spec), saveOptions(spec));
      files.set(spec, key);
    });
    const imagesDone = Date.now();
    const seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
      if (await hasCatalogue(tx)) return false;
      await insertPlan(tx, plan, files);
      return true;
    });
    if (!seeded) {
      await removeFiles(storage, [...files.values()]);
      log('demo seed: skipped, another process seeded first');
      return { seeded: false };
    }
    log(
      `demo seed: ${plan.users.length} accounts, ${plan.outlets.length} outlets, ${plan.subjects.length} subjects, ` +
        `${plan.reviews.length} reviews, ${plan.questions.length} questions; ${files.size} pictures in ` +
        `${imagesDone - started} ms, rows in ${Date.now() - imagesDone} ms, done in ${Date.now() - started} ms`,
    );
    return { seeded: true };
  } catch (err) {
    await removeFiles(storage, [...files.values()]);
    throw err;
  }
}
