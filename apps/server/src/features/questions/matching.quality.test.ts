import { describe, expect, it } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { CORPUS_QUESTIONS, CORPUS_UNRELATED } from '../../../test/fixtures/matching-corpus.ts';
import { loadCorpus, scoreCorpus } from '../../../test/fixtures/matching-eval.ts';

const { t } = setupApp();

describe('the labelled set of "already checked?"', () => {
  it('finds the checked subject in the first five for at least 85% of questions, and answers under 10% of unrelated ones', async () => {
    expect(CORPUS_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(CORPUS_UNRELATED.length).toBeGreaterThanOrEqual(15);
    const ids = await loadCorpus(t.database.db);
    const score = await scoreCorpus(t.database.db, ids);
    if (process.env.MATCH_DEBUG) console.log(JSON.stringify(score, null, 1));
    expect(score.recallAt5).toBeGreaterThanOrEqual(0.85);
    expect(score.falseMatchRate).toBeLessThan(0.1);
  });
});
