import { SCORE_KEYS, type ScoreRow, type ScoreType } from '@rasti/contract';
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations, outletScores, outlets } from '../../db/schema/index.ts';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';

/** The score types (the table's columns), in the order they were made. */
export function listScoreTypes(db: Db): Promise<ScoreType[]> {
  return db
    .select({
      id: evaluations.id,
      title: evaluations.title,
      color: evaluations.color,
      score: evaluations.score,
    })
    .from(evaluations)
    .orderBy(asc(evaluations.id));
}

/**
 * The agency table of server-rules section 5, from published data only: for each outlet, the number of its
 * published sources on published subjects with each evaluation; 'تعداد اخبار' is all of them (with or
 * without an evaluation) and 'مجموع' is Σ count × the evaluation's score. Outlets with no such source are
 * left out; the rest go by total descending, then news count descending, then name.
 */
export async function scoreTable(db: Db, storage: FileStorage): Promise<ScoreRow[]> {
  const [types, tallies] = await Promise.all([
    listScoreTypes(db),
    // kept by triggers (migration 0007): the same counts as grouping the published sources of published
    // subjects, read from a few hundred rows
    db
      .select({ outletId: outletScores.outletId, evaluationId: outletScores.evaluationId, n: outletScores.n })
      .from(outletScores)
      .where(gt(outletScores.n, 0)),
  ]);
  if (tallies.length === 0) return [];

  // evaluation 0 is "no evaluation": counted in the news count only
  const byOutlet = new Map<number, Map<number, number>>();
  for (const { outletId, evaluationId, n } of tallies) {
    const counts = byOutlet.get(outletId) ?? new Map<number, number>();
    counts.set(evaluationId, n);
    byOutlet.set(outletId, counts);
  }
  const outletRows = await db
    .select({ id: outlets.id, name: outlets.name, englishName: outlets.englishName, logo: outlets.logo })
    .from(outlets);

  const rows: ScoreRow[] = [];
  for (const outlet of outletRows) {
    const counts = byOutlet.get(outlet.id);
    if (!counts) continue;
    let newsCount = 0;
    for (const n of counts.values()) newsCount += n;
    if (newsCount === 0) continue;
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
    rows.push({
      id: outlet.id,
      name: outlet.name,
      english_name: outlet.englishName,
      logo: mediaUrl(storage, outlet.logo),
      news_count: newsCount,
      total,
      scores,
      counts: byId,
    });
  }
  return rows.sort(
    (a, b) =>
      b.total - a.total || b.news_count - a.news_count || a.name.localeCompare(b.name, 'fa') || a.id - b.id,
  );
}
