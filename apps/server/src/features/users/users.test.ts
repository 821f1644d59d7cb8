import {
  ERROR_CODES,
  PROFILE_MESSAGES,
  Role,
  SERVER_MESSAGES,
  textTooLong,
  VALIDATION,
} from '@rasti/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { auditLog, refreshTokens, users } from '../../db/schema/index.ts';
import {
  bearer,
  freshMobile,
  latestCode,
  makeUser,
  multipart,
  send,
  sendForm,
  signIn,
  tokenFor,
  updateUserAsStaleAdmin,
} from '../../../test/factories.ts';
import type { UserRow } from './users.repository.ts';

const { t } = setupApp();
let admin: UserRow;
let adminToken: string;
beforeAll(async () => {
  admin = await makeUser(t, { firstName: 'مدیر', lastName: 'ارشد', role: Role.SuperAdmin });
  adminToken = await tokenFor(t, admin);
});

const OTHER_ROLES = [Role.Regular, Role.Admin, Role.Board, Role.Editor] as const;
const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]!.n;
const auditCount = async () => (await t.app.db.select({ n: count() }).from(auditLog))[0]!.n;
const rowOf = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
const lastAudit = async () =>
  (await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const list = (query: string, token = adminToken) =>
  t.app.inject({ url: `/api/accounts/users/${query}`, headers: bearer(token) });
const patchJson = (id: number, payload: object, token: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/accounts/users/${id}/`, payload, headers: bearer(token) });
const patchForm = (id: number, fields: Record<string, string>, token: string) =>
  sendForm(t, 'PATCH', `/api/accounts/users/${id}/`, token, fields);
const createForm = (fields: Record<string, string>, token = adminToken) =>
  sendForm(t, 'POST', '/api/accounts/users/', token, fields);
const validUser = () => ({
  first_name: 'رضا',
  last_name: 'احمدی',
  mobile: freshMobile(),
  role: '4',
  gender: '1',
  abstract: 'دکترای ارتباطات',
});

describe('GET /accounts/users/ (super admin)', () => {
  let listed: UserRow[];
  beforeAll(async () => {
    listed = [];
    for (let i = 0; i < 24; i++) {
      listed.push(
        await makeUser(t, {
          firstName: `عضو${i}`,
          lastName: 'فهرست',
          role: i % 2 ? Role.Board : Role.Regular,
          isActive: i % 3 !== 0,
        }),
      );
    }
  });

  it('pages newest first with X-Total-Count and a bare array in the user shape', async () => {
    const total = await userCount();
    const res = await list('?page=2&page_size=10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(total));
    const body = res.json() as { id: number; date_joined: string }[];
    expect(Array.isArray(body)).toBe(true);
    const all = await t.app.db.select().from(users).orderBy(desc(users.dateJoined), desc(users.id));
    expect(body.map((u) => u.id)).toEqual(all.slice(10, 20).map((u) => u.id));
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        'abstract',
        'avatar',
        'date_joined',
        'first_name',
        'full_name',
        'gender',
        'id',
        'is_active',
        'last_name',
        'mobile',
        'role',
      ].sort(),
    );
    expect(new Date(body[0]!.date_joined).toISOString()).toBe(body[0]!.date_joined);
  });

  it('filters by role and by is_active, counting only the matches', async () => {
    const boards = await list('?role=4&page_size=100');
    const expectedBoards = listed.filter((u) => u.role === Role.Board).length;
    expect(boards.headers['x-total-count']).toBe(String(expectedBoards));
    expect((boards.json() as { role: number }[]).every((u) => u.role === Role.Board)).toBe(true);

    const inactive = await list('?is_active=false&page_size=100');
    expect(inactive.headers['x-total-count']).toBe(String(listed.filter((u) => !u.isActive).length));
    expect((inactive.json() as { is_active: boolean }[]).every((u) => !u.is_active)).toBe(true);

    const both = await list('?is_active=true&role=4');
    expect(both.headers['x-total-count']).toBe(
      String(listed.filter((u) => u.isActive && u.role === Role.Board).length),
    );
  });

  it('searches normalised names: Arabic ي ك find Persian ی ک and the other way round', async () => {
    const persian = await makeUser(t, { firstName: 'یاسمن', lastName: 'کریمی‌نژاد' });
    const arabic = await makeUser(t, { firstName: 'علي', lastName: 'كاظمي' });
    const q = (s: string) => list(`?search=${encodeURIComponent(s)}`);
    expect((await q('كريمي')).json().map((u: { id: number }) => u.id)).toEqual([persian.id]);
    expect((await q('کاظمی')).json().map((u: { id: number }) => u.id)).toEqual([arabic.id]);
    expect((await q('یاسمن کریمی')).json().map((u: { id: number }) => u.id)).toEqual([persian.id]);
    expect((await q('نژاد')).headers['x-total-count']).toBe('1');
  });

  it('searches mobiles typed with Persian digits, and treats % and _ as text', async () => {
    const target = await makeUser(t, { mobile: '09187776655' });
    const res = await list(`?search=${encodeURIComponent('۰۹۱۸۷۷۷')}`);
    expect(res.json().map((u: { id: number }) => u.id)).toEqual([target.id]);
    expect((await list(`?search=${encodeURIComponent('%')}`)).headers['x-total-count']).toBe('0');
    expect((await list(`?search=${encodeURIComponent('_')}`)).headers['x-total-count']).toBe('0');
  });

  it('refuses page_size over 100 and a role outside 1..5', async () => {
    expect((await list('?page_size=101')).statusCode).toBe(400);
    expect((await list('?role=9')).statusCode).toBe(400);
  });

  it.each(OTHER_ROLES)('is refused to role %i (403), and to guests (401)', async (role) => {
    const someone = await makeUser(t, { role });
    const res = await list('', await tokenFor(t, someone));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ERROR_CODES.forbidden);
    expect((await t.app.inject({ url: '/api/accounts/users/' })).statusCode).toBe(401);
  });
});

describe('POST /accounts/users/ (super admin, multipart)', () => {
  it('creates a user, keeps the search column and writes the audit trail', async () => {
    const input = validUser();
    const res = await createForm(input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      first_name: 'رضا',
      last_name: 'احمدی',
      full_name: 'رضا احمدی',
      mobile: input.mobile,
      role: 4,
      gender: 1,
      abstract: 'دکترای ارتباطات',
      avatar: null,
      is_active: true,
    });
    expect((await rowOf(body.id)).searchText).toBe(`رضا احمدی ${input.mobile}`);
    expect(await lastAudit()).toMatchObject({
      actorId: admin.id,
      action: 'user.create',
      entity: 'user',
      entityId: body.id,
    });
  });

  it('accepts Persian digits in the mobile', async () => {
    const res = await createForm({ ...validUser(), mobile: '۰۹۱۳۵۵۵۴۴۳۳', role: '1', abstract: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().mobile).toBe('09135554433');
  });

  it('answers 409 for a mobile that exists, creating nothing', async () => {
    const existing = await makeUser(t);
    const before = [await userCount(), await auditCount()];
    const res = await createForm({ ...validUser(), mobile: existing.mobile });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: ERROR_CODES.conflict,
      detail: SERVER_MESSAGES.mobileTaken,
      fields: { mobile: [SERVER_MESSAGES.mobileTaken] },
    });
    expect([await userCount(), await auditCount()]).toEqual(before);
  });

  it("names each missing field with the user form's Persian message", async () => {
    const before = await userCount();
    const res = await createForm({});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ERROR_CODES.validation);
    expect(res.json().fields).toEqual({
      first_name: [VALIDATION.firstNameRequired],
      last_name: [VALIDATION.lastNameRequired],
      mobile: [VALIDATION.mobileRequired],
      role: [VALIDATION.roleRequired],
      gender: [VALIDATION.genderRequired],
    });
    expect(res.json().detail).toBe(VALIDATION.firstNameRequired);
    const blanks = await createForm({
      first_name: '  ',
      last_name: '',
      mobile: '0912',
      role: '1',
      gender: '1',
    });
    expect(blanks.json().fields).toEqual({
      first_name: [VALIDATION.firstNameRequired],
      last_name: [VALIDATION.lastNameRequired],
      mobile: [VALIDATION.mobileLength],
    });
    expect(await userCount()).toBe(before);
  });

  it('requires a resume for every role but the regular one', async () => {
    for (const role of ['2', '3', '4', '5']) {
      const res = await createForm({ ...validUser(), role, abstract: ' ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ abstract: [VALIDATION.resumeRequired] });
    }
    expect((await createForm({ ...validUser(), role: '1', abstract: '' })).statusCode).toBe(201);
  });

  it.each(OTHER_ROLES)('is refused to role %i, creating nothing', async (role) => {
    const someone = await makeUser(t, { role });
    const before = await userCount();
    const res = await createForm(validUser(), await tokenFor(t, someone));
    expect(res.statusCode).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('is refused to guests', async () => {
    const form = await multipart(validUser());
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/users/', ...form });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /accounts/users/{id}/ and /me/', () => {
  it('shows a user to themself and to a super admin; 404 for an unknown id', async () => {
    const someone = await makeUser(t, { gender: 2 });
    const own = await t.app.inject({
      url: `/api/accounts/users/${someone.id}/`,
      headers: bearer(await tokenFor(t, someone)),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: someone.id, gender: 2, full_name: 'کاربر آزمایشی' });
    const byAdmin = await t.app.inject({
      url: `/api/accounts/users/${someone.id}/`,
      headers: bearer(adminToken),
    });
    expect(byAdmin.json()).toEqual(own.json());
    const me = await t.app.inject({
      url: '/api/accounts/users/me/',
      headers: bearer(await tokenFor(t, someone)),
    });
    expect(me.json()).toEqual(own.json());
    const missing = await t.app.inject({ url: '/api/accounts/users/999999/', headers: bearer(adminToken) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(ERROR_CODES.notFound);
    expect((await t.app.inject({ url: '/api/accounts/users/me/' })).statusCode).toBe(401);
  });

  it.each(OTHER_ROLES)(
    "refuses role %i another user's account (and does not reveal unknown ids)",
    async (role) => {
      const someone = await makeUser(t, { role });
      const other = await makeUser(t);
      const token = await tokenFor(t, someone);
      expect(
        (await t.app.inject({ url: `/api/accounts/users/${other.id}/`, headers: bearer(token) })).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ url: '/api/accounts/users/999999/', headers: bearer(token) })).statusCode,
      ).toBe(403);
    },
  );
});

describe('PATCH /accounts/users/{id}/', () => {
  it('lets a user edit their own profile and answers a fresh access token with the new names', async () => {
    const mobile = freshMobile();
    const { access } = await signIn(t, mobile);
    const id = decodeJwt(access).id as number;
    const newMobile = freshMobile();
    const auditsBefore = await auditCount();
    const sent = await send(t, 'POST', `/api/accounts/users/${id}/request_mobile_change/`, bearer(access), {
      mobile: newMobile,
    });
    expect(sent.statusCode).toBe(200);
    const otp = latestCode(t, newMobile);
    const res = await patchForm(
      id,
      { first_name: ' نگار ', last_name: 'صالحی', mobile: newMobile, gender: '2', abstract: 'خبرنگار', otp },
      access,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      first_name: 'نگار',
      last_name: 'صالحی',
      full_name: 'نگار صالحی',
      mobile: newMobile,
      gender: 2,
      abstract: 'خبرنگار',
    });
    expect(decodeJwt(body.access)).toMatchObject({
      id,
      first_name: 'نگار',
      last_name: 'صالحی',
      full_name: 'نگار صالحی',
      role: 1,
    });
    expect((await rowOf(id)).searchText).toBe(`نگار صالحی ${newMobile}`);
    expect(await auditCount()).toBe(auditsBefore);
  });

  it('silently ignores role and is_active in the own PATCH of a non-super-admin', async () => {
    for (const role of OTHER_ROLES) {
      const someone = await makeUser(t, { role });
      const token = await tokenFor(t, someone);
      const res = await patchJson(someone.id, { role: 2, is_active: false, first_name: 'تازه' }, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role, is_active: true, first_name: 'تازه' });
      const row = await rowOf(someone.id);
      expect(row).toMatchObject({ role, isActive: true });
      expect(
        (await t.app.inject({ url: '/api/accounts/users/me/', headers: bearer(token) })).statusCode,
      ).toBe(200);
    }
  });

  it.each(OTHER_ROLES)("refuses role %i another user's PATCH, changing nothing", async (role) => {
    const someone = await makeUser(t, { role });
    const other = await makeUser(t);
    const res = await patchForm(other.id, { first_name: 'دزد', role: '2' }, await tokenFor(t, someone));
    expect(res.statusCode).toBe(403);
    expect(await rowOf(other.id)).toEqual(other);
  });

  it('tells a first name over 100 letters that it is too long, not that it is required', async () => {
    const someone = await makeUser(t);
    const res = await patchForm(someone.id, { first_name: 'ن'.repeat(101) }, await tokenFor(t, someone));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: textTooLong(100),
      fields: { first_name: [textTooLong(100)] },
    });
  });

  it('refuses an empty first name and a taken mobile, changing nothing', async () => {
    const someone = await makeUser(t);
    const other = await makeUser(t);
    const token = await tokenFor(t, someone);
    const empty = await patchForm(someone.id, { first_name: ' ' }, token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ first_name: [VALIDATION.firstNameRequired] });
    // one's own taken number is not told apart from a free one without its code (mobile-change.test.ts)
    const taken = await patchForm(someone.id, { mobile: other.mobile, last_name: 'جدید' }, token);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().detail).toBe(PROFILE_MESSAGES.mobileCodeRequired);
    const byAdmin = await patchJson(someone.id, { mobile: other.mobile }, adminToken);
    expect(byAdmin.statusCode).toBe(409);
    expect(await rowOf(someone.id)).toEqual(someone);
  });

  it("lets a super admin edit another user's details, without an access token in the answer, and audits it", async () => {
    const someone = await makeUser(t);
    const res = await patchForm(someone.id, { last_name: 'ویرایش‌شده', abstract: 'ویراستار' }, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().last_name).toBe('ویرایش‌شده');
    expect(res.json().access).toBeUndefined();
    const audit = await lastAudit();
    expect(audit).toMatchObject({ actorId: admin.id, action: 'user.update', entityId: someone.id });
    expect(JSON.parse(audit.details!)).toEqual({ fields: ['lastName', 'abstract'] });
  });

  it('lets a super admin change a role: the change is audited and the refresh tokens die at once', async () => {
    const someone = await makeUser(t);
    const session = await signIn(t, someone.mobile);
    const res = await patchForm(someone.id, { role: '3', abstract: 'ادمین جدید' }, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe(Role.Admin);
    const open = await t.app.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, someone.id), isNull(refreshTokens.revokedAt)));
    expect(open).toHaveLength(0);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    const actions = (await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, someone.id))).map(
      (a) => a.action,
    );
    expect(actions).toContain('user.role');
    // the access token ended with its session: the user signs in again under the new role
    const list = await t.app.inject({ url: '/api/accounts/users/', headers: bearer(session.access) });
    expect(list.statusCode).toBe(401);
  });

  it('blocks with the JSON toggle: the user is refused at once with their token and their refresh fails', async () => {
    const someone = await makeUser(t);
    const session = await signIn(t, someone.mobile);
    const res = await patchJson(someone.id, { is_active: false }, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'user.block',
      entityId: someone.id,
      actorId: admin.id,
    });

    const me = await t.app.inject({ url: '/api/accounts/users/me/', headers: bearer(session.access) });
    expect(me.statusCode).toBe(403);
    expect(me.json().code).toBe(ERROR_CODES.blocked);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refreshed.statusCode).toBe(403);
    expect(
      (await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, someone.id))).every(
        (r) => r.revokedAt,
      ),
    ).toBe(true);

    const unblock = await patchJson(someone.id, { is_active: true }, adminToken);
    expect(unblock.json().is_active).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'user.unblock', entityId: someone.id });
    // the old sign-in stays dead after unblocking: a new sign-in is needed
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(again.statusCode).toBe(401);
  });

  it('does not let a super admin block or demote themself', async () => {
    const auditsBefore = await auditCount();
    const block = await patchJson(admin.id, { is_active: false }, adminToken);
    expect(block.statusCode).toBe(403);
    expect(block.json()).toEqual({ code: ERROR_CODES.forbidden, detail: SERVER_MESSAGES.selfBlock });
    const demote = await patchForm(admin.id, { role: '3', first_name: 'تغییر' }, adminToken);
    expect(demote.statusCode).toBe(403);
    expect(demote.json().detail).toBe(SERVER_MESSAGES.selfBlock);
    expect(await rowOf(admin.id)).toEqual(admin);
    expect(await auditCount()).toBe(auditsBefore);
    // restating one's own role and activity is harmless
    const same = await patchJson(admin.id, { role: 2, is_active: true }, adminToken);
    expect(same.statusCode).toBe(200);
    expect(same.json().access).toEqual(expect.any(String));
  });

  it('lets one super admin block another, who is then refused', async () => {
    const second = await makeUser(t, { role: Role.SuperAdmin, abstract: 'دوم' });
    const secondToken = await tokenFor(t, second);
    expect((await patchJson(second.id, { is_active: false }, adminToken)).statusCode).toBe(200);
    expect((await list('', secondToken)).statusCode).toBe(403);
  });

  it('never leaves no active super admin, even when the acting one was blocked a moment ago', async () => {
    // `stale` passed the auth check, then got blocked by someone else before acting on the last active one
    const stale = await makeUser(t, { role: Role.SuperAdmin, isActive: false });
    const others = await t.app.db
      .select()
      .from(users)
      .where(and(eq(users.role, Role.SuperAdmin), eq(users.isActive, true)));
    expect(others.map((u) => u.id)).toEqual([admin.id]);
    const auditsBefore = await auditCount();
    const attempt = updateUserAsStaleAdmin(t, stale.id, {
      id: admin.id,
      input: { is_active: false },
      avatar: undefined,
    });
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, detail: SERVER_MESSAGES.lastSuperAdmin });
    const demote = updateUserAsStaleAdmin(t, stale.id, {
      id: admin.id,
      input: { role: Role.Editor },
      avatar: undefined,
    });
    await expect(demote).rejects.toMatchObject({ statusCode: 409 });
    expect(await rowOf(admin.id)).toEqual(admin);
    expect(await auditCount()).toBe(auditsBefore);
  });

  it('answers 404 to a super admin for an unknown id and 400 for a bad one', async () => {
    expect((await patchJson(999999, { first_name: 'x' }, adminToken)).statusCode).toBe(404);
    expect((await patchJson(0, { first_name: 'x' }, adminToken)).statusCode).toBe(400);
  });
});
