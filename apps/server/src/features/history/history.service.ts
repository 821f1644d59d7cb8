import {
  type NewsItemBody,
  normalizePersian,
  RESTORE_MESSAGES,
  REVIEW_MESSAGES,
  type RestoreResult,
  reviewBody,
  STATUSES,
  Status,
} from '@rasti/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  evaluations,
  outlets,
  reviewNewsItems,
  reviews,
  subjects,
} from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { cleanHtml } from '../../lib/html.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Actor } from '../../plugins/auth.ts';
import { syncAnswered } from '../questions/answer-notices.ts';
import { canEditReview } from '../reviews/reviews.policy.ts';
import { itemRows, searchTextOf } from '../reviews/reviews.service.ts';
import { findRevision, recordRevision } from './revisions.repository.ts';
import { reviewSnapshot, subjectSnapshot } from './snapshots.ts';

// Restoring a version applies its old values as a new edit: each value is checked and cleaned as an edit's
// would be, and one that can no longer be applied (a file deleted from storage, a deleted category) is
// skipped and reported. The restore is itself recorded as a version. The publish date never goes back: it
// is the first time the item went out.

export interface RestoreOptions {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  id: number;
  revisionId: number;
  /** the site's address, for the text messages a restored publication sends to its questions' askers */
  publicUrl: string;
}

type Skipped = RestoreResult['skipped'];

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const wholeNumber = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) ? v : undefined;

/** A stored file's key when it is still in storage; null stays null; anything else is skipped. */
async function storedKey(storage: FileStorage, v: unknown): Promise<string | null | undefined> {
  if (v === null) return null;
  const key = text(v);
  return key && (await storage.exists?.(key)) ? key : undefined;
}

async function rowExists(
  db: Db,
  table: typeof categories | typeof evaluations | typeof subjects,
  id: number,
) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

async function loadRevision(db: Db, kind: 's' | 'r', id: number, revisionId: number) {
  const revision = await findRevision(db, kind, id, revisionId);
  if (!revision) throw notFound(RESTORE_MESSAGES.unknownRevision);
  return revision;
}

export async function restoreSubjectRevision({
  db,
  storage,
  actor,
  id,
  revisionId,
  publicUrl,
}: RestoreOptions): Promise<RestoreResult> {
  const [existing] = await db.select().from(subjects).where(eq(subjects.id, id));
  if (!existing) throw notFound();
  const revision = await loadRevision(db, 's', id, revisionId);
  const old = revision.oldValues;
  const changes: Partial<typeof subjects.$inferInsert> = {};
  const restored: string[] = [];
  const skipped: Skipped = [];
  const skip = (field: string, reason: string) => skipped.push({ field, reason });

  for (const field of revision.fields) {
    const v = old[field];
    switch (field) {
      case 'title':
      case 'abstract':
      case 'hashtags': {
        const value = text(v)?.trim();
        if (value === undefined || (field !== 'hashtags' && !value))
          skip(field, RESTORE_MESSAGES.referenceGone);
        else changes[field] = value;
        break;
      }
      case 'content':
        changes.content = cleanHtml(text(v) ?? '');
        break;
      case 'priority': {
        const n = wholeNumber(v);
        if (n === undefined) skip(field, RESTORE_MESSAGES.referenceGone);
        else changes.priority = n;
        break;
      }
      case 'status': {
        const n = wholeNumber(v);
        if (n === undefined || !(STATUSES as readonly number[]).includes(n))
          skip(field, RESTORE_MESSAGES.referenceGone);
        else changes.status = n;
        break;
      }
      case 'category':
      case 'reviews': {
        const n = wholeNumber(v);
        const table = field === 'category' ? categories : evaluations;
        if (v === null) changes[field === 'category' ? 'categoryId' : 'evaluationId'] = null;
        else if (n === undefined || !(await rowExists(db, table, n)))
          skip(field, RESTORE_MESSAGES.referenceGone);
        else changes[field === 'category' ? 'categoryId' : 'evaluationId'] = n;
        break;
      }
      case 'main_images': {
        // a subject always has its image: a version without one keeps the current image
        const key = v === null ? undefined : await storedKey(storage, v);
        if (!key) skip(field, RESTORE_MESSAGES.fileGone);
        else changes.mainImage = key;
        break;
      }
      case 'file': {
        const key = await storedKey(storage, v);
        if (key === undefined) skip(field, RESTORE_MESSAGES.fileGone);
        else changes.file = key;
        break;
      }
      case 'date_published':
        skip(field, RESTORE_MESSAGES.publishDateKept);
        break;
      default:
        continue;
    }
    if (!skipped.some((s) => s.field === field)) restored.push(field);
  }

  if (restored.length > 0) {
    const title = changes.title ?? existing.title;
    const abstract = changes.abstract ?? existing.abstract;
    const status = changes.status ?? existing.status;
    Object.assign(changes, {
      datePublished: existing.datePublished ?? (status === Status.Published ? new Date() : null),
      searchText: normalizePersian(`${title} ${abstract}`),
      updatedBy: actor.id,
      updatedAt: new Date(),
    });
    await db.transaction(async (tx) => {
      await tx.update(subjects).set(changes).where(eq(subjects.id, id));
      await recordRevision(tx, {
        kind: 's',
        itemId: id,
        actorId: actor.id,
        before: subjectSnapshot(existing),
        after: subjectSnapshot({ ...existing, ...changes }),
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'subject.restore',
        entity: 'subject',
        entityId: id,
        details: { revision: revisionId, fields: restored },
      });
      // a restored status publishes or withdraws the subject: its questions become answered or not
      if (changes.status !== undefined && changes.status !== existing.status) {
        await syncAnswered(tx, { scope: { subjectId: id }, publicUrl });
      }
    });
  }
  return { restored, skipped };
}

