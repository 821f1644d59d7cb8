import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { makeSubject } from '../../../test/factories.ts';
import { findSimilar } from './matching.ts';
import { rarityOf } from './rarity.ts';

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
});
