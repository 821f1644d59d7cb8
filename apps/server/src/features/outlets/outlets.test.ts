import { existsSync } from 'node:fs';
import { OUTLET_MESSAGES, SERVER_MESSAGES } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, setupApp } from '../../../test/app.ts';
import { expectOnlyStaffWrite, sendInvalid } from '../../../test/staff-cases.ts';
import { outlets } from '../../db/schema/index.ts';
import {
  actors,
  ALL,
  form,
  HTML_FILE,
  makeOutlet,
  makeSource,
  makeSubject,
  png,
  rowCount,
  send,
  snapshot,
  SVG,
  uploadsOf,
  type Who,
} from '../../../test/factories.ts';

const { t, as } = setupApp({ actors: true });

const url = '/api/news/Media/';
const { stored: uploaded } = uploadsOf(t);
/** A staff PATCH of one row. */
const edit = (id: number, body: FormData, who: Who) => send(t, 'PATCH', `${url}${id}/`, as(who), body);
const fields = { name: 'ایسنا', english_name: 'ISNA', link: 'isna.ir', origin: 1 };

describe('who may use /news/Media/', () => {
  it('lets roles 2-5 read, guests 401, role 1 403', async () => {
    const expected: Record<string, number> = { guest: 401, 1: 403, 2: 200, 3: 200, 4: 200, 5: 200 };
    for (const who of ALL) {
      expect((await t.app.inject({ url, headers: as(who) })).statusCode, String(who)).toBe(
        expected[String(who)],
      );
    }
  });

  it('lets only roles 2 and 3 create, edit and delete; refused calls write nothing', async () => {
    const logo = await png();
    await expectOnlyStaffWrite(t, as, {
      url,
      entity: 'media',
      create: () => form(fields, { logo }),
      edit: { method: 'PATCH', body: () => form({ name: 'ایسنا ۲' }), refused: () => form({ name: 'x' }) },
      target: (who) => makeOutlet(t, `هدف ${who}`),
    });
  });
});

describe('creating and editing outlets', () => {
  it('stores a re-encoded logo, prefixes https:// to a bare link and answers rumor_count 0', async () => {
    const res = await send(t, 'POST', url, as(2), form(fields, { logo: await png(800, 600) }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'ایسنا',
      english_name: 'ISNA',
      link: 'https://isna.ir',
      origin: 1,
      rumor_count: 0,
    });
    expect(body.logo).toMatch(/^\/media\/logos\/[0-9a-f]+\.webp$/);
    expect(existsSync(uploaded(body.logo))).toBe(true);
    const kept = await send(
      t,
      'POST',
      url,
      as(2),
      form({ ...fields, link: 'http://a.ir/x' }, { logo: await png() }),
    );
    expect(kept.json().link).toBe('http://a.ir/x');
  });

  it('requires every field and a logo on create, with the form messages', async () => {
    const before = await snapshot(t);
    const res = await sendInvalid(t, 'POST', url, as(2), form({ name: ' ' }));
    expect(res.json().fields).toEqual({
      name: [OUTLET_MESSAGES.nameRequired],
      english_name: [OUTLET_MESSAGES.englishNameRequired],
      link: [OUTLET_MESSAGES.linkRequired],
      origin: [OUTLET_MESSAGES.originRequired],
      logo: [OUTLET_MESSAGES.logoRequired],
    });
    const noLogo = await sendInvalid(t, 'POST', url, as(2), form(fields));
    expect(noLogo.json()).toMatchObject({
      detail: OUTLET_MESSAGES.logoRequired,
      fields: { logo: [OUTLET_MESSAGES.logoRequired] },
    });
    const badOrigin = await sendInvalid(
      t,
      'POST',
      url,
      as(2),
      form({ ...fields, origin: 3 }, { logo: await png() }),
    );
    expect(badOrigin.json().fields.origin).toEqual([OUTLET_MESSAGES.originRequired]);
    await sendInvalid(
      t,
      'POST',
      url,
      as(2),
      form({ ...fields, link: 'javascript:alert(1)' }, { logo: await png() }),
    );
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses SVG or HTML as a logo (415) and an oversize one (413), writing nothing', async () => {
    const before = await snapshot(t);
    for (const logo of [SVG, HTML_FILE]) {
      const res = await send(t, 'POST', url, as(2), form(fields, { logo }));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'unsupported_media_type',
        fields: { logo: [SERVER_MESSAGES.imageOnly] },
      });
    }
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await send(t, 'POST', url, as(2), form(fields, { logo: big }));
    expect(res.statusCode).toBe(413);
    expect(await snapshot(t)).toEqual(before);
  });

  it('keeps the logo on edit when none is sent, replaces it (deleting the old file) when one is', async () => {
    const created = (await send(t, 'POST', url, as(3), form(fields, { logo: await png() }))).json();
    const renamed = await edit(created.id, form({ english_name: 'Iran Students', origin: 2 }), 3);
    expect(renamed.json()).toMatchObject({
      english_name: 'Iran Students',
      origin: 2,
      logo: created.logo,
      name: 'ایسنا',
    });
    const replaced = await edit(created.id, form({}, { logo: await png(50, 50) }), 3);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().logo).not.toBe(created.logo);
    expect(existsSync(uploaded(created.logo))).toBe(false);
    expect(existsSync(uploaded(replaced.json().logo))).toBe(true);
    const empty = await edit(created.id, form({ name: '' }), 3);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.name).toEqual([OUTLET_MESSAGES.nameRequired]);
    expect((await edit(424242, form({ name: 'x' }), 3)).statusCode).toBe(404);
  });
});

