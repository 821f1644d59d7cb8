import { CATEGORY_MESSAGES, textTooLong } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { sendInvalid } from '../../../test/staff-cases.ts';
import { categories } from '../../db/schema/index.ts';
import { ALL, entityAuditCount, form, makeCategory, send, snapshot } from '../../../test/factories.ts';

const { t, as } = setupApp({ actors: true });

const url = '/api/news/Category/';

describe('who may use /news/Category/', () => {
  it('lets roles 2-5 read; guests get 401 and role 1 gets 403', async () => {
    const expected: Record<string, number> = { guest: 401, 1: 403, 2: 200, 3: 200, 4: 200, 5: 200 };
    for (const who of ALL) {
      const res = await t.app.inject({ url, headers: as(who) });
      expect(res.statusCode, `GET as ${who}`).toBe(expected[String(who)]);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('lets only roles 2 and 3 write, and a refused write changes nothing', async () => {
    const target = await makeCategory(t, 'حقوقی');
    const expected: Record<string, number> = { guest: 401, 1: 403, 2: 201, 3: 201, 4: 403, 5: 403 };
    for (const who of ALL) {
      const before = await snapshot(t);
      const created = await send(t, 'POST', url, as(who), form({ title: `دسته ${who}`, color: '#123456' }));
      expect(created.statusCode, `POST as ${who}`).toBe(expected[String(who)]);
      const patched = await send(t, 'PATCH', `${url}${target.id}/`, as(who), { color: '#abcdef' });
      expect(patched.statusCode, `PATCH as ${who}`).toBe(
        expected[String(who)] === 201 ? 200 : expected[String(who)],
      );
      if (expected[String(who)] !== 201) {
        expect(await snapshot(t)).toEqual(before);
        expect(created.json()).toMatchObject({
          code: who === 'guest' ? 'not_authenticated' : 'permission_denied',
        });
      }
    }
  });

  it('serves the public list to everyone, without a token', async () => {
    const res = await t.app.inject('/api/public/public-category/');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
  });
});

describe('creating and editing categories', () => {
  it('creates from multipart and from JSON, answers the category and records who did it', async () => {
    const res = await send(t, 'POST', url, as(2), form({ title: '  اقتصادی ', color: '#00ff00' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), title: 'اقتصادی', color: '#00ff00' });
    const audits = await entityAuditCount(t, 'category', body.id);
    expect(audits).toBe(1);

    const json = await send(t, 'POST', '/api/news/Category', as(3), { title: 'ورزشی', color: '#fff' });
    expect(json.statusCode).toBe(201);
  });

  it('refuses a duplicate title after trimming, case-folding and Persian normalisation (409, nothing written)', async () => {
    await makeCategory(t, 'اجتماعی');
    await makeCategory(t, 'Science');
    for (const title of [' اجتماعي ', 'اجتماعی', 'اجتما\u0640عی', ' SCIENCE', 'science  ']) {
      const before = await snapshot(t);
      const res = await send(t, 'POST', url, as(2), { title, color: '#000000' });
      expect(res.statusCode, title).toBe(409);
      expect(res.json()).toEqual({
        detail: CATEGORY_MESSAGES.titleDuplicate,
        code: 'conflict',
        fields: { title: [CATEGORY_MESSAGES.titleDuplicate] },
      });
      expect(await snapshot(t)).toEqual(before);
    }
  });

  it('applies the same rule on edit, but a category may keep its own title', async () => {
    const a = await makeCategory(t, 'فرهنگی');
    const b = await makeCategory(t, 'هنری');
    const clash = await send(t, 'PATCH', `${url}${b.id}/`, as(2), form({ title: 'فرهنگي' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields.title).toEqual([CATEGORY_MESSAGES.titleDuplicate]);
    const [still] = await t.app.db.select().from(categories).where(eq(categories.id, b.id));
    expect(still!.title).toBe('هنری');

    const same = await send(
      t,
      'PATCH',
      `${url}${a.id}/`,
      as(3),
      form({ title: 'فرهنگی ', color: '#222222' }),
    );
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ id: a.id, title: 'فرهنگی', color: '#222222' });
  });

  it('names missing and malformed fields in Persian', async () => {
    const before = await snapshot(t);
    const empty = await sendInvalid(t, 'POST', url, as(2), form({ title: '  ' }));
    expect(empty.json().fields).toEqual({
      title: [CATEGORY_MESSAGES.titleRequired],
      color: [CATEGORY_MESSAGES.colorRequired],
    });
    const badColor = await sendInvalid(t, 'POST', url, as(2), { title: 'تازه', color: 'red;x' });
    expect(badColor.json().fields.color).toEqual([CATEGORY_MESSAGES.colorInvalid]);
    // a title over 100 letters is told it is too long, not that it is required
    const long = await sendInvalid(t, 'POST', url, as(2), { title: 'ب'.repeat(101), color: '#123456' });
    expect(long.json()).toMatchObject({ detail: textTooLong(100), fields: { title: [textTooLong(100)] } });
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    expect((await send(t, 'PATCH', `${url}99999/`, as(2), { color: '#111111' })).statusCode).toBe(404);
    const bad = await sendInvalid(t, 'PATCH', `${url}abc/`, as(2), { color: '#111111' });
    expect(bad.json().fields).toHaveProperty('id');
  });
});

describe('listing categories', () => {
  it('searches the normalised title and pages with X-Total-Count', async () => {
    for (let i = 0; i < 7; i++) await makeCategory(t, `کشاورزی ${i}`);
    const page = await t.app.inject({
      url: `${url}?search=${encodeURIComponent('كشاورزي')}&page=2&page_size=5`,
      headers: as(4),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('7');
    expect(page.json().map((c: { title: string }) => c.title)).toEqual(['کشاورزی 5', 'کشاورزی 6']);
    const tooBig = await t.app.inject({ url: `${url}?page_size=101`, headers: as(4) });
    expect(tooBig.statusCode).toBe(400);
  });
});
