import { describe, expect, it } from 'vitest';
import { armSize, SIMILAR_THRESHOLD, similarQuery, weighWords } from './matching.ts';
import { idf, nearestWord, type Rarity, trigramsOf } from './rarity.ts';

// 10 000 documents: 'قیمت' and 'تهران' are in a tenth of them, 'بنزین' in 40, 'آذر' in 3
const rarity: Rarity = {
  docs: 10_000,
  df: new Map([
    ['قیمت', 1000],
    ['تهران', 1000],
    ['نان', 1000],
    ['بنزین', 40],
    ['آذر', 3],
    ['برابر', 900],
  ]),
};

describe('rarity of the question words (ADR 0013)', () => {
  it('weighs a rare word above a common one, and an unknown one as a fairly rare one', () => {
    expect(idf(rarity, 'آذر', 1)).toBeGreaterThan(idf(rarity, 'بنزین', 1));
    expect(idf(rarity, 'بنزین', 1)).toBeGreaterThan(idf(rarity, 'قیمت', 1));
    expect(idf(rarity, 'ناشناخته', 7)).toBe(7);
  });

  it('makes trigrams as pg_trgm does', () => {
    expect([...trigramsOf('آب')]).toEqual(['  آ', ' آب', 'آب ']);
  });

  it('finds the catalogue word a typo stands for, and none for a word unlike any', () => {
    expect(nearestWord(rarity, 'بنزیم', 0.6)).toBe('بنزین');
    expect(nearestWord(rarity, 'والیبال', 0.6)).toBeUndefined();
  });

  it('asks the index for the rarest words the catalogue holds, a typo through its near word, short words not', () => {
    const w = weighWords(rarity, 'قیمت بنزیم آذر سه');
    expect(w.generators).toEqual(['آذر', 'بنزین', 'قیمت']);
    expect(w.reachable).toBeGreaterThan(0.6);
  });

  it('needs more words together when they are common, so a common word alone lets little through', () => {
    expect(armSize(rarity, ['آذر', 'بنزین'])).toBe(2);
    // 10 000 × 0.1 × 0.1 = 100 texts expected for two common words: a third is asked for
    expect(armSize(rarity, ['قیمت', 'تهران', 'نان'])).toBe(3);
    expect(armSize(rarity, ['قیمت'])).toBe(1);
  });

  it('answers without a query when no text could cover enough of the question', () => {
    // 'طلا', 'امروز' and 'ترکیه' are in no document and near none: 'قیمت' alone cannot reach the threshold
    expect(weighWords(rarity, 'قیمت طلا امروز ترکیه').reachable).toBeLessThan(SIMILAR_THRESHOLD);
    expect(similarQuery(rarity, 'قیمت طلا امروز ترکیه')).toBeNull();
    expect(similarQuery(rarity, 'قیمت بنزین آذر')).not.toBeNull();
  });
});