describe('deleting outlets', () => {
  it('refuses to delete an outlet that has sources (409) and keeps it', async () => {
    const outlet = await makeOutlet(t, 'تسنیم');
    const subject = await makeSubject(t, { title: 'موضوع' });
    await makeSource(t, { subjectId: subject.id, outletId: outlet.id });
    const res = await t.app.inject({ method: 'DELETE', url: `${url}${outlet.id}/`, headers: as(2) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: OUTLET_MESSAGES.inUse, code: 'conflict' });
    expect(await rowCount(t, outlets, eq(outlets.id, outlet.id))).toBe(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${url}${outlet.id + 1000}/`, headers: as(2) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('listing outlets', () => {
  it('searches Persian name, English name and category text, filters by origin, counts rumours, pages', async () => {
    const fresh = await createTestApp();
    try {
      const as2 = await actors(fresh);
      const a = await makeOutlet(fresh, 'کیهان', 'Kayhan', 1);
      const b = await makeOutlet(fresh, 'بی بی سی فارسی', 'BBC Persian', 2);
      const c = await makeOutlet(fresh, 'یورونیوز', 'Euronews', 2);
      const published = await makeSubject(fresh, { title: 'منتشر' });
      const draft = await makeSubject(fresh, { title: 'پیش نویس', status: 1, datePublished: null });
      await makeSource(fresh, { subjectId: published.id, outletId: b.id });
      await makeSource(fresh, { subjectId: published.id, outletId: b.id, status: 1 });
      await makeSource(fresh, { subjectId: draft.id, outletId: b.id });
      const list = async (query: string, who: Record<string, string> = as2(4), base = url) => {
        const res = await fresh.app.inject({ url: `${base}?${query}`, headers: who });
        expect(res.statusCode).toBe(200);
        return {
          total: Number(res.headers['x-total-count']),
          rows: res.json() as { id: number; rumor_count: number }[],
        };
      };
      expect((await list(`search=${encodeURIComponent('كيهان')}`)).rows.map((r) => r.id)).toEqual([a.id]);
      expect((await list('search=bbc')).rows.map((r) => r.id)).toEqual([b.id]);
      expect((await list(`search=${encodeURIComponent('خارجی')}`)).rows.map((r) => r.id)).toEqual([
        c.id,
        b.id,
      ]);
      expect((await list('origin=1')).rows.map((r) => r.id)).toEqual([a.id]);
      const paged = await list('page=2&page_size=2');
      expect(paged.total).toBe(3);
      expect(paged.rows.map((r) => r.id)).toEqual([a.id]);
      const staff = await list('origin=2');
      expect(staff.rows.find((r) => r.id === b.id)?.rumor_count).toBe(3);
      expect(staff.rows.find((r) => r.id === c.id)?.rumor_count).toBe(0);

      const open = await list('origin=2', {}, '/api/public/public-media/');
      expect(open.rows.find((r) => r.id === b.id)?.rumor_count).toBe(1);
      expect(Object.keys(open.rows[0]!).sort()).toEqual([
        'english_name',
        'id',
        'link',
        'logo',
        'name',
        'origin',
        'rumor_count',
      ]);
    } finally {
      await fresh.close();
    }
  });
});
