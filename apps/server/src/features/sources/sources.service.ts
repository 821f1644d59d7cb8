import { type Source, type SourceBody, SOURCE_MESSAGES, Status, toUnixSeconds } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { evaluations, outlets, subjects } from '../../db/schema/index.ts';
import { withAudit } from '../../lib/audit.ts';
import { badRequest, notFound, refuseFields } from '../../lib/errors.ts';
import { rowExists } from '../../lib/sql.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Actor } from '../../plugins/auth.ts';
import { presentSource } from './sources.presenter.ts';
import {
  deleteSourceRow,
  findSourceRow,
  findSourceSubjectId,
  insertSourceRow,
  subjectSourceRows,
  type SourceValues,
  updateSourceRow,
} from './sources.repository.ts';

/** Publisher, title and summary are required together, with the source form's one message (spec section 5). */
function requireFields(body: SourceBody): { title: string; summary: string; publisher: number } {
  const missing: Record<string, string[]> = {};
  if (!body.publisher) missing.publisher = [SOURCE_MESSAGES.required];
  if (!body.title) missing.title = [SOURCE_MESSAGES.required];
  if (!body.summary) missing.summary = [SOURCE_MESSAGES.required];
  if (Object.keys(missing).length > 0) throw badRequest(SOURCE_MESSAGES.required, missing);
  return { title: body.title!, summary: body.summary!, publisher: body.publisher! };
}

const rumorDate = (value: number | null | undefined): Date | null =>
  value === null || value === undefined ? null : new Date(toUnixSeconds(value) * 1000);

/**
 * The row a form makes, once every id it names is checked: a wrong one is a 400 naming the field, before
 * anything is written. The subject stays `currentSubjectId` unless the body names another.
 */
async function sourceValues(
  db: Db,
  body: SourceBody,
  actor: Actor,
  currentSubjectId?: number,
): Promise<SourceValues> {
  const { title, summary, publisher } = requireFields(body);
  const subjectId = body.news_subject ?? body.subject_id ?? currentSubjectId;
  if (!subjectId)
    throw badRequest(SOURCE_MESSAGES.subjectRequired, { news_subject: [SOURCE_MESSAGES.subjectRequired] });
  const [subject, outlet, evaluation] = await Promise.all([
    rowExists(db, subjects, subjectId),
    rowExists(db, outlets, publisher),
    body.result ? rowExists(db, evaluations, body.result) : true,
  ]);
  const fields: Record<string, string[]> = {};
  if (!subject) fields.news_subject = [SOURCE_MESSAGES.unknownSubject];
  if (!outlet) fields.publisher = [SOURCE_MESSAGES.unknownPublisher];
  if (!evaluation) fields.result = [SOURCE_MESSAGES.unknownResult];
  refuseFields(fields);
  return {
    subjectId,
    outletId: publisher,
    evaluationId: body.result ?? null,
    title,
    summary,
    link: body.link ?? '',
    datePublishedRumor: rumorDate(body.date_published_rumor),
    status: body.status ?? Status.Published,
    updatedBy: actor.id,
  };
}

/** A subject's sources for its page, newest rumour first: the public's only the published ones. */
export async function sourcesOfSubject(opts: {
  db: Db;
  storage: FileStorage;
  subjectId: number;
  publishedOnly: boolean;
}): Promise<Source[]> {
  const rows = await subjectSourceRows(opts.db, opts.subjectId, opts.publishedOnly);
  return rows.map((r) => presentSource(r, opts.storage));
}

async function loadSource(db: Db, storage: FileStorage, id: number): Promise<Source> {
  const row = await findSourceRow(db, id);
  if (!row) throw notFound();
  return presentSource(row, storage);
}

/** What every write of a source is called with (its outlet's logo is a file URL); each adds its input. */
interface SourceOptions {
  db: Db;
  storage: FileStorage;
  actor: Actor;
}

/** A new source of a subject (its outlet and evaluation checked); audited. */
export async function createSource(opts: SourceOptions & { input: SourceBody }): Promise<Source> {
  const { db, storage, actor, input } = opts;
  const values = await sourceValues(db, input, actor);
  const id = await withAudit(
    db,
    (tx) => insertSourceRow(tx, values),
    (id) => ({
      actorId: actor.id,
      action: 'source.create',
      entity: 'source',
      entityId: id,
      details: { subjectId: values.subjectId },
    }),
  );
  return loadSource(db, storage, id);
}

/** PUT replaces the source's fields; the subject stays unless the body names another. */
export async function replaceSource(
  opts: SourceOptions & { id: number; input: SourceBody },
): Promise<Source> {
  const { db, storage, actor, id, input } = opts;
  const currentSubjectId = await findSourceSubjectId(db, id);
  if (currentSubjectId === null) throw notFound();
  const values = await sourceValues(db, input, actor, currentSubjectId);
  await withAudit(
    db,
    (tx) => updateSourceRow(tx, id, values),
    () => ({ actorId: actor.id, action: 'source.update', entity: 'source', entityId: id }),
  );
  return loadSource(db, storage, id);
}

export async function deleteSource(opts: { db: Db; actor: Actor; id: number }): Promise<void> {
  const { db, actor, id } = opts;
  await withAudit(
    db,
    async (tx) => {
      const subjectId = await deleteSourceRow(tx, id);
      if (subjectId === null) throw notFound();
      return subjectId;
    },
    (subjectId) => ({
      actorId: actor.id,
      action: 'source.delete',
      entity: 'source',
      entityId: id,
      details: { subjectId },
    }),
  );
}
