import type { Outlet, OutletRank, PublicOutletDetail } from '@rasti/contract';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';
import { presentSource } from '../sources/index.ts';
import type { OutletRow, PublicOutletSources } from './outlets.repository.ts';

/** An outlet as the API answers it (staff and the public directory alike), with its rumour count. */
export const presentOutlet = (row: OutletRow, rumorCount: number, storage: FileStorage): Outlet => ({
  id: row.id,
  name: row.name,
  english_name: row.englishName,
  link: row.link,
  logo: mediaUrl(storage, row.logo),
  origin: row.origin,
  rumor_count: rumorCount,
});

/**
 * One outlet of the public directory: its score row (every evaluation, with how many of its published
 * sources carry it; the total weighs each count by the evaluation's score, server-rules section 5) and
 * one page of those sources.
 */
export function presentPublicOutlet(
  outlet: OutletRow,
  { kinds, grouped, rows, months }: PublicOutletSources,
  storage: FileStorage,
  record: { months: number[]; rank: OutletRank },
): PublicOutletDetail {
  const countOf = new Map(grouped.map((g) => [g.evaluationId, g.n]));
  // sources without an evaluation (id 0) count as news but in no column
  const newsCount = grouped.reduce((sum, g) => sum + g.n, 0);
  const scores = kinds.map((k) => ({
    id: k.id,
    title: k.title,
    color: k.color,
    score: k.score,
    count: countOf.get(k.id) ?? 0,
  }));
  const byMonth = new Map<number, Record<string, number>>(record.months.map((m) => [m, {}]));
  for (const { month, evaluationId, n } of months) {
    const counts = byMonth.get(month);
    if (counts) counts[String(evaluationId)] = (counts[String(evaluationId)] ?? 0) + n;
  }
  return {
    ...presentOutlet(outlet, newsCount, storage),
    total: scores.reduce((sum, s) => sum + s.count * s.score, 0),
    scores,
    sources: rows.map((row) => ({ ...presentSource(row, storage), subject_title: row.subjectTitle })),
    sources_total: newsCount,
    months: record.months.map((month) => ({ month, counts: byMonth.get(month) ?? {} })),
    rank: record.rank,
  };
}
