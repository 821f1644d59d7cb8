import type { ScoreRow, ScoreType } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../lib/sql.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { presentScoreRow, presentScoreType } from './scores.presenter.ts';
import { outletRows, outletTallyRows, scoreTypeRows } from './scores.repository.ts';

/** The score types (the table's columns), in the order they were made. */
export async function listScoreTypes(opts: { db: Db }): Promise<ScoreType[]> {
  return (await scoreTypeRows(opts.db)).map(presentScoreType);
}

/**
 * The agency table of server-rules section 5, from published data only: for each outlet, the number of its
 * published sources on published subjects with each evaluation, the news count and the total. Outlets with
 * no such source are left out; the rest go by total descending, then news count descending, then name.
 */
export async function scoreTable(opts: { db: Db; storage: FileStorage }): Promise<ScoreRow[]> {
  const { db, storage } = opts;
  const [types, tallies] = await Promise.all([scoreTypeRows(db), outletTallyRows(db)]);
  if (tallies.length === 0) return [];
  const byOutlet = new Map<number, Map<number, number>>();
  for (const { outletId, evaluationId, n } of tallies) {
    const counts = byOutlet.get(outletId) ?? new Map<number, number>();
    counts.set(evaluationId, n);
    byOutlet.set(outletId, counts);
  }
  const rows: ScoreRow[] = [];
  for (const outlet of await outletRows(db)) {
    const counts = byOutlet.get(outlet.id);
    const row = counts && presentScoreRow(outlet, counts, types, storage);
    if (row) rows.push(row);
  }
  return rows.sort(
    (a, b) =>
      b.total - a.total || b.news_count - a.news_count || a.name.localeCompare(b.name, 'fa') || a.id - b.id,
  );
}

/** A page of the agency table and its length. */
export async function listScores(opts: {
  db: Db;
  storage: FileStorage;
  query: { page: number; page_size: number };
}): Promise<{ rows: ScoreRow[]; total: number }> {
  const table = await scoreTable(opts);
  const from = offsetOf(opts.query);
  return { rows: table.slice(from, from + opts.query.page_size), total: table.length };
}
