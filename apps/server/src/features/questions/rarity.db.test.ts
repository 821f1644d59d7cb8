import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { makeSubject } from '../../../test/factories.ts';
import { findSimilar } from './matching.ts';
import { rowsOf } from '../../lib/sql.ts';
import { countWords, rarityOf } from './rarity.ts';

const { t } = setupApp();

describe('the word counts behind "already checked?"', () => {
  it('counts the published subjects words and sees a subject published after the first call at once', async () => {
    const question = 'سهمیه بندی نان با کارت ملی درسته؟';
    expect(await findSimilar({ db: t.app.db, text: question })).toEqual([]);
    const bread = await makeSubject(t, {
      title: 'سهمیه‌بندی نان خانوارها با کارت',
      abstract: 'ادعا شده خرید نان کوپنی و با کارت ملی می‌شود.',
    });
    const found = await findSimilar({ db: t.app.db, text: question });
    expect(found.map((f) => f.id)).toContain(bread.id);
    const rarity = await rarityOf(t.app.db);
    expect(rarity.df.get('نان')).toBeGreaterThanOrEqual(1);
    expect(rarity.docs).toBeGreaterThanOrEqual(1);
  });

  it('counts a word once per published document however often it holds it, and every published document', async () => {
    await makeSubject(t, { title: 'تکرارشونده تکرارشونده و باز تکرارشونده' });
    await makeSubject(t, { title: 'یک تکرارشونده دیگر' });
    await makeSubject(t, { title: 'تکرارشونده پیش‌نویس', status: 1, datePublished: null });
    const rarity = await rarityOf(t.app.db);
    expect(rarity.df.get('تکرارشونده')).toBe(2);
    const [row] = rowsOf<{ n: number }>(
      await t.app.db.execute(
        sql`select ((select count(*) from subjects where status = 2) + (select count(*) from reviews where status = 2))::int as n`,
      ),
    );
    expect(rarity.docs).toBe(row?.n);
  });

  it('counts in slices of documents what one statement counts, and lets requests run between the slices', async () => {
    for (let i = 0; i < 7; i++) await makeSubject(t, { title: `برش شمارش ${i} نان` });
    const whole = await countWords(t.app.db, 1_000_000);
    let turned = false;
    const sliced = countWords(t.app.db, 2);
    setImmediate(() => {
      turned = true;
    });
    const bySlices = await sliced;
    // a count that held PGlite's thread to its end would finish before the event loop turned
    expect(turned).toBe(true);
    expect(bySlices.docs).toBe(whole.docs);
    expect(bySlices.docs).toBeGreaterThanOrEqual(7);
    expect(Object.fromEntries(bySlices.df)).toEqual(Object.fromEntries(whole.df));
    expect(bySlices.df.get('برش')).toBe(7);
  });
});
