import { ERROR_CODES, PROFILE_MESSAGES, Role, SERVER_MESSAGES } from '@rasti/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { auditLog, otpCodes, users } from '../../db/schema/index.ts';
import {
  bearer,
  freshIp,
  freshMobile,
  latestCode,
  makeUser,
  requestCode,
  send,
  sendForm,
  signIn,
  tokenFor,
  verify,
} from '../../../test/factories.ts';

// A user who changes their own mobile proves the new number with a code sent to it; without
// one nothing of the PATCH is saved. A super admin changing someone else's number needs no code.

const { t } = setupApp();

const rowOf = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

const askCode = (id: number, mobile: string, access: string, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/users/${id}/request_mobile_change/`,
    payload: { mobile },
    headers: bearer(access),
    remoteAddress: ip,
  });

const patch = (id: number, fields: Record<string, string>, access: string) =>
  sendForm(t, 'PATCH', `/api/accounts/users/${id}/`, access, fields);

/** A signed-in user and a fresh number they want, with the code already sent to it. */
async function userWithCode() {
  const row = await makeUser(t, { firstName: 'پیشین' });
  const access = await tokenFor(t, row);
  const newMobile = freshMobile();
  expect((await askCode(row.id, newMobile, access)).statusCode).toBe(200);
  return { row, access, newMobile, otp: latestCode(t, newMobile) };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A 400 naming the code, and nothing of the PATCH saved: the user (first name پیشین) is as before. */
async function expectRefused(
  res: Awaited<ReturnType<typeof patch>>,
  row: { id: number; mobile: string },
  detail: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail, code: ERROR_CODES.codeInvalid, fields: { otp: [detail] } });
  // nothing of the PATCH is saved: neither the number nor the other fields sent with it
  expect(await rowOf(row.id)).toMatchObject({ mobile: row.mobile, firstName: 'پیشین' });
}

describe('request_mobile_change', () => {
  it('sends a code to the new number through the SMS sender, stored only as a hash bound to the user', async () => {
    const row = await makeUser(t);
    const access = await tokenFor(t, row);
    const newMobile = freshMobile();
    const res = await askCode(row.id, newMobile, access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: PROFILE_MESSAGES.mobileCodeSent });
    const entry = t.outbox().at(-1)!;
    expect(entry.to).toBe(newMobile);
    expect(entry.code).toMatch(/^\d{6}$/);
    const [stored] = await t.app.db.select().from(otpCodes).where(eq(otpCodes.mobile, newMobile));
    expect(stored!.changeUserId).toBe(row.id);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(entry.code);
  });

  it('keeps the sign-in limits of the number: a second code within 60 s is a 429', async () => {
    const row = await makeUser(t);
    const access = await tokenFor(t, row);
    const newMobile = freshMobile();
    expect((await askCode(row.id, newMobile, access)).statusCode).toBe(200);
    const again = await askCode(row.id, newMobile, access);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: ERROR_CODES.rateLimited, detail: SERVER_MESSAGES.codeWait });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // the number's sign-in codes share the same wait
    expect((await requestCode(t, newMobile)).statusCode).toBe(429);
  });

  it('answers a taken number as a free one (a code is sent to it), and 400 for the current one', async () => {
    const row = await makeUser(t);
    const other = await makeUser(t);
    const access = await tokenFor(t, row);
    const taken = await askCode(row.id, other.mobile, access);
    const free = await askCode(row.id, freshMobile(), access);
    expect({ status: taken.statusCode, body: taken.body }).toEqual({
      status: free.statusCode,
      body: free.body,
    });
    expect(taken.statusCode).toBe(200);
    expect(t.outbox().at(-2)!.to).toBe(other.mobile);
    const sentBefore = t.outbox().length;
    const same = await askCode(row.id, row.mobile, access);
    expect(same.statusCode).toBe(400);
    expect(same.json().detail).toBe(PROFILE_MESSAGES.mobileUnchanged);
    expect(t.outbox().length).toBe(sentBefore);
  });

  it("is refused for someone else's account, even to a super admin", async () => {
    const admin = await makeUser(t, { role: Role.SuperAdmin });
    const row = await makeUser(t);
    const res = await askCode(row.id, freshMobile(), await tokenFor(t, admin));
    expect(res.statusCode).toBe(403);
  });
});

describe('PATCH of one’s own mobile', () => {
  it('with the code sent to that number: the number changes and signing in with it opens the same account', async () => {
    const { row, access, newMobile, otp } = await userWithCode();
    const res = await patch(row.id, { mobile: newMobile, otp, first_name: 'تازه' }, access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mobile: newMobile, first_name: 'تازه' });
    expect((await rowOf(row.id)).mobile).toBe(newMobile);
    // the code only proved the number: it does not sign anyone in
    expect((await verify(t, newMobile, otp)).statusCode).toBe(400);
    // the number's 60 s wait (shared with sign-in codes) has passed
    await t.app.db.execute(
      sql`update otp_codes set created_at = created_at - interval '61 seconds' where mobile = ${newMobile}`,
    );
    const session = await signIn(t, newMobile);
    expect(
      (await t.app.inject({ url: '/api/accounts/users/me/', headers: bearer(session.access) })).json().id,
    ).toBe(row.id);
  });

  it('without a code: 400, and nothing of the PATCH is saved', async () => {
    const { row, access, newMobile } = await userWithCode();
    const res = await patch(row.id, { mobile: newMobile, first_name: 'ربوده' }, access);
    await expectRefused(res, row, PROFILE_MESSAGES.mobileCodeRequired);
  });

  it('with a wrong code: 400, and five wrong tries use the code up', async () => {
    const { row, access, newMobile, otp } = await userWithCode();
    for (let i = 0; i < 5; i++) {
      const res = await patch(row.id, { mobile: newMobile, otp: wrong(otp), first_name: 'ربوده' }, access);
      await expectRefused(res, row, PROFILE_MESSAGES.mobileCodeInvalid);
    }
    const right = await patch(row.id, { mobile: newMobile, otp }, access);
    await expectRefused(right, row, PROFILE_MESSAGES.mobileCodeInvalid);
  });

  it('with the code of another number: 400', async () => {
    const { row, access, otp } = await userWithCode();
    const elsewhere = freshMobile();
    const res = await patch(row.id, { mobile: elsewhere, otp }, access);
    await expectRefused(res, row, PROFILE_MESSAGES.mobileCodeInvalid);
  });

  it("with a code sent for another user's change of the same number: 400", async () => {
    const first = await userWithCode();
    const second = await makeUser(t, { firstName: 'پیشین' });
    const res = await patch(
      second.id,
      { mobile: first.newMobile, otp: first.otp },
      await tokenFor(t, second),
    );
    await expectRefused(res, second, PROFILE_MESSAGES.mobileCodeInvalid);
  });

  it('with a sign-in code of the new number (not a change code): 400', async () => {
    const row = await makeUser(t, { firstName: 'پیشین' });
    const newMobile = freshMobile();
    expect((await requestCode(t, newMobile)).statusCode).toBe(200);
    const res = await patch(
      row.id,
      { mobile: newMobile, otp: latestCode(t, newMobile) },
      await tokenFor(t, row),
    );
    await expectRefused(res, row, PROFILE_MESSAGES.mobileCodeInvalid);
  });

  it('with a code used once already: 400 the second time', async () => {
    const { row, access, newMobile, otp } = await userWithCode();
    expect((await patch(row.id, { mobile: newMobile, otp }, access)).statusCode).toBe(200);
    // back to the first number by a super admin, then the same code again
    const admin = await makeUser(t, { role: Role.SuperAdmin });
    const back = await send(t, 'PATCH', `/api/accounts/users/${row.id}/`, bearer(await tokenFor(t, admin)), {
      mobile: row.mobile,
    });
    expect(back.statusCode).toBe(200);
    const again = await patch(row.id, { mobile: newMobile, otp }, access);
    await expectRefused(again, row, PROFILE_MESSAGES.mobileCodeInvalid);
  });

  it('with an expired code: 400', async () => {
    const { row, access, newMobile, otp } = await userWithCode();
    await t.app.db.execute(
      sql`update otp_codes set expires_at = now() - interval '1 second' where mobile = ${newMobile}`,
    );
    const res = await patch(row.id, { mobile: newMobile, otp }, access);
    await expectRefused(res, row, PROFILE_MESSAGES.mobileCodeInvalid);
  });

  it('a taken number and a free one get the same answer without a valid code; with its code, a taken one is a 409', async () => {
    const row = await makeUser(t, { firstName: 'پیشین' });
    const other = await makeUser(t);
    const access = await tokenFor(t, row);
    const free = freshMobile();
    for (const otp of [undefined, '123456']) {
      const fields = (mobile: string) => ({ mobile, first_name: 'ربوده', ...(otp ? { otp } : {}) });
      const onTaken = await patch(row.id, fields(other.mobile), access);
      const onFree = await patch(row.id, fields(free), access);
      expect({ status: onTaken.statusCode, body: onTaken.body }).toEqual({
        status: onFree.statusCode,
        body: onFree.body,
      });
      await expectRefused(
        onTaken,
        row,
        otp ? PROFILE_MESSAGES.mobileCodeInvalid : PROFILE_MESSAGES.mobileCodeRequired,
      );
    }
    // the taken number's owner, holding its code, learns it is taken
    expect((await askCode(row.id, other.mobile, access)).statusCode).toBe(200);
    const res = await patch(row.id, { mobile: other.mobile, otp: latestCode(t, other.mobile) }, access);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(SERVER_MESSAGES.mobileTaken);
    expect((await rowOf(row.id)).mobile).toBe(row.mobile);
  });

  it('a super admin changing their own number needs the code too', async () => {
    const admin = await makeUser(t, { role: Role.SuperAdmin, firstName: 'پیشین' });
    const res = await patch(admin.id, { mobile: freshMobile() }, await tokenFor(t, admin));
    await expectRefused(res, admin, PROFILE_MESSAGES.mobileCodeRequired);
  });
});

describe("a super admin changing someone else's mobile", () => {
  it('needs no code, and the change is written to the audit trail', async () => {
    const admin = await makeUser(t, { role: Role.SuperAdmin });
    const row = await makeUser(t);
    const newMobile = freshMobile();
    const res = await patch(row.id, { mobile: newMobile }, await tokenFor(t, admin));
    expect(res.statusCode).toBe(200);
    expect((await rowOf(row.id)).mobile).toBe(newMobile);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'user.mobile')))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ actorId: admin.id, entity: 'user' });
    expect(JSON.parse(audit!.details!)).toEqual({ from: row.mobile, to: newMobile });
  });
});
