import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { GROUPING_RUMOURS } from '../../../test/fixtures/grouping-corpus.ts';
import { scoreGrouping } from '../../../test/fixtures/grouping-eval.ts';
import { loadCorpus } from '../../../test/fixtures/matching-eval.ts';

const { t } = setupApp();

describe('the labelled set of grouping', () => {
  it('puts at least 90% of the pairs that ask one rumour in one group, and different claims together in under 5% of grouped pairs', async () => {
    expect(GROUPING_RUMOURS.length).toBeGreaterThanOrEqual(25);
    // the catalogue whose words weigh the keys: the matcher's labelled subjects, published
    await loadCorpus(t.database.db);
    const score = await scoreGrouping(t.database.db);
    if (process.env.MATCH_DEBUG) console.log(JSON.stringify(score, null, 1));
    expect(score.samePairs).toBe(GROUPING_RUMOURS.length * 3);
    expect(score.pairRecall).toBeGreaterThanOrEqual(0.9);
    expect(score.pairPrecision).toBeGreaterThanOrEqual(0.95);
  });
});
