import {
  CORRECTION_MESSAGES,
  isHtmlBlank,
  type NewsItemBody,
  normalizePersian,
  REVIEW_FIELD_MESSAGES,
  REVIEW_MESSAGES,
  type ReviewBody,
  type ReviewRequiredField,
  reviewBody,
  reviewMissingMessage,
  Status,
  toUnixSeconds,
} from '@rasti/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations, outlets, reviewNewsItems, reviews, subjects } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { cleanHtml } from '../../lib/html.ts';
import { deleteImage, type SaveImageOptions } from '../../lib/images.ts';
import { type FormInput, parseForm } from '../../lib/multipart.ts';
import { withStagedFiles } from '../../lib/staged-files.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Actor } from '../../plugins/auth.ts';
import { insertCorrection } from '../corrections/corrections.repository.ts';
import { recordRevision } from '../history/revisions.repository.ts';
import { reviewSnapshot } from '../history/snapshots.ts';
import { canEditReview } from './reviews.policy.ts';

type ReviewRow = typeof reviews.$inferSelect;

const MAIN_IMAGE: SaveImageOptions = {
  folder: 'reviews',
  maxWidth: 1600,
  smallWidth: 480,
  field: 'main_images',
};

/** 'please fill in the following: …' as the detail, each missing field's own message under it; nothing written. */
function refuseMissing(missing: ReviewRequiredField[]): never {
  const fields = Object.fromEntries(missing.map((f) => [f, [REVIEW_FIELD_MESSAGES[f]]]));
  throw badRequest(reviewMissingMessage(missing), fields);
}

/** The subject, and every outlet and evaluation the news items name, must exist: a wrong id is a 400 on its field. */
async function assertReferences(db: Db, subjectId: number | undefined, items: NewsItemBody[] | undefined) {
  const fields: Record<string, string[]> = {};
  if (subjectId !== undefined) {
    const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId));
    if (!row) fields.subject = [REVIEW_MESSAGES.unknownSubject];
  }
  if (items && items.length > 0) {
    const outletIds = [...new Set(items.flatMap((i) => (i.source_id ? [i.source_id] : [])))];
    const evaluationIds = [...new Set(items.flatMap((i) => (i.evaluation ? [i.evaluation] : [])))];
    const [knownOutlets, knownEvaluations] = await Promise.all([
      outletIds.length
        ? db.select({ id: outlets.id }).from(outlets).where(inArray(outlets.id, outletIds))
        : Promise.resolve([]),
      evaluationIds.length
        ? db.select({ id: evaluations.id }).from(evaluations).where(inArray(evaluations.id, evaluationIds))
        : Promise.resolve([]),
    ]);
    const outletSet = new Set(knownOutlets.map((r) => r.id));
    const evaluationSet = new Set(knownEvaluations.map((r) => r.id));
    items.forEach((item, i) => {
      if (item.source_id && !outletSet.has(item.source_id))
        fields[`news_items.${i}.source_id`] = [REVIEW_MESSAGES.unknownOutlet];
      if (item.evaluation && !evaluationSet.has(item.evaluation))
        fields[`news_items.${i}.evaluation`] = [REVIEW_MESSAGES.unknownEvaluation];
    });
  }
  const first = Object.values(fields)[0]?.[0];
  if (first) throw badRequest(first, fields);
}

/** The items as rows, in the order given; an absent date is now (spec section 3, news item block). */
export function itemRows(reviewId: number, items: NewsItemBody[]) {
  const now = new Date();
  return items.map((item, position) => ({
    reviewId,
    outletId: item.source_id ?? null,
    title: item.title,
    link: item.link ?? '',
    summary: item.summary ?? '',
    date:
      item.date === undefined ? now : item.date === null ? null : new Date(toUnixSeconds(item.date) * 1000),
    evaluationId: item.evaluation ?? null,
    position,
  }));
}

export const searchTextOf = (title: string, summary: string) => normalizePersian(`${title} ${summary}`);

export interface SaveReviewOptions {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  form: FormInput;
}

