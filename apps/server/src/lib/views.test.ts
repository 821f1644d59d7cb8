import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../test/app.ts';
import { subjects, viewMarks } from '../db/schema/index.ts';
import { bearer, makeReview, makeSubject, makeUser as makeAccount, tokenFor } from '../../test/factories.ts';
import { pruneViewMarks, VIEWS_PER_READER_PER_DAY } from './views.ts';

// Views are one per reader per item per day (an anonymous reader is their address, whatever the browser),
// a reader adds a bounded number of marks a day; crawlers and the server's own renders do not count (ADR 6).

const { t } = setupApp();

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const kinds = {
  subject: {
    url: '/api/public/public-news-subject/',
    make: async () => (await makeSubject(t, { title: 'موضوع پربازدید' })).id,
  },
  review: {
    url: '/api/public/public-news-review/',
    make: async () => {
      const subject = await makeSubject(t, { title: 'موضوع بررسی پربازدید' });
      return (await makeReview(t, { subjectId: subject.id, title: 'بررسی پربازدید' })).id;
    },
  },
};

for (const [name, kind] of Object.entries(kinds)) {
  describe(`views of a ${name}`, () => {
    const read = (id: number, headers: Record<string, string>, ip: string) =>
      t.app.inject({ url: `${kind.url}${id}/`, headers, remoteAddress: ip });
    const views = async (id: number) =>
      (await read(id, { 'user-agent': GOOGLEBOT }, '10.8.0.250')).json().views;

    it('101 reads by one reader count once; a second reader counts again; a crawler never', async () => {
      const id = await kind.make();
      for (let i = 0; i < 101; i++) {
        expect((await read(id, { 'user-agent': FIREFOX }, '10.8.0.1')).statusCode).toBe(200);
      }
      expect(await views(id)).toBe(1);
      await read(id, { 'user-agent': FIREFOX }, '10.8.0.2');
      expect(await views(id)).toBe(2);
      for (const agent of [GOOGLEBOT, 'curl/8.5.0', 'python-requests/2.32', '']) {
        await read(id, agent ? { 'user-agent': agent } : {}, '10.8.0.3');
      }
      expect(await views(id)).toBe(2);
    });

    it('one address is one anonymous reader whatever browser it names: 100 agents count once', async () => {
      const id = await kind.make();
      for (let i = 0; i < 100; i++) {
        await read(id, { 'user-agent': `${i % 2 ? FIREFOX : CHROME} Build/${i}` }, '10.8.0.4');
      }
      expect(await views(id)).toBe(1);
      const marks = await t.app.db
        .select()
        .from(viewMarks)
        .where(and(eq(viewMarks.itemId, id), eq(viewMarks.kind, name === 'subject' ? 's' : 'r')));
      expect(marks).toHaveLength(1);
    });

    it('a signed-in reader counts once whatever address they read from', async () => {
      const id = await kind.make();
      const token = await tokenFor(t, await makeAccount(t));
      await read(id, { 'user-agent': FIREFOX, ...bearer(token) }, '10.8.1.1');
      await read(id, { 'user-agent': CHROME, ...bearer(token) }, '10.8.1.2');
      expect(await views(id)).toBe(1);
    });
  });
}

describe('the day marks', () => {
  it('one address adds at most VIEWS_PER_READER_PER_DAY rows a day; past it reads count nothing', async () => {
    const ids: number[] = [];
    for (let i = 0; i <= VIEWS_PER_READER_PER_DAY; i++) {
      ids.push((await makeSubject(t, { title: `موضوع شمارش ${i}` })).id);
    }
    const reader = { 'user-agent': FIREFOX };
    for (const id of ids) {
      const res = await t.app.inject({
        url: `${kinds.subject.url}${id}/`,
        headers: reader,
        remoteAddress: '10.8.3.1',
      });
      expect(res.statusCode).toBe(200);
    }
    const counted = await t.app.db
      .select({ id: subjects.id, views: subjects.views })
      .from(subjects)
      .where(inArray(subjects.id, ids));
    expect(counted.filter((row) => row.views === 1)).toHaveLength(VIEWS_PER_READER_PER_DAY);
    expect(counted.filter((row) => row.views === 0).map((row) => row.id)).toEqual([ids.at(-1)]);
    const marks = await t.app.db
      .select()
      .from(viewMarks)
      .where(and(eq(viewMarks.kind, 's'), inArray(viewMarks.itemId, ids)));
    expect(marks).toHaveLength(VIEWS_PER_READER_PER_DAY);
    // another address still counts
    await t.app.inject({
      url: `${kinds.subject.url}${ids.at(-1)}/`,
      headers: reader,
      remoteAddress: '10.8.3.2',
    });
    const [last] = await t.app.db
      .select()
      .from(subjects)
      .where(eq(subjects.id, ids.at(-1)!));
    expect(last!.views).toBe(1);
  });

  it('keep only a keyed hash of the reader, and marks of earlier days are pruned', async () => {
    const id = await kinds.subject.make();
    await t.app.inject({
      url: `${kinds.subject.url}${id}/`,
      headers: { 'user-agent': FIREFOX },
      remoteAddress: '10.8.2.1',
    });
    const [mark] = await t.app.db.select().from(viewMarks).where(eq(viewMarks.itemId, id));
    expect(mark!.reader).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(mark)).not.toContain('10.8.2.1');

    await t.app.db.insert(viewMarks).values({ kind: 's', itemId: id, reader: 'old', day: '2000-01-01' });
    await t.app.db.insert(viewMarks).values({
      kind: 's',
      itemId: id,
      reader: 'yesterday',
      day: sql`(now() at time zone 'utc')::date - 1`,
    });
    await pruneViewMarks(t.app.db);
    const left = await t.app.db
      .select({ reader: viewMarks.reader })
      .from(viewMarks)
      .where(and(eq(viewMarks.itemId, id), eq(viewMarks.kind, 's')));
    expect(left.map((r) => r.reader)).toEqual([mark!.reader]);
  });
});
