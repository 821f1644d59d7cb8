import type { Source } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations, outlets, sources } from '../../db/schema/index.ts';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';

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

/** The source shape of spec section 3; the rumour date goes out as Unix seconds. */
export const presentSource = (row: SourceRow, storage: FileStorage): Source => ({
  id: row.id,
  news_subject: row.subjectId,
  title: row.title,
  link: row.link,
  publisher: row.outletId,
  publisher_name: row.outletName,
  logo: mediaUrl(storage, row.outletLogo),
  summary: row.summary,
  date_published_rumor: row.datePublishedRumor ? Math.floor(row.datePublishedRumor.getTime() / 1000) : null,
  result_id: row.evaluationId,
  reviews_color: row.evaluationColor,
  reviews_title: row.evaluationTitle,
  status: row.status,
});
