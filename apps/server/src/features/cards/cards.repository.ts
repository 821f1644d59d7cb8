import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations, reviews, subjects } from '../../db/schema/index.ts';
import { isPublic } from '../reviews/index.ts';

/** What a report's card shows, as stored. */
export interface ReportCardRow {
  id: number;
  subjectId: number;
  /** the claim: the report's subject title */
  claim: string;
  verdict: string | null;
  colour: string | null;
}

/** A published report (of a published subject) by its primary key, with its subject's verdict; null otherwise. */
export async function findPublishedReportCard(db: Db, id: number): Promise<ReportCardRow | null> {
  const [row] = await db
    .select({
      id: reviews.id,
      subjectId: subjects.id,
      claim: subjects.title,
      verdict: evaluations.title,
      colour: evaluations.color,
    })
    .from(reviews)
    .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
    .leftJoin(evaluations, eq(evaluations.id, subjects.evaluationId))
    .where(and(eq(reviews.id, id), isPublic));
  return row ?? null;
}
