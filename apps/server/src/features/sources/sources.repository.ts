import { Status } from '@rasti/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations, outlets, sources } from '../../db/schema/index.ts';

/** The columns a source answer needs: the source, its outlet's name and logo, its evaluation's title and colour. */
export const sourceColumns = {
  id: sources.id,
  subjectId: sources.subjectId,
  title: sources.title,
  link: sources.link,
  outletId: sources.outletId,
  outletName: outlets.name,
  outletLogo: outlets.logo,
  summary: sources.summary,
  datePublishedRumor: sources.datePublishedRumor,
  evaluationId: sources.evaluationId,
  evaluationTitle: evaluations.title,
  evaluationColor: evaluations.color,
  status: sources.status,
};

/** Sources joined to what their answer shows; callers add the where and the order. */
export const selectSources = (db: Db) =>
  db
    .select(sourceColumns)
    .from(sources)
    .innerJoin(outlets, eq(outlets.id, sources.outletId))
    .leftJoin(evaluations, eq(evaluations.id, sources.evaluationId));

export type SourceRow = Awaited<ReturnType<ReturnType<typeof selectSources>['execute']>>[number];

export type SourceValues = Omit<typeof sources.$inferInsert, 'id' | 'createdAt' | 'createdBy' | 'updatedAt'>;

/** One source with what its answer shows; null when there is none. */
export async function findSourceRow(db: Db, id: number): Promise<SourceRow | null> {
  const [row] = await selectSources(db).where(eq(sources.id, id));
  return row ?? null;
}

/** The subject a source belongs to; null when there is no such source. */
export async function findSourceSubjectId(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ subjectId: sources.subjectId }).from(sources).where(eq(sources.id, id));
  return row?.subjectId ?? null;
}

export async function insertSourceRow(db: Db, values: SourceValues): Promise<number> {
  const [row] = await db
    .insert(sources)
    .values({ ...values, createdBy: values.updatedBy })
    .returning({ id: sources.id });
  return row!.id;
}

export async function updateSourceRow(db: Db, id: number, values: SourceValues): Promise<void> {
  await db
    .update(sources)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sources.id, id));
}

/** Deletes a source; answers its subject, or null when there was none. */
export async function deleteSourceRow(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .delete(sources)
    .where(eq(sources.id, id))
    .returning({ subjectId: sources.subjectId });
  return row?.subjectId ?? null;
}

/** A subject's sources, newest rumour first; the public's only the published ones. */
export const subjectSourceRows = (db: Db, subjectId: number, publishedOnly: boolean) =>
  selectSources(db)
    .where(
      and(eq(sources.subjectId, subjectId), publishedOnly ? eq(sources.status, Status.Published) : undefined),
    )
    .orderBy(sql`${sources.datePublishedRumor} desc nulls last`, desc(sources.id));
