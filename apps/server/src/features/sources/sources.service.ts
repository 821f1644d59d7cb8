import { SOURCE_MESSAGES, Status, type SourceBody, toUnixSeconds } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations, outlets, sources, subjects } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { selectSources, type SourceRow } from './sources.presenter.ts';

interface Refs {
  subjectId: number;
  outletId: number;
  evaluationId: number | null;
}

/** Publisher, title and summary are required together, with the source form's one message (spec section 5). */
function requireFields(body: SourceBody): { title: string; summary: string; publisher: number } {
  const missing: Record<string, string[]> = {};
  if (!body.publisher) missing.publisher = [SOURCE_MESSAGES.required];
  if (!body.title) missing.title = [SOURCE_MESSAGES.required];
  if (!body.summary) missing.summary = [SOURCE_MESSAGES.required];
  if (Object.keys(missing).length > 0) throw badRequest(SOURCE_MESSAGES.required, missing);
  return { title: body.title!, summary: body.summary!, publisher: body.publisher! };
}

/** Every id the body names must exist; a wrong one is a 400 naming the field, before anything is written. */
async function resolveRefs(
  db: Db,
  body: SourceBody,
  publisher: number,
  currentSubjectId?: number,
): Promise<Refs> {
  const subjectId = body.news_subject ?? body.subject_id ?? currentSubjectId;
  if (!subjectId)
    throw badRequest(SOURCE_MESSAGES.subjectRequired, { news_subject: [SOURCE_MESSAGES.subjectRequired] });
  const fields: Record<string, string[]> = {};
  const [[subject], [outlet], [evaluation]] = await Promise.all([
    db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId)),
    db.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, publisher)),
    body.result
      ? db.select({ id: evaluations.id }).from(evaluations).where(eq(evaluations.id, body.result))
      : Promise.resolve([{ id: null }]),
  ]);
  if (!subject) fields.news_subject = [SOURCE_MESSAGES.unknownSubject];
  if (!outlet) fields.publisher = [SOURCE_MESSAGES.unknownPublisher];
  if (!evaluation) fields.result = [SOURCE_MESSAGES.unknownResult];
  const first = Object.values(fields)[0]?.[0];
  if (first) throw badRequest(first, fields);
  return { subjectId, outletId: publisher, evaluationId: body.result ?? null };
}

const rumorDate = (value: number | null | undefined): Date | null =>
  value === null || value === undefined ? null : new Date(toUnixSeconds(value) * 1000);

async function loadSource(db: Db, id: number): Promise<SourceRow> {
  const [row] = await selectSources(db).where(eq(sources.id, id));
  if (!row) throw notFound();
  return row;
}

export async function createSource(db: Db, opts: { actorId: number; body: SourceBody }): Promise<SourceRow> {
  const required = requireFields(opts.body);
  const refs = await resolveRefs(db, opts.body, required.publisher);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sources)
      .values({
        subjectId: refs.subjectId,
        outletId: refs.outletId,
        evaluationId: refs.evaluationId,
        title: required.title,
        summary: required.summary,
        link: opts.body.link ?? '',
        datePublishedRumor: rumorDate(opts.body.date_published_rumor),
        status: opts.body.status ?? Status.Published,
        createdBy: opts.actorId,
        updatedBy: opts.actorId,
      })
      .returning({ id: sources.id });
    await recordAudit(tx, {
      actorId: opts.actorId,
      action: 'source.create',
      entity: 'source',
      entityId: row!.id,
      details: { subjectId: refs.subjectId },
    });
    return row!.id;
  });
  return loadSource(db, id);
}

/** PUT replaces the source's fields; the subject stays unless the body names another. */
export async function replaceSource(
  db: Db,
  opts: { actorId: number; id: number; body: SourceBody },
): Promise<SourceRow> {
  const [existing] = await db
    .select({ subjectId: sources.subjectId })
    .from(sources)
    .where(eq(sources.id, opts.id));
  if (!existing) throw notFound();
  const required = requireFields(opts.body);
  const refs = await resolveRefs(db, opts.body, required.publisher, existing.subjectId);
  await db.transaction(async (tx) => {
    await tx
      .update(sources)
      .set({
        subjectId: refs.subjectId,
        outletId: refs.outletId,
        evaluationId: refs.evaluationId,
        title: required.title,
        summary: required.summary,
        link: opts.body.link ?? '',
        datePublishedRumor: rumorDate(opts.body.date_published_rumor),
        status: opts.body.status ?? Status.Published,
        updatedBy: opts.actorId,
        updatedAt: new Date(),
      })
      .where(eq(sources.id, opts.id));
    await recordAudit(tx, {
      actorId: opts.actorId,
      action: 'source.update',
      entity: 'source',
      entityId: opts.id,
    });
  });
  return loadSource(db, opts.id);
}

export async function deleteSource(db: Db, opts: { actorId: number; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(sources)
      .where(eq(sources.id, opts.id))
      .returning({ id: sources.id, subjectId: sources.subjectId });
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId: opts.actorId,
      action: 'source.delete',
      entity: 'source',
      entityId: opts.id,
      details: { subjectId: row.subjectId },
    });
  });
}