/** A new review by the caller, with its image, cleaned content and news items, in one transaction. */
export async function createReview({ db, storage, actor, form }: SaveReviewOptions): Promise<number> {
  const body: ReviewBody = parseForm(reviewBody, form.fields);
  const subjectId = body.subject ?? body.subject_id;
  const content = cleanHtml(body.content ?? '');
  const image = form.files.main_images;
  const missing: ReviewRequiredField[] = [];
  if (subjectId === undefined) missing.push('subject');
  if (!body.title) missing.push('title');
  if (!body.summary) missing.push('summary');
  if (isHtmlBlank(content)) missing.push('content');
  if (body.status === undefined) missing.push('status');
  if (!image) missing.push('main_images');
  if (missing.length > 0) refuseMissing(missing);
  await assertReferences(db, subjectId, body.news_items);

  return withStagedFiles(storage, 'reviews', async (staged) => {
    const mainImage = await staged.image(image!, MAIN_IMAGE);
    const storedContent = await staged.content(content);
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          subjectId: subjectId!,
          title: body.title!,
          summary: body.summary!,
          content: storedContent,
          mainImage,
          status: body.status!,
          datePublished: body.status === Status.Published ? new Date() : null,
          authorId: actor.id,
          searchText: searchTextOf(body.title!, body.summary!),
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning({ id: reviews.id });
      const id = row!.id;
      if (body.news_items?.length) await tx.insert(reviewNewsItems).values(itemRows(id, body.news_items));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'review.create',
        entity: 'review',
        entityId: id,
        details: { status: body.status, subject: subjectId, news_items: body.news_items?.length ?? 0 },
      });
      return id;
    });
  });
}

/**
 * PATCH: only the fields sent change, and a field that is sent must not be empty. No image (or
 * `keep_image=true`) keeps the image; a new one replaces it and the old file goes once saved;
 * `keep_image=false` without a file is refused. `news_items`, when sent, replaces the items.
 */
export async function updateReview({ db, storage, actor, form, id }: SaveReviewOptions & { id: number }) {
  const [existing] = await db.select().from(reviews).where(eq(reviews.id, id));
  if (!existing) throw notFound();
  if (!canEditReview(actor, existing)) throw forbidden(REVIEW_MESSAGES.notOwner);

  const body: ReviewBody = parseForm(reviewBody, form.fields);
  const sent = (field: string) => Object.hasOwn(form.fields, field);
  const subjectId = body.subject ?? body.subject_id;
  const content = sent('content') ? cleanHtml(body.content ?? '') : undefined;
  const image = form.files.main_images;
  const missing: ReviewRequiredField[] = [];
  if ((sent('subject') || sent('subject_id')) && subjectId === undefined) missing.push('subject');
  if (sent('title') && !body.title) missing.push('title');
  if (sent('summary') && !body.summary) missing.push('summary');
  if (content !== undefined && isHtmlBlank(content)) missing.push('content');
  if (sent('status') && body.status === undefined) missing.push('status');
  if (!image && body.keep_image === false) missing.push('main_images');
  if (missing.length > 0) refuseMissing(missing);
  await assertReferences(db, subjectId, body.news_items);
  // a public correction note belongs to a published review only (as it was before this edit)
  const correction = body.correction || undefined;
  if (correction && existing.status !== Status.Published)
    throw badRequest(CORRECTION_MESSAGES.notPublished, { correction: [CORRECTION_MESSAGES.notPublished] });

  await withStagedFiles(storage, 'reviews', async (staged) => {
    const mainImage = image ? await staged.image(image, MAIN_IMAGE) : existing.mainImage;
    const storedContent = content === undefined ? existing.content : await staged.content(content);
    const title = body.title ?? existing.title;
    const summary = body.summary ?? existing.summary;
    const status = body.status ?? existing.status;
    const changes: Partial<ReviewRow> = {
      subjectId: subjectId ?? existing.subjectId,
      title,
      summary,
      content: storedContent,
      mainImage,
      status,
      // the publish date is the first time it went out; later edits and re-publishing keep it
      datePublished: existing.datePublished ?? (status === Status.Published ? new Date() : null),
      searchText: searchTextOf(title, summary),
      updatedBy: actor.id,
      updatedAt: new Date(),
    };
    await db.transaction(async (tx) => {
      await tx.update(reviews).set(changes).where(eq(reviews.id, id));
      const newItems = body.news_items === undefined ? undefined : itemRows(id, body.news_items);
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
      if (correction)
        await insertCorrection(tx, { kind: 'r', itemId: id, note: correction, actorId: actor.id });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'review.update',
        entity: 'review',
        entityId: id,
        details: { fields: [...Object.keys(form.fields), ...Object.keys(form.files)], status },
      });
    });
  });
  // the replaced image goes only after the new one is saved and committed
  if (image && existing.mainImage) await deleteImage(storage, existing.mainImage);
  return { previousSubjectId: existing.subjectId };
}
