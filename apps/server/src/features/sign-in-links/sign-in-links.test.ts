import { ERROR_CODES, LIMITS, Role, SIGN_IN_LINK_MESSAGES } from '@rasti/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { bearer, freshIp, makeUser, send, tokenFor } from '../../../test/factories.ts';
import { auditLog, signInLinks } from '../../db/schema/index.ts';

// A super admin's one-time sign-in link lets a staff member in whom no code reaches (ADR 28): single use,
// short-lived, audited at both ends, and only for active staff.

const { t } = setupApp();

const make = async (targetId: number, actorToken: string) =>
  send(t, 'POST', `/api/accounts/users/${targetId}/sign_in_link/`, bearer(actorToken));
const use = (token: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/sign_in_link/', payload: { token }, remoteAddress: ip });
const tokenOf = (url: string) => new URL(url).hash.replace(/^#link=/, '');
const me = (access: string) => t.app.inject({ url: '/api/accounts/users/me/', headers: bearer(access) });

describe('one-time sign-in links', () => {
  it('a super admin makes one for a staff member, who signs in with it once; both ends are audited', async () => {
    const admin = await makeUser(t, { role: Role.SuperAdmin });
    const editor = await makeUser(t, { role: Role.Editor });
    const res = await make(editor.id, await tokenFor(t, admin));
    expect(res.statusCode).toBe(200);
    const link = res.json() as { url: string; expires_at: string };
    expect(link.url.startsWith(`${t.config.publicUrl}/login#link=`)).toBe(true);
    const minutes = (Date.parse(link.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(LIMITS.signInLinkMinutes - 1);
    expect(minutes).toBeLessThanOrEqual(LIMITS.signInLinkMinutes);
    // only a keyed hash is stored
    const [row] = await t.app.db.select().from(signInLinks).where(eq(signInLinks.userId, editor.id));
    expect(JSON.stringify(row)).not.toContain(tokenOf(link.url));

    const signedIn = await use(tokenOf(link.url));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.map((c) => c.name)).toContain('refreshToken');
    expect((await me(signedIn.json().access)).json().id).toBe(editor.id);

    const again = await use(tokenOf(link.url));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: ERROR_CODES.codeInvalid, detail: SIGN_IN_LINK_MESSAGES.invalid });

    const audits = await t.app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, editor.id)));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'user.sign_in_link', actorId: admin.id },
        { action: 'user.sign_in_link_used', actorId: editor.id },
      ]),
    );
  });

  it('an expired link, a wrong one, and the earlier of two are refused alike', async () => {
    const adminToken = await tokenFor(t, await makeUser(t, { role: Role.SuperAdmin }));
    const staff = await makeUser(t, { role: Role.Admin });
    const first = tokenOf((await make(staff.id, adminToken)).json().url);
    const second = tokenOf((await make(staff.id, adminToken)).json().url);
    for (const token of [first, 'x'.repeat(43)]) {
      const res = await use(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(SIGN_IN_LINK_MESSAGES.invalid);
    }
    await t.app.db.execute(
      sql`update sign_in_links set expires_at = now() - interval '1 second' where user_id = ${staff.id}`,
    );
    expect((await use(second)).statusCode).toBe(400);
  });

  it('two uses at once: exactly one signs in', async () => {
    const adminToken = await tokenFor(t, await makeUser(t, { role: Role.SuperAdmin }));
    const staff = await makeUser(t, { role: Role.Board });
    const token = tokenOf((await make(staff.id, adminToken)).json().url);
    const answers = await Promise.all(Array.from({ length: 5 }, () => use(token)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('only a super admin makes one, only for active staff other than themself; a blocked user cannot use one', async () => {
    const admin = await makeUser(t, { role: Role.SuperAdmin });
    const adminToken = await tokenFor(t, admin);
    const staff = await makeUser(t, { role: Role.Editor });
    expect(
      (await make(staff.id, await tokenFor(t, await makeUser(t, { role: Role.Admin })))).statusCode,
    ).toBe(403);
    expect((await make(staff.id, await tokenFor(t, staff))).statusCode).toBe(403);
    for (const target of [
      await makeUser(t),
      await makeUser(t, { role: Role.Editor, isActive: false }),
      admin,
    ]) {
      const res = await make(target.id, adminToken);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(SIGN_IN_LINK_MESSAGES.staffOnly);
    }
    expect((await make(999_999, adminToken)).statusCode).toBe(404);

    const token = tokenOf((await make(staff.id, adminToken)).json().url);
    await send(t, 'PATCH', `/api/accounts/users/${staff.id}/`, bearer(adminToken), { is_active: false });
    expect((await use(token)).statusCode).toBe(400);
  });
});
