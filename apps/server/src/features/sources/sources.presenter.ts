import type { Source } from '@rasti/contract';
import { type FileStorage, mediaUrl } from '../../lib/storage.ts';
import type { SourceRow } from './sources.repository.ts';

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
