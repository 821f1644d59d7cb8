import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { readRankTable, type RankTable } from './outlets.repository.ts';

/** What moves an outlet's place: its counts (subjects' and sources' writes), the verdicts' weights. */
const RANKS_SHOW: readonly string[] = [Tag.scores, Tag.evaluations, Tag.outlets];

/**
 * How long a table is kept at most, even without a write heard: a write that reaches the database without
 * an invalidation (a restore, another process without Redis) is seen within this.
 */
export const RANK_TABLE_TTL_MS = 60_000;

/** Tables kept at once: now, and the months "a year ago" the server's clock has named lately. */
const MAX_TABLES = 4;

/**
 * The agency table's order, now and at the end of a month, for every outlet's page (ADR 34's addendum):
 * read once (one aggregate over `outlet_scores` or `outlet_months`, every outlet) and kept until a write
 * touches the scores, the verdicts' weights or the outlets (the public cache's invalidations, which Redis
 * brings from the other processes too), so a page looks its rank up instead of counting the outlets ahead
 * of it. With the public cache off (tests that write rows straight into the database) writes invalidate
 * nothing, so nothing is kept: each page reads its table.
 */
export class RankKeeper {
  private readonly tables = new Map<string, { table: Promise<RankTable>; until: number }>();

  constructor(private readonly keeps: boolean) {}

  /** a write was heard: its tags (null: everything) */
  invalidate(tags: readonly string[] | null): void {
    if (tags === null || tags.some((tag) => RANKS_SHOW.includes(tag))) this.tables.clear();
  }

  /** The table now (`upTo` null) or up to the end of month `upTo`. */
  table(db: Db, upTo: number | null): Promise<RankTable> {
    if (!this.keeps) return readRankTable(db, upTo);
    const key = String(upTo);
    const kept = this.tables.get(key);
    const now = Date.now();
    if (kept && now < kept.until) return kept.table;
    // pages asked at once share one read; an invalidation meanwhile drops it (the map is cleared)
    const table = readRankTable(db, upTo);
    this.tables.delete(key);
    this.tables.set(key, { table, until: now + RANK_TABLE_TTL_MS });
    if (this.tables.size > MAX_TABLES) this.tables.delete(this.tables.keys().next().value as string);
    table.catch(() => {
      if (this.tables.get(key)?.table === table) this.tables.delete(key);
    });
    return table;
  }
}

const keepers = new WeakMap<object, RankKeeper>();

/** The app's rank tables (one keeper per app, whichever of its plugins asks). */
export function outletRanks(app: FastifyInstance): RankKeeper {
  let keeper = keepers.get(app.publicCache);
  if (!keeper) {
    const made = new RankKeeper(app.config.publicCache);
    app.publicCache.onInvalidate((tags) => made.invalidate(tags));
    keepers.set(app.publicCache, made);
    keeper = made;
  }
  return keeper;
}
