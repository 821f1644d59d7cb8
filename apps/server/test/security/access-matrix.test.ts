import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { questions, reviews, users } from '../../src/db/schema/index.ts';
import { form, tokenFor } from '../factories.ts';
import { findUserById } from '../../src/features/users/users.repository.ts';
import { ACCESS_TABLE, expected } from './access-table.ts';
import { registeredRoutes, routeKey } from './route-collector.ts';
import { IDENTITIES, OWNER_ROLE, seededApp } from './seed.ts';
import { callRoute, rowFor } from './walk.ts';

// Server-rules section 4, enforced route by route: every registered route is called as a guest, as each
// role and as a blocked user, and the answer must match access-table.ts. A route with no row fails.

vi.mock('fastify', async (original) => {
  const { withRouteCollector } = await import('./route-collector.ts');
  return withRouteCollector(await original<{ default: unknown }>());
});

const { t, seed } = await seededApp({ web: true });
const routes = registeredRoutes();

const has = (key: string) => routes.some((r) => routeKey(r) === key);
const json = (res: { body: string }) => JSON.parse(res.body) as Record<string, unknown>;

describe('the access table', () => {
  it('has a row for every registered route: a route nobody wrote down is a failure (deny by default)', () => {
    const missing = routes.filter((r) => !rowFor(r)).map(routeKey);
    expect(missing, 'routes with no row in test/security/access-table.ts').toEqual([]);
  });

  it('has no row for a route that does not exist (a misspelt row would protect nothing)', () => {
    const known = new Set(routes.map(routeKey));
    const stale = Object.keys(ACCESS_TABLE).filter((key) => !known.has(key));
    expect(stale, 'rows of access-table.ts with no registered route').toEqual([]);
  });
});

