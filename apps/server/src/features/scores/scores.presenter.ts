import { SCORE_KEYS, type ScoreRow, type ScoreType } from '@rasti/contract';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';
import type { OutletRow, ScoreTypeRow } from './scores.repository.ts';

export const presentScoreType = (row: ScoreTypeRow): ScoreType => ({
  id: row.id,
  title: row.title,
  color: row.color,
  score: row.score,
});

/**
 * One outlet's row of the agency table from its counts per evaluation id (0: no evaluation, counted in the
 * news count only): 'تعداد اخبار' is all of them and 'مجموع' is Σ count × the evaluation's score. Null
 * when the outlet has no counted source.
 */
export function presentScoreRow(
  outlet: OutletRow,
  counts: Map<number, number>,
  types: ScoreTypeRow[],
  storage: FileStorage,
): ScoreRow | null {
  let newsCount = 0;
  for (const n of counts.values()) newsCount += n;
  if (newsCount === 0) return null;
  const scores: Record<string, number> = {};
  const byId: Record<string, number> = {};
  let total = 0;
  for (const type of types) {
    const n = counts.get(type.id) ?? 0;
    // titles need not be unique; two evaluations with one title share the column
    scores[type.title] = (scores[type.title] ?? 0) + n;
    byId[String(type.id)] = n;
    total += n * type.score;
  }
  scores[SCORE_KEYS.newsCount] = newsCount;
  scores[SCORE_KEYS.total] = total;
  return {
    id: outlet.id,
    name: outlet.name,
    english_name: outlet.englishName,
    logo: mediaUrl(storage, outlet.logo),
    news_count: newsCount,
    total,
    scores,
    counts: byId,
  };
}
