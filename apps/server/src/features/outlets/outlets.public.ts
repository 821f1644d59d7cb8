import { type PublicOutletDetail, Status } from '@rasti/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations, outlets, sources, subjects } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { presentSource } from '../sources/sources.presenter.ts';
import { sourceColumns } from '../sources/sources.repository.ts';
import { offsetOf } from '../../lib/sql.ts';
import { presentMedia } from './outlets.service.ts';

/** What the public may see of an outlet's sources: published ones on published subjects, like the rumour table. */
const publishedOf = (outletId: number) =>
  and(
    eq(sources.outletId, outletId),
    eq(sources.status, Status.Published),
    eq(subjects.status, Status.Published),
  );

/**
 * One outlet of the public directory: its score row (every evaluation, with how many of its published
 * sources carry it; the total weighs each count by the evaluation's score, server-rules section 5) and
 * one page of those sources, newest first.
 */
export async function getPublicOutlet(
  db: Db,
  storage: FileStorage,
  opts: { id: number; page: number; page_size: number },
): Promise<PublicOutletDetail> {
  const [outlet] = await db.select().from(outlets).where(eq(outlets.id, opts.id));
  if (!outlet) throw notFound();
  const published = publishedOf(opts.id);
  const [kinds, grouped, rows] = await Promise.all([
    db.select().from(evaluations).orderBy(asc(evaluations.id)),
    db
      .select({ evaluationId: sources.evaluationId, n: count() })
      .from(sources)
      .innerJoin(subjects, eq(subjects.id, sources.subjectId))
      .where(published)
      .groupBy(sources.evaluationId),
    db
      .select({ ...sourceColumns, subjectTitle: subjects.title })
      .from(sources)
      .innerJoin(subjects, eq(subjects.id, sources.subjectId))
      .innerJoin(outlets, eq(outlets.id, sources.outletId))
      .leftJoin(evaluations, eq(evaluations.id, sources.evaluationId))
      .where(published)
      .orderBy(sql`${sources.datePublishedRumor} desc nulls last`, desc(sources.id))
      .limit(opts.page_size)
      .offset(offsetOf(opts)),
  ]);
  const countOf = new Map(grouped.map((g) => [g.evaluationId, g.n]));
  // sources without an evaluation count as news but in no column
  const newsCount = grouped.reduce((sum, g) => sum + g.n, 0);
  const scores = kinds.map((k) => ({
    id: k.id,
    title: k.title,
    color: k.color,
    score: k.score,
    count: countOf.get(k.id) ?? 0,
  }));
  return {
    ...presentMedia(outlet, newsCount, storage),
    total: scores.reduce((sum, s) => sum + s.count * s.score, 0),
    scores,
    sources: rows.map((row) => ({ ...presentSource(row, storage), subject_title: row.subjectTitle })),
    sources_total: newsCount,
  };
}