describe('every route, as a guest, roles 1 to 5 and a blocked user', () => {
  for (const route of routes) {
    const row = rowFor(route);
    it.runIf(row)(`${routeKey(route)}: ${row?.rule}`, async () => {
      const seen: Record<string, number> = {};
      const wrong: string[] = [];
      for (const who of IDENTITIES) {
        const res = await callRoute(t, seed, route, seed.headers(who));
        seen[String(who)] = res.statusCode;
        const want = expected(row!.access, who);
        const ok =
          want === 'allowed'
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === want;
        if (!ok)
          wrong.push(`${String(who)}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (want !== 'allowed' && route.method !== 'HEAD') {
          // a refusal is the API's JSON error, never an HTML page or a partial answer
          expect(json(res)).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
        }
      }
      expect(wrong, `answers by identity: ${JSON.stringify(seen)}`).toEqual([]);
    });
  }
});

describe("one user and another's rows", () => {
  const tokenOf = async (userId: number) => {
    const row = await findUserById(t.app.db, userId);
    return { authorization: `Bearer ${await tokenFor(t, row!)}` };
  };

  it("refuses reading or editing another user's profile to everyone but a super admin", async () => {
    const before = await findUserById(t.app.db, seed.otherUserId);
    for (const role of [1, 3, 4, 5] as const) {
      const url = `/api/accounts/users/${seed.otherUserId}/`;
      const read = await t.app.inject({ url, headers: seed.headers(role) });
      expect(read.statusCode, `GET as ${role}`).toBe(403);
      const edit = await t.app.inject({
        method: 'PATCH',
        url,
        headers: seed.headers(role),
        payload: form({ first_name: 'ربوده', last_name: 'شده', abstract: 'نفوذ' }),
      });
      expect(edit.statusCode, `PATCH as ${role}`).toBe(403);
    }
    expect(await findUserById(t.app.db, seed.otherUserId)).toEqual(before);
  });

  it('lets each user read and edit their own profile', async () => {
    for (const role of [1, 2, 3, 4, 5] as const) {
      const url = `/api/accounts/users/${seed.user[role]}/`;
      expect((await t.app.inject({ url, headers: seed.headers(role) })).statusCode).toBe(200);
      const edit = await t.app.inject({
        method: 'PATCH',
        url,
        headers: seed.headers(role),
        payload: form({ first_name: 'نقش', last_name: `خود ${role}` }),
      });
      expect(edit.statusCode, `own PATCH as ${role}`).toBe(200);
    }
  });

  it("ignores role and is_active in a PATCH of one's own account (JSON and multipart)", async () => {
    for (const role of [1, 2, 3, 4, 5] as const) {
      const userId = seed.user[role];
      const url = `/api/accounts/users/${userId}/`;
      const before = await findUserById(t.app.db, userId);
      const attempts = [
        { payload: { role: role === 2 ? 1 : 2, is_active: false } },
        { payload: form({ role: role === 2 ? 1 : 2, is_active: 'false' }) },
        { payload: { is_active: false } },
      ];
      for (const attempt of attempts) {
        const res = await t.app.inject({ method: 'PATCH', url, headers: seed.headers(role), ...attempt });
        // a super admin is told no; anyone else is answered as if the fields were not there
        if (role !== 2) expect(res.statusCode).toBe(200);
        else expect([400, 403, 409]).toContain(res.statusCode);
        const after = await findUserById(t.app.db, userId);
        expect({ role: after!.role, isActive: after!.isActive }, `own PATCH as ${role}`).toEqual({
          role: before!.role,
          isActive: true,
        });
      }
    }
  });

  it("refuses another user's question to a regular user and to roles 4 and 5, and keeps it out of their lists", async () => {
    const [before] = await t.app.db.select().from(questions).where(eq(questions.id, seed.questionId));
    for (const role of [1, 4, 5] as const) {
      const url = `/api/news/asked/${seed.questionId}/`;
      expect((await t.app.inject({ url, headers: seed.headers(role) })).statusCode, `GET as ${role}`).toBe(
        403,
      );
      const edit = await t.app.inject({
        method: 'PATCH',
        url,
        headers: seed.headers(role),
        payload: { title: 'ربوده', summary: 'شده' },
      });
      expect(edit.statusCode, `PATCH as ${role}`).toBe(403);
      const removed = await t.app.inject({ method: 'DELETE', url, headers: seed.headers(role) });
      expect(removed.statusCode, `DELETE as ${role}`).toBe(403);
      const list = await t.app.inject({ url: '/api/news/asked/', headers: seed.headers(role) });
      expect(list.statusCode).toBe(200);
      expect((list.json() as { id: number }[]).map((q) => q.id)).not.toContain(seed.questionId);
    }
    const mine = await t.app.inject({ url: '/api/news/asked/', headers: await tokenOf(seed.otherUserId) });
    expect((mine.json() as { id: number }[]).map((q) => q.id)).toContain(seed.questionId);
    const [after] = await t.app.db.select().from(questions).where(eq(questions.id, seed.questionId));
    expect({ ...after, isShown: true }).toEqual({ ...before, isShown: true });
  });

  const reviewRoutes = ['GET /api/news/review-subject/:id/', 'PATCH /api/news/review-subject/:id/'];
  it.runIf(reviewRoutes.every(has))(
    "refuses another staff member's review draft to a board member (role 4), lets the editor (role 5) edit it, and hides every draft from the public",
    async () => {
      const otherUrl = `/api/news/review-subject/${seed.otherDraftReviewId}/`;
      const [before] = await t.app.db.select().from(reviews).where(eq(reviews.id, seed.otherDraftReviewId));
      // the draft belongs to the role-5 user: the role-4 user may not touch it, a regular user may not see it
      const edit = await t.app.inject({
        method: 'PATCH',
        url: otherUrl,
        headers: seed.headers(4),
        payload: form({ title: 'ربوده', summary: 'شده' }),
      });
      expect(edit.statusCode).toBe(403);
      expect((await t.app.inject({ url: otherUrl, headers: seed.headers(1) })).statusCode).toBe(403);
      expect((await t.app.inject({ url: otherUrl })).statusCode).toBe(401);
      const [after] = await t.app.db.select().from(reviews).where(eq(reviews.id, seed.otherDraftReviewId));
      expect(after).toEqual(before);
      // and the other way round: the editor edits any review, the role-4 user's draft included
      const byEditor = await t.app.inject({
        method: 'PATCH',
        url: `/api/news/review-subject/${seed.reviewId}/`,
        headers: seed.headers(5),
        payload: form({ title: 'ویرایش سردبیر' }),
      });
      expect([401, 403]).not.toContain(byEditor.statusCode);
      if (has('GET /api/public/public-news-review/:id/')) {
        for (const who of IDENTITIES) {
          const res = await t.app.inject({
            url: `/api/public/public-news-review/${seed.reviewId}/`,
            headers: seed.headers(who),
          });
          expect(res.statusCode, `public draft as ${String(who)}`).toBe(404);
        }
      }
    },
  );

  it('keeps the blocked user blocked and the asker as they were after the walk', async () => {
    const [blocked] = await t.app.db.select().from(users).where(eq(users.id, seed.blockedId));
    expect(blocked!.isActive).toBe(false);
    expect(OWNER_ROLE).toBe(4);
  });
});
