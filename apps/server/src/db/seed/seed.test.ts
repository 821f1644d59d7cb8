import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizePersian, Role, STATUSES } from '@rasti/contract';
import { and, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/app.ts';
import { outletSearchText } from '../../features/outlets/outlets.search-text.ts';
import { smallImageKey } from '../../lib/images.ts';
import { type FileStorage, LocalStorage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import {
  categories,
  corrections,
  evaluations,
  outlets,
  questions,
  reviewNewsItems,
  reviews,
  sources,
  subjects,
  users,
} from '../schema/index.ts';
import { DEMO_CORRECTION } from './content/about.ts';
import { avatarSvg } from './images.ts';
import { seedDemo } from './index.ts';
import { buildDemoPlan } from './plan.ts';

const DEMO_ACCOUNTS = [
  ['09120000001', Role.Regular],
  ['09120000002', Role.SuperAdmin],
  ['09120000003', Role.Admin],
  ['09120000004', Role.Board],
  ['09120000005', Role.Editor],
] as const;

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

async function counts(db: Db) {
  return {
    users: await db.$count(users),
    categories: await db.$count(categories),
    evaluations: await db.$count(evaluations),
    outlets: await db.$count(outlets),
    subjects: await db.$count(subjects),
    sources: await db.$count(sources),
    reviews: await db.$count(reviews),
    items: await db.$count(reviewNewsItems),
    questions: await db.$count(questions),
  };
}

describe('the demo plan (no database)', () => {
  const now = new Date('2025-03-01T08:00:00Z');
  const plan = buildDemoPlan(now);

  it('is deterministic for a given seeding time', () => {
    expect(buildDemoPlan(now)).toEqual(plan);
  });

  it('gives people drawn portraits, never Latin initials: an avatar has no text', () => {
    const avatars = plan.users.flatMap((u) => (u.avatar?.kind === 'avatar' ? [{ u, spec: u.avatar }] : []));
    expect(avatars.filter(({ u }) => u.role === Role.Board).length).toBeGreaterThanOrEqual(5);
    for (const { u, spec } of avatars) {
      expect(spec.gender).toBe(u.gender);
      expect(avatarSvg(spec)).not.toMatch(/<text/);
    }
  });

  it('writes only the clean HTML subset, with https links', () => {
    for (const html of [...plan.subjects.map((s) => s.content), ...plan.reviews.map((r) => r.content)]) {
      const tags = [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
      expect(tags.every((tag) => ['p', 'h2', 'h3', 'strong', 'em', 'ul', 'li', 'a'].includes(tag!))).toBe(
        true,
      );
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\//);
    }
  });

  it('keeps dates coherent: rumours before their subject, reviews after it, questions after joining', () => {
    const day = 86_400_000;
    const bySubject = new Map(plan.subjects.map((s) => [s.key, s]));
    for (const s of plan.subjects) {
      if (s.status === 2) {
        expect(now.getTime() - s.datePublished!.getTime()).toBeLessThanOrEqual(61 * day);
        expect(s.datePublished!.getTime()).toBeLessThan(now.getTime());
      }
      if (s.status === 1) expect(s.datePublished).toBeNull();
      for (const src of s.sources) {
        expect(src.datePublishedRumor.getTime()).toBeLessThan((s.datePublished ?? s.createdAt).getTime());
      }
    }
    for (const r of plan.reviews) {
      const subject = bySubject.get(r.subject)!;
      expect(subject.status).toBe(2);
      if (r.datePublished) {
        expect(r.datePublished.getTime()).toBeGreaterThan(subject.datePublished!.getTime());
        expect(r.datePublished.getTime()).toBeLessThan(now.getTime());
      }
    }
    const joined = new Map(plan.users.map((u) => [u.key, u.dateJoined.getTime()]));
    for (const q of plan.questions) {
      if (q.user) expect(q.registerDate.getTime()).toBeGreaterThan(joined.get(q.user)!);
      if (q.subject)
        expect(q.registerDate.getTime()).toBeLessThan(bySubject.get(q.subject)!.datePublished!.getTime());
    }
  });

  it('has unique titles and hashtags in the #tag form', () => {
    expect(new Set(plan.subjects.map((s) => s.title)).size).toBe(plan.subjects.length);
    expect(new Set(plan.reviews.map((r) => r.title)).size).toBe(plan.reviews.length);
    for (const s of plan.subjects) expect(s.hashtags).toMatch(/^#\S+( #\S+)*$/);
  });
});

describe('seedDemo on a real database', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Db;
  let root: string;
  let storage: FileStorage;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    root = mkdtempSync(path.join(os.tmpdir(), 'rasti-seed-'));
    storage = new LocalStorage(root);
  });
  afterAll(async () => {
    await database.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses to run in production and writes nothing', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      await expect(seedDemo({ db, storage })).rejects.toThrow(/production/);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await db.$count(subjects)).toBe(0);
    expect(filesUnder(root)).toEqual([]);
  });

  it('removes the pictures it stored when storing a later one fails', async () => {
    let puts = 0;
    const failing: FileStorage = {
      put: async (key, body, type) => {
        if (++puts === 25) throw new Error('disk full');
        await storage.put(key, body, type);
      },
      delete: (key) => storage.delete(key),
      url: (key) => storage.url(key),
      exists: (key) => storage.exists!(key),
      list: () => storage.list(),
    };
    await expect(seedDemo({ db, storage: failing })).rejects.toThrow('disk full');
    expect(puts).toBeGreaterThanOrEqual(25);
    expect(filesUnder(root)).toEqual([]);
    expect(await db.$count(outlets)).toBe(0);
  });

  // the two seeding tests render every picture (twice for the race): give them room on a busy machine
  it('leaves nothing behind, rows or files, when the transaction fails part-way', {
    timeout: 120_000,
  }, async () => {
    await db.execute(
      sql.raw(
        `create function seed_test_fail() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        'create trigger seed_test_fail before insert on review_news_items for each row execute function seed_test_fail()',
      ),
    );
    try {
      const error = await seedDemo({ db, storage }).then(
        () => null,
        (e: unknown) => e as Error,
      );
      // drizzle wraps the database error; the injected one must be the cause, not some other failure
      expect(`${error?.message} ${(error?.cause as Error | undefined)?.message}`).toMatch(/injected failure/);
    } finally {
      await db.execute(sql.raw('drop trigger seed_test_fail on review_news_items'));
      await db.execute(sql.raw('drop function seed_test_fail()'));
    }
    const after = await counts(db);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(filesUnder(root)).toEqual([]);
  });

  it('seeds once when two servers start together, keeping an account that already exists', {
    timeout: 120_000,
  }, async () => {
    // ADMIN_MOBILE may already have made one of the demo numbers a super admin
    await db.insert(users).values({ firstName: 'مدیر', lastName: 'اصلی', mobile: '09120000002', role: 2 });
    const messages: string[] = [];
    const log = (m: string) => messages.push(m);
    const results = await Promise.all([seedDemo({ db, storage, log }), seedDemo({ db, storage, log })]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    const done = messages.find((m) => /^demo seed: .* in \d+ ms$/.test(m));
    expect(done).toBeDefined();
    console.info(done);
    // the loser removed its pictures: one main file and one -sm variant per picture of one plan
    const plan = buildDemoPlan(new Date());
    const pictures =
      plan.users.filter((u) => u.avatar).length +
      plan.outlets.length +
      plan.subjects.length +
      plan.reviews.length;
    expect(filesUnder(root)).toHaveLength(pictures * 2);

    const c = await counts(db);
    expect(c.users).toBeGreaterThanOrEqual(15);
    expect(c.categories).toBeGreaterThanOrEqual(6);
    expect(c.categories).toBeLessThanOrEqual(8);
    expect(c.evaluations).toBeGreaterThanOrEqual(5);
    expect(c.evaluations).toBeLessThanOrEqual(6);
    expect(c.outlets).toBeGreaterThanOrEqual(15);
    expect(c.subjects).toBeGreaterThanOrEqual(30);
    expect(c.reviews).toBeGreaterThanOrEqual(20);
    expect(c.questions).toBeGreaterThanOrEqual(12);

    const [kept] = await db.select().from(users).where(eq(users.mobile, '09120000002'));
    expect([kept!.firstName, kept!.lastName, kept!.role]).toEqual(['مدیر', 'اصلی', 2]);
  });

  it('has one account per role at 0912000000N and five active faculty members with avatars', async () => {
    for (const [mobile, role] of DEMO_ACCOUNTS) {
      const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
      expect(user?.role).toBe(role);
      expect(user?.firstName).not.toBe('');
      expect(user?.lastName).not.toBe('');
      // the pre-existing super admin has no abstract: the seed leaves it alone
      if (role !== Role.Regular && mobile !== '09120000002') expect(user?.abstract).not.toBe('');
    }
    const faculty = await db
      .select()
      .from(users)
      .where(and(eq(users.role, Role.Board), eq(users.isActive, true)));
    expect(faculty).toHaveLength(5);
    for (const member of faculty) {
      expect(member.abstract.length).toBeGreaterThan(80);
      expect(existsSync(path.join(root, member.avatar!))).toBe(true);
    }
    expect(await db.$count(users, eq(users.isActive, false))).toBe(1);
  });

  it('gives a published review of a published subject one public correction note', async () => {
    const notes = await db.select().from(corrections);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'r', note: DEMO_CORRECTION });
    const [review] = await db.select().from(reviews).where(eq(reviews.id, notes[0]!.itemId));
    const [subject] = await db.select().from(subjects).where(eq(subjects.id, review!.subjectId));
    expect([review!.status, subject!.status]).toEqual([2, 2]);
    expect(notes[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(review!.datePublished!.getTime());
  });

  it('covers every subject status, with 2-4 sources each and images on disk', async () => {
    const rows = await db.select().from(subjects);
    expect(new Set(rows.map((s) => s.status))).toEqual(new Set(STATUSES));
    expect(rows.filter((s) => s.status === 2).length).toBeGreaterThan(rows.length / 2);
    for (const s of rows) {
      const n = await db.$count(sources, eq(sources.subjectId, s.id));
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
      expect(s.priority).toBeGreaterThanOrEqual(1);
      expect(s.priority).toBeLessThanOrEqual(5);
      expect(s.datePublished === null).toBe(s.status === 1);
      expect(existsSync(path.join(root, s.mainImage!))).toBe(true);
    }
    expect(new Set(rows.map((s) => s.categoryId)).size).toBe(await db.$count(categories));
  });

  it('gives at least 15 outlets a logo file, and outlets different rumour counts (some none)', async () => {
    const rows = await db.select().from(outlets);
    const withLogo = rows.filter(
      (o) =>
        o.logo && existsSync(path.join(root, o.logo)) && existsSync(path.join(root, smallImageKey(o.logo))),
    );
    expect(withLogo.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((o) => o.origin))).toEqual(new Set([1, 2]));
    for (const o of rows) expect(o.link).toMatch(/^https:\/\//);
    const perOutlet = await Promise.all(rows.map((o) => db.$count(sources, eq(sources.outletId, o.id))));
    expect(perOutlet.filter((n) => n === 0).length).toBeGreaterThanOrEqual(2);
    expect(new Set(perOutlet).size).toBeGreaterThanOrEqual(5);
  });

  it('links reviews to published subjects, by staff authors, with 1-3 news items each', async () => {
    const rows = await db
      .select({ review: reviews, subjectStatus: subjects.status, authorRole: users.role })
      .from(reviews)
      .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
      .innerJoin(users, eq(users.id, reviews.authorId));
    expect(rows).toHaveLength(await db.$count(reviews));
    expect(rows.filter((r) => r.review.status === 2).length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((r) => r.review.status === 1)).toBe(true);
    for (const r of rows) {
      expect(r.subjectStatus).toBe(2);
      expect([Role.Board, Role.Editor]).toContain(r.authorRole);
      const n = await db.$count(reviewNewsItems, eq(reviewNewsItems.reviewId, r.review.id));
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
    }
  });

  it('has answered, unanswered, anonymous and hidden questions, some from 09120000001', async () => {
    const [regular] = await db.select().from(users).where(eq(users.mobile, '09120000001'));
    const own = await db.select().from(questions).where(eq(questions.userId, regular!.id));
    expect(own.some((q) => q.subjectId !== null)).toBe(true);
    expect(own.some((q) => q.subjectId === null)).toBe(true);
    expect(await db.$count(questions, isNull(questions.userId))).toBeGreaterThanOrEqual(3);
    expect(await db.$count(questions, isNotNull(questions.subjectId))).toBeGreaterThanOrEqual(4);
    expect(await db.$count(questions, eq(questions.isShown, false))).toBe(1);
  });

  it('stores normalised search columns that Arabic-keyboard queries find', async () => {
    for (const u of await db.select().from(users).where(like(users.mobile, '0912%'))) {
      if (u.mobile === '09120000002') continue; // the pre-existing account is not the seed's
      expect(u.searchText).toBe(normalizePersian(`${u.firstName} ${u.lastName} ${u.mobile}`));
    }
    for (const o of await db.select().from(outlets)) expect(o.searchText).toBe(outletSearchText(o));
    for (const s of await db.select().from(subjects)) {
      expect(s.searchText).toBe(normalizePersian(`${s.title} ${s.abstract}`));
    }
    for (const r of await db.select().from(reviews)) {
      expect(r.searchText).toBe(normalizePersian(`${r.title} ${r.summary}`));
    }
    for (const c of await db.select().from(categories)) expect(c.titleKey).toBe(normalizePersian(c.title));
    // 'واكسن' typed with an Arabic kaf, 'پیاده‌روی' typed without the half-space
    const query = (text: string) => `%${normalizePersian(text)}%`;
    expect(await db.$count(subjects, like(subjects.searchText, query('واكسن')))).toBeGreaterThan(0);
    expect(await db.$count(subjects, like(subjects.searchText, query('پیاده روی')))).toBeGreaterThan(0);
    expect(await db.$count(outlets, like(outlets.searchText, query('GLOBAL LENS')))).toBe(1);
    // the category text finds every outlet of that category (the /manage-media search)
    for (const [origin, label] of [
      [1, 'داخلی'],
      [2, 'خارجی'],
    ] as const) {
      const found = await db.$count(outlets, like(outlets.searchText, query(label)));
      expect(found, label).toBe(await db.$count(outlets, eq(outlets.origin, origin)));
      expect(found, label).toBeGreaterThan(0);
    }
  });

  it('does nothing on a second call: same counts, no new files', async () => {
    const before = await counts(db);
    const files = filesUnder(root).length;
    expect(await seedDemo({ db, storage })).toEqual({ seeded: false });
    expect(await counts(db)).toEqual(before);
    expect(filesUnder(root)).toHaveLength(files);
  });
});
