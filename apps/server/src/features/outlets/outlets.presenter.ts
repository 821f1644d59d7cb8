import type { Outlet, OutletRank, PublicOutletDetail } from '@rasti/contract';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';
import { presentSource } from '../sources/index.ts';
import type { OutletRecordRow, OutletRow, OutletSourceRow } from './outlets.repository.ts';

/** An outlet as the API answers it (staff and the public directory alike), with its rumour count. */
export const presentOutlet = (
  row: Pick<OutletRow, 'id' | 'name' | 'englishName' | 'link' | 'logo' | 'origin'>,
  rumorCount: number,
  storage: FileStorage,
): Outlet => ({
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
 * one page of those sources (their outlet and verdict filled in from the record).
 */
export function presentPublicOutlet(
  outlet: OutletRecordRow,
  rows: OutletSourceRow[],
  storage: FileStorage,
  record: { months: number[]; rank: OutletRank },
): PublicOutletDetail {
  const { kinds, grouped, months } = outlet;
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
  const kindOf = new Map(kinds.map((k) => [k.id, k]));
  const byMonth = new Map<number, Record<string, number>>(record.months.map((m) => [m, {}]));
  for (const { month, evaluationId, n } of months) {
    const counts = byMonth.get(month);
    if (counts) counts[String(evaluationId)] = (counts[String(evaluationId)] ?? 0) + n;
  }
  return {
    ...presentOutlet(outlet, newsCount, storage),
    total: scores.reduce((sum, s) => sum + s.count * s.score, 0),
    scores,
    sources: rows.map((row) => {
      const kind = row.evaluationId === null ? undefined : kindOf.get(row.evaluationId);
      const source = {
        ...row,
        outletId: outlet.id,
        outletName: outlet.name,
        outletLogo: outlet.logo,
        evaluationTitle: kind?.title ?? null,
        evaluationColor: kind?.color ?? null,
      };
      return { ...presentSource(source, storage), subject_title: row.subjectTitle };
    }),
    sources_total: newsCount,
    months: record.months.map((month) => ({ month, counts: byMonth.get(month) ?? {} })),
    rank: record.rank,
  };
}