/** News items of a version, read as an edit's would be; outlets and evaluations deleted since become none. */
async function restorableItems(db: Db, v: unknown): Promise<NewsItemBody[] | undefined> {
  const parsed = reviewBody.shape.news_items.safeParse(v);
  if (!parsed.success || !parsed.data) return undefined;
  const items = parsed.data;
  const outletIds = [...new Set(items.flatMap((i) => (i.source_id ? [i.source_id] : [])))];
  const evaluationIds = [...new Set(items.flatMap((i) => (i.evaluation ? [i.evaluation] : [])))];
  const [knownOutlets, knownEvaluations] = await Promise.all([
    outletIds.length ? db.select({ id: outlets.id }).from(outlets).where(inArray(outlets.id, outletIds)) : [],
    evaluationIds.length
      ? db.select({ id: evaluations.id }).from(evaluations).where(inArray(evaluations.id, evaluationIds))
      : [],
  ]);
  const outletSet = new Set(knownOutlets.map((r) => r.id));
  const evaluationSet = new Set(knownEvaluations.map((r) => r.id));
  return items.map((item) => ({
    ...item,
    source_id: item.source_id && outletSet.has(item.source_id) ? item.source_id : null,
    evaluation: item.evaluation && evaluationSet.has(item.evaluation) ? item.evaluation : null,
  }));
}

export async function restoreReviewRevision({
  db,
  storage,
  actor,
  id,
  revisionId,
}: RestoreOptions): Promise<RestoreResult & { subjectIds: number[] }> {
  const [existing] = await db.select().from(reviews).where(eq(reviews.id, id));
  if (!existing) throw notFound();
  if (!canEditReview(actor, existing)) throw forbidden(REVIEW_MESSAGES.notOwner);
  const revision = await loadRevision(db, 'r', id, revisionId);
  const old = revision.oldValues;
  const changes: Partial<typeof reviews.$inferInsert> = {};
  let items: NewsItemBody[] | undefined;
  const restored: string[] = [];
  const skipped: Skipped = [];
  const skip = (field: string, reason: string) => skipped.push({ field, reason });

  for (const field of revision.fields) {
    const v = old[field];
    switch (field) {
      case 'title':
      case 'summary': {
        const value = text(v)?.trim();
        if (!value) skip(field, RESTORE_MESSAGES.referenceGone);
        else changes[field] = value;
        break;
      }
      case 'content':
        changes.content = cleanHtml(text(v) ?? '');
        break;
      case 'status': {
        const n = wholeNumber(v);
        if (n === undefined || !(STATUSES as readonly number[]).includes(n))
          skip(field, RESTORE_MESSAGES.referenceGone);
        else changes.status = n;
        break;
      }
      case 'subject': {
        const n = wholeNumber(v);
        if (n === undefined || !(await rowExists(db, subjects, n)))
          skip(field, RESTORE_MESSAGES.referenceGone);
        else changes.subjectId = n;
        break;
      }
      case 'main_images': {
        const key = v === null ? undefined : await storedKey(storage, v);
        if (!key) skip(field, RESTORE_MESSAGES.fileGone);
        else changes.mainImage = key;
        break;
      }
      case 'news_items':
        items = await restorableItems(db, v);
        if (!items) skip(field, RESTORE_MESSAGES.referenceGone);
        break;
      case 'date_published':
        skip(field, RESTORE_MESSAGES.publishDateKept);
        break;
      default:
        continue;
    }
    if (!skipped.some((s) => s.field === field)) restored.push(field);
  }

  const subjectIds = [...new Set([existing.subjectId, changes.subjectId ?? existing.subjectId])];
  if (restored.length > 0) {
    const title = changes.title ?? existing.title;
    const summary = changes.summary ?? existing.summary;
    const status = changes.status ?? existing.status;
    Object.assign(changes, {
      datePublished: existing.datePublished ?? (status === Status.Published ? new Date() : null),
      searchText: searchTextOf(title, summary),
      updatedBy: actor.id,
      updatedAt: new Date(),
    });
    await db.transaction(async (tx) => {
      await tx.update(reviews).set(changes).where(eq(reviews.id, id));
      const newItems = items ? itemRows(id, items) : undefined;
      const oldItems = newItems
        ? await tx
            .select()
            .from(reviewNewsItems)
            .where(eq(reviewNewsItems.reviewId, id))
            .orderBy(asc(reviewNewsItems.position), asc(reviewNewsItems.id))
        : undefined;
      if (newItems) {
        await tx.delete(reviewNewsItems).where(eq(reviewNewsItems.reviewId, id));
        if (newItems.length > 0) await tx.insert(reviewNewsItems).values(newItems);
      }
      await recordRevision(tx, {
        kind: 'r',
        itemId: id,
        actorId: actor.id,
        before: reviewSnapshot(existing, oldItems),
        after: reviewSnapshot({ ...existing, ...changes }, newItems),
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'review.restore',
        entity: 'review',
        entityId: id,
        details: { revision: revisionId, fields: restored },
      });
    });
  }
  return { restored, skipped, subjectIds };
}
