import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/app.ts';
import { outlets } from '../../db/schema/index.ts';
import { outletSearchText } from './outlets.search-text.ts';

// the data fix for outlets stored before their search text carried the category label
const migration = readFileSync(
  new URL('../../db/migrations/0010_outlet_search_text_category.sql', import.meta.url),
  'utf8',
);

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('outlets search text', () => {
  it('carries the category label, and the migration adds it to outlets stored without it, once', async () => {
    expect(outletSearchText({ name: 'ایسنا', englishName: 'ISNA', origin: 1 })).toContain('داخلی');
    expect(outletSearchText({ name: 'بی‌بی‌سی', englishName: 'BBC', origin: 2 })).toContain('خارجی');
    const [inside, outside, current] = await database.db
      .insert(outlets)
      .values([
        {
          name: 'قدیمی داخلی',
          englishName: 'Old In',
          link: 'a.ir',
          origin: 1,
          searchText: 'قدیمی داخلی old in',
        },
        { name: 'قدیمی', englishName: 'Old Out', link: 'b.com', origin: 2, searchText: 'قدیمی old out' },
        {
          name: 'تازه',
          englishName: 'New',
          link: 'c.ir',
          origin: 1,
          searchText: outletSearchText({ name: 'تازه', englishName: 'New', origin: 1 }),
        },
      ])
      .returning({ id: outlets.id, searchText: outlets.searchText });
    // the first one's name happens to hold the label already: it is left as it is
    await database.db.execute(sql.raw(migration));
    await database.db.execute(sql.raw(migration));
    const read = async (id: number) =>
      (await database.db.select({ s: outlets.searchText }).from(outlets).where(eq(outlets.id, id)))[0]?.s;
    expect(await read(inside!.id)).toBe(inside!.searchText);
    expect(await read(outside!.id)).toBe('قدیمی old out خارجی');
    expect(await read(current!.id)).toBe(current!.searchText);
  });
});
