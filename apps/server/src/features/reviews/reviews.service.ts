import {
  Approval,
  approvedNotice,
  isHtmlBlank,
  type ListSort,
  listSortOf,
  missingRequired,
  NEWSROOM_MESSAGES,
  type NewsItemBody,
  normalizePersian,
  PERMISSIONS,
  REVIEW_MESSAGES,
  REVIEW_REQUIRED,
  type ReviewBody,
  type ReviewDetail,
  type ReviewListItem,
  type ReviewRequiredField,
  Role,
  returnedNotice,
  reviewBody,
  type StaffReviewDetail,
  type StaffReviewListItem,
  Status,
  toUnixSeconds,
  waitingNotice,
} from '@rasti/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, subjects } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, forbidden, notFound, refuseFields } from '../../lib/errors.ts';
import { cleanRichText } from '../../lib/html-cleaner.ts';
import { deleteImage, type SaveImageOptions } from '../../lib/images.ts';
import { type FormInput, formFieldNames, parseForm } from '../../lib/multipart.ts';
import { publishDateAfterEdit } from '../../lib/publishing.ts';
import { rowExists, type Page, presentPage } from '../../lib/sql.ts';
import type { ExternalImagePolicy } from '../../lib/external-images.ts';
import { withStagedFiles } from '../../lib/staged-files.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { storedHtml } from '../../lib/stored-html.ts';
import { lockSubjectsOf, withDeadlockRetry } from '../../lib/subject-locks.ts';
import { recordPublicView } from '../../lib/views.ts';
import type { Actor } from '../../plugins/auth.ts';
import { correctionFor, recordCorrection } from '../corrections/index.ts';
import { recordRevision, reviewSnapshot } from '../history/index.ts';
import { insertWorkEvent, notify, notifyRoles, withAssignments, workPolicy } from '../newsroom/index.ts';
import { fingerprintImages, recordPictures } from '../pictures/index.ts';
import { queueUpdateNotices } from '../questions/index.ts';
import { canEditReview } from './reviews.policy.ts';
import {
  presentNewsItem,
  presentReviewDetail,
  presentReviewListItem,
  withCanEdit,
} from './reviews.presenter.ts';
import {
  approvalStates,
  type ClaimSourceRow,
  deleteNewsItems,
  existingNewsItemRefs,
  findPublishedReviewRow,
  findReview,
  findReviewPageRow,
  insertNewsItems,
  insertReviewRow,
  isPublicReview,
  latestReviewRows,
  newsItemRows,
  pageReviewRows,
  type ReviewFilter,
  type ReviewListRow,
  type ReviewRow,
  type ReviewValues,
  storedNewsItems,
  updateReviewRow,
} from './reviews.repository.ts';

const MAIN_IMAGE: SaveImageOptions = {
  folder: 'reviews',
  maxWidth: 1600,
  smallWidth: 480,
  field: 'main_images',
};

/** The management list: every status, newest made first, each with whether the caller may edit it. */
export async function listReviews(opts: {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  query: ReviewFilter;
}): Promise<Page<StaffReviewListItem>> {
  const page = await pageReviewRows(opts.db, opts.query, { audience: 'staff' });
  return {
    rows: await withStaffFields(
      opts.db,
      opts.actor,
      page.rows.map((r) => withCanEdit(presentReviewListItem(r, opts.storage), opts.actor)),
    ),
    total: page.total,
  };
}

/**
 * What only staff see of reviews (ADR 33): who is on each and by when, its approval state and note, and
 * whether the caller may approve it; two indexed queries for the page.
 */
async function withStaffFields<T extends { id: number; author_id: number | null }>(
  db: Db,
  actor: Actor,
  items: T[],
) {
  const [assigned, approvals] = await Promise.all([
    withAssignments(db, 'r', items, (i) => i.id),
    approvalStates(
      db,
      items.map((i) => i.id),
    ),
  ]);
  return assigned.map((item) => {
    const state = approvals.get(item.id);
    const approval = state?.approval ?? null;
    return {
      ...item,
      approval,
      approval_note: state?.approvalNote ?? null,
      can_approve: approval === Approval.Waiting && workPolicy.approves(actor, { authorId: item.author_id }),
    };
  });
}

/** The public list: published reviews of published subjects, in the order of the first sort flag set. */
export async function listPublishedReviews(opts: {
  db: Db;
  storage: FileStorage;
  query: Omit<ReviewFilter, 'status'> & Partial<Record<ListSort, boolean>>;
}): Promise<Page<ReviewListItem>> {
  return presentPage(
    await pageReviewRows(opts.db, opts.query, { audience: 'public', sort: listSortOf(opts.query) }),
    (r) => presentReviewListItem(r, opts.storage),
  );
}

/** The newest published reviews (the home page's 'latest articles and reviews'). */
export async function latestReviews(opts: {
  db: Db;
  storage: FileStorage;
  limit: number;
}): Promise<ReviewListItem[]> {
  const rows = await latestReviewRows(opts.db, opts.limit);
  return rows.map((r) => presentReviewListItem(r, opts.storage));
}

/** The newest published reviews as stored, a category's when given: the feeds make their own items of them. */
export const latestPublishedReviewRows = (opts: {
  db: Db;
  limit: number;
  categoryId?: number;
}): Promise<ReviewListRow[]> => latestReviewRows(opts.db, opts.limit, opts.categoryId);

/** A published review as stored (its subject's title and verdict: the verdict card); null when hidden. */
export const findPublishedReview = (opts: { db: Db; id: number }): Promise<ReviewListRow | null> =>
  findPublishedReviewRow(opts.db, opts.id);

/** A published report's card fields and news items, without its whole detail (null when hidden). */
export async function publishedReportHead(opts: {
  db: Db;
  storage: FileStorage;
  id: number;
}): Promise<(ReviewListItem & Pick<ReviewDetail, 'news_items'>) | null> {
  const [row, items] = await Promise.all([
    findPublishedReviewRow(opts.db, opts.id),
    newsItemRows(opts.db, opts.id),
  ]);
  return row
    ? {
        ...presentReviewListItem(row, opts.storage),
        news_items: items.map((item) => presentNewsItem(item, opts.storage)),
      }
    : null;
}

/**
 * One review with its news items, author box and related reviews. The public sees it only when it and its
 * subject are published; staff see every status. 404 when there is none.
 */
/** A review with everything its page shows; null when there is none (or the audience cannot see it). */
async function reviewPage(db: Db, storage: FileStorage, id: number, audience: 'public' | 'staff') {
  // one statement: the review with its news items, related reviews and correction notes
  const row = await findReviewPageRow(db, id, audience);
  // stored HTML was cleaned when written (lib/stored-html.ts)
  return row && presentReviewDetail(row, storage, storedHtml(db, row.content));
}

async function reviewDetail(db: Db, storage: FileStorage, id: number, audience: 'public' | 'staff') {
  const detail = await reviewPage(db, storage, id, audience);
  if (!detail) throw notFound();
  return detail;
}

/**
 * A review as the public's report page shows it (what GET /public/public-news-review/{id}/ answers), for
 * the server's own render of that page, with its subject's published sources for the page's ClaimReview
 * (the first told first, at most CLAIM_SOURCES_LIMIT): null where the public gets 404. Counts no view.
 */
export async function publicReviewDetail(opts: {
  db: Db;
  storage: FileStorage;
  id: number;
}): Promise<{ detail: ReviewDetail; claimSources: ClaimSourceRow[] } | null> {
  const { db, id } = opts;
  // one statement, the public's with the claim sources beside it
  const row = await findReviewPageRow(db, id, 'render');
  if (!row) return null;
  return {
    detail: presentReviewDetail(row, opts.storage, storedHtml(db, row.content)),
    claimSources: row.claimSources ?? [],
  };
}

/** A review as staff open it (every status), with whether the caller may edit it. */
export async function getReview(opts: {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  id: number;
}): Promise<StaffReviewDetail> {
  const detail = withCanEdit(await reviewDetail(opts.db, opts.storage, opts.id, 'staff'), opts.actor);
  const [withFields] = await withStaffFields(opts.db, opts.actor, [detail]);
  return withFields!;
}

/**
 * A public reader's report page: drafts, archived and expired reviews (and reviews of unpublished subjects)
 * do not exist for the public (404). Counts one view per reader and day (none for a null reader).
 */
export async function viewReview(opts: {
  db: Db;
  storage: FileStorage;
  id: number;
  reader: string | null;
}): Promise<ReviewDetail> {
  const { db, id, reader } = opts;
  await recordPublicView(db, { kind: 'r', id, reader, isPublic: isPublicReview });
  return reviewDetail(db, opts.storage, id, 'public');
}

/**
 * The required fields a form leaves empty: on create every one it lacks, on an edit (`sent` names the
 * fields it carries) those it sends empty. 'please fill in the following: …' as the detail, each missing
 * field's own message under it; nothing written.
 */
function refuseMissing(
  body: ReviewBody,
  content: string | undefined,
  image: Buffer | undefined,
  sent: ((field: string) => boolean) | null,
): void {
  const empty: Record<ReviewRequiredField, boolean> = {
    subject: (body.subject ?? body.subject_id) === undefined,
    title: !body.title,
    summary: !body.summary,
    content: content !== undefined && isHtmlBlank(content),
    status: body.status === undefined,
    main_images: !image,
  };
  const sentEmpty =
    sent &&
    ((f: ReviewRequiredField) =>
      f === 'main_images' ? body.keep_image === false : sent(f) || (f === 'subject' && sent('subject_id')));
  const missing = missingRequired(REVIEW_REQUIRED, empty, sentEmpty ?? undefined);
  if (missing)
    throw badRequest(
      missing.summary,
      Object.fromEntries(missing.fields.map((f) => [f, [missing.messages[f]!]])),
    );
}

/** The distinct outlet and evaluation ids news items name. */
const newsItemRefs = (items: NewsItemBody[]) => ({
  outlets: [...new Set(items.flatMap((i) => (i.source_id ? [i.source_id] : [])))],
  evaluations: [...new Set(items.flatMap((i) => (i.evaluation ? [i.evaluation] : [])))],
});

/** The subject, and every outlet and evaluation the news items name, must exist: a wrong id is a 400 on its field. */
async function assertReferences(db: Db, subjectId: number | undefined, items: NewsItemBody[] | undefined) {
  const fields: Record<string, string[]> = {};
  if (subjectId !== undefined && !(await rowExists(db, subjects, subjectId)))
    fields.subject = [REVIEW_MESSAGES.unknownSubject];
  if (items && items.length > 0) {
    const known = await existingNewsItemRefs(db, newsItemRefs(items));
    items.forEach((item, i) => {
      if (item.source_id && !known.outlets.has(item.source_id))
        fields[`news_items.${i}.source_id`] = [REVIEW_MESSAGES.unknownOutlet];
      if (item.evaluation && !known.evaluations.has(item.evaluation))
        fields[`news_items.${i}.evaluation`] = [REVIEW_MESSAGES.unknownEvaluation];
    });
  }
  refuseFields(fields);
}

/**
 * The news items of a stored version, read as an edit's would be (undefined when they no longer read as
 * news items); outlets and evaluations deleted since become none. For restoring a version (history).
 */
export async function restorableNewsItems({
  db,
  value,
}: {
  db: Db;
  value: unknown;
}): Promise<NewsItemBody[] | undefined> {
  const parsed = reviewBody.shape.news_items.safeParse(value);
  if (!parsed.success || !parsed.data) return undefined;
  const items = parsed.data;
  const known = await existingNewsItemRefs(db, newsItemRefs(items));
  return items.map((item) => ({
    ...item,
    source_id: item.source_id && known.outlets.has(item.source_id) ? item.source_id : null,
    evaluation: item.evaluation && known.evaluations.has(item.evaluation) ? item.evaluation : null,
  }));
}

/** The items as rows, in the order given; an absent date is now (spec section 3, news item block). */
function itemRows(reviewId: number, items: NewsItemBody[]) {
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

const searchTextOf = (title: string, summary: string) => normalizePersian(`${title} ${summary}`);

export interface SaveReviewOptions {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  form: FormInput;
  /** how pictures the content names by address are fetched and stored (ADR 36) */
  external?: ExternalImagePolicy;
  /** REVIEW_APPROVAL: a board member's review saved as published waits for approval (ADR 33) */
  reviewApproval?: boolean;
}

/**
 * The status a save stores and the approval state that goes with it (ADR 33). With REVIEW_APPROVAL on, a
 * board member's review saved as published (when it is not published already) waits for approval as a
 * draft; saved with another status it waits no more. Anyone else's save that publishes it ends the wait.
 */
function approvalOfSave(
  opts: { actor: Actor; reviewApproval?: boolean },
  requested: number,
  existing?: { status: number; approval: number | null },
): { status: number; approval: number | null; submitted: boolean } {
  const gated = opts.reviewApproval === true && opts.actor.role === Role.Board;
  if (gated && requested === Status.Published && existing?.status !== Status.Published)
    return {
      status: Status.Draft,
      approval: Approval.Waiting,
      submitted: existing?.approval !== Approval.Waiting,
    };
  // published (by someone who may), or moved to another status: it waits no more
  if (requested === Status.Published || (existing && requested !== existing.status))
    return { status: requested, approval: null, submitted: false };
  return { status: requested, approval: existing?.approval ?? null, submitted: false };
}

/** A review now waits for approval: its step in the work history and a notice to those who approve. */
async function recordSubmission(tx: Db, actor: Actor, id: number, title: string): Promise<void> {
  await insertWorkEvent(tx, { kind: 'r', itemId: id, action: 'submit', actorId: actor.id });
  await notifyRoles(tx, PERMISSIONS['reviews.approve'], actor.id, {
    kind: 'r',
    itemId: id,
    text: waitingNotice(title),
  });
}

/** A new review by the caller, with its image, cleaned content and news items, in one transaction. */
export async function createReview(opts: SaveReviewOptions): Promise<StaffReviewDetail> {
  const { db, storage, actor, form } = opts;
  const body: ReviewBody = parseForm(reviewBody, form.fields);
  const subjectId = body.subject ?? body.subject_id;
  const content = await cleanRichText(body.content ?? '');
  const image = form.files.main_images;
  refuseMissing(body, content, image, null);
  await assertReferences(db, subjectId, body.news_items);

  const saved = approvalOfSave(opts, body.status!);
  const id = await withStagedFiles(
    storage,
    'reviews',
    async (staged) => {
      const values: ReviewValues = {
        subjectId: subjectId!,
        title: body.title!,
        summary: body.summary!,
        mainImage: await staged.image(image!, MAIN_IMAGE),
        content: await staged.content(content),
        status: saved.status,
        approval: saved.approval,
        datePublished: saved.status === Status.Published ? new Date() : null,
        authorId: actor.id,
        searchText: searchTextOf(body.title!, body.summary!),
        createdBy: actor.id,
        updatedBy: actor.id,
      };
      // A new review locks its subject first (the copy trigger, before its row is written: no one else
      // can wait on that row), as lib/subject-locks.ts asks; the retry covers the counters' hot rows.
      const pictures = await fingerprintImages(staged.storedImages);
      return withDeadlockRetry(() =>
        db.transaction(async (tx) => {
          const id = await insertReviewRow(tx, values);
          await recordPictures({ db: tx, ownerKind: 'review', ownerId: id, pictures });
          if (body.news_items?.length) await insertNewsItems(tx, itemRows(id, body.news_items));
          if (saved.submitted) await recordSubmission(tx, actor, id, body.title!);
          await recordAudit({
            db: tx,
            actorId: actor.id,
            action: 'review.create',
            entity: 'review',
            entityId: id,
            details: { status: saved.status, subject: subjectId, news_items: body.news_items?.length ?? 0 },
          });
          return id;
        }),
      );
    },
    opts.external,
  );
  return getReview({ db, storage, actor, id });
}

/**
 * Writes an edit of a review in the caller's transaction (a PATCH, a restored version): the changed
 * columns with what follows from them (publish date, search text, who and when), its news items replaced
 * when `items` is given, the old values to the history and the correction note when there is one. A
 * correction note on a published review of a published subject tells those who were sent the subject's
 * verdict (tipline chats, web askers) with one 'به‌روزرسانی', linking to `publicUrl`.
 */
export async function writeReviewEdit({
  db: tx,
  ...edit
}: {
  /** the caller's transaction */
  db: Db;
  existing: ReviewRow;
  changes: Partial<ReviewValues>;
  items?: NewsItemBody[];
  actor: Actor;
  publicUrl: string;
  /** a public correction note (a published review's edit) */
  correction?: string;
}): Promise<void> {
  const { existing, actor } = edit;
  const id = existing.id;
  const title = edit.changes.title ?? existing.title;
  const summary = edit.changes.summary ?? existing.summary;
  const status = edit.changes.status ?? existing.status;
  const changes: Partial<ReviewValues> = {
    ...edit.changes,
    datePublished: publishDateAfterEdit(existing.datePublished, status),
    searchText: searchTextOf(title, summary),
    updatedBy: actor.id,
    updatedAt: new Date(),
  };
  // A change of its subject or status changes its subjects' counters, whose triggers write the subjects'
  // reviews: the subjects are locked before the review's row, as a subject's own write takes them
  // (lib/subject-locks.ts). This is the transaction's first statement in its callers.
  if (edit.changes.subjectId !== undefined || edit.changes.status !== undefined)
    await lockSubjectsOf(tx, { table: reviews, where: eq(reviews.id, id) }, [edit.changes.subjectId]);
  await updateReviewRow(tx, id, changes);
  const newItems = edit.items === undefined ? undefined : itemRows(id, edit.items);
  const oldItems = newItems ? await storedNewsItems(tx, id) : undefined;
  if (newItems) {
    await deleteNewsItems(tx, id);
    await insertNewsItems(tx, newItems);
  }
  await recordRevision({
    db: tx,
    kind: 'r',
    itemId: id,
    actor,
    before: reviewSnapshot(existing, oldItems),
    after: reviewSnapshot({ ...existing, ...changes }, newItems),
  });
  if (edit.correction) {
    await recordCorrection({ db: tx, kind: 'r', itemId: id, note: edit.correction, actor });
    const subjectId = changes.subjectId ?? existing.subjectId;
    if (status === Status.Published && (await subjectPublished(tx, subjectId)))
      await queueUpdateNotices({
        db: tx,
        subjectId,
        change: `r${id}:${Date.now()}`,
        publicUrl: edit.publicUrl,
      });
  }
}

async function subjectPublished(tx: Db, subjectId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), eq(subjects.status, Status.Published)));
  return Boolean(row);
}

/** The review the caller may edit (roles 2, 3, 5 any, role 4 their own): 404 or 403 otherwise. */
export async function findEditableReview({
  db,
  actor,
  id,
}: {
  db: Db;
  actor: Actor;
  id: number;
}): Promise<ReviewRow> {
  const existing = await findReview(db, id);
  if (!existing) throw notFound();
  if (!canEditReview(actor, existing)) throw forbidden(REVIEW_MESSAGES.notOwner);
  return existing;
}

/**
 * PATCH: only the fields sent change, and a field that is sent must not be empty. No image (or
 * `keep_image=true`) keeps the image; a new one replaces it and the old file goes once saved;
 * `keep_image=false` without a file is refused. `news_items`, when sent, replaces the items. Answers the
 * review as staff see it and the subject it belonged to before.
 */
export async function updateReview(
  opts: SaveReviewOptions & {
    id: number;
    /** the site's origin (PUBLIC_URL): the link in the 'به‌روزرسانی' a correction note sends */
    publicUrl: string;
  },
): Promise<{ review: StaffReviewDetail; previousSubjectId: number }> {
  const { db, storage, actor, form, id } = opts;
  const existing = await findEditableReview({ db, actor, id });
  const body: ReviewBody = parseForm(reviewBody, form.fields);
  const sent = (field: string) => Object.hasOwn(form.fields, field);
  const subjectId = body.subject ?? body.subject_id;
  const content = sent('content') ? await cleanRichText(body.content ?? '') : undefined;
  const image = form.files.main_images;
  refuseMissing(body, content, image, sent);
  await assertReferences(db, subjectId, body.news_items);
  const correction = correctionFor(body.correction, existing.status);
  const saved = approvalOfSave(opts, body.status ?? existing.status, existing);

  await withStagedFiles(
    storage,
    'reviews',
    async (staged) => {
      const changes: Partial<ReviewValues> = {
        subjectId: subjectId ?? existing.subjectId,
        title: body.title ?? existing.title,
        summary: body.summary ?? existing.summary,
        mainImage: image ? await staged.image(image, MAIN_IMAGE) : existing.mainImage,
        content: content === undefined ? existing.content : await staged.content(content),
        status: saved.status,
        approval: saved.approval,
        // a note sent back is read by the author until the review is sent again or published
        ...(saved.approval !== Approval.Returned ? { approvalNote: null } : {}),
      };
      const pictures = await fingerprintImages(staged.storedImages);
      await withDeadlockRetry(() =>
        db.transaction(async (tx) => {
          await writeReviewEdit({
            db: tx,
            existing,
            changes,
            items: body.news_items,
            actor,
            publicUrl: opts.publicUrl,
            correction,
          });
          await recordPictures({ db: tx, ownerKind: 'review', ownerId: id, pictures });
          if (saved.submitted) await recordSubmission(tx, actor, id, changes.title!);
          await recordAudit({
            db: tx,
            actorId: actor.id,
            action: 'review.update',
            entity: 'review',
            entityId: id,
            details: {
              fields: formFieldNames(form),
              status: changes.status,
            },
          });
        }),
      );
    },
    opts.external,
  );
  // the replaced image goes only after the new one is saved and committed
  if (image && existing.mainImage) await deleteImage(storage, existing.mainImage);
  return { review: await getReview({ db, storage, actor, id }), previousSubjectId: existing.subjectId };
}

/** A review waiting for approval that the caller may approve (not their own): 404, 409 or 403 otherwise. */
async function findWaitingReview(db: Db, actor: Actor, id: number): Promise<ReviewRow> {
  const existing = await findReview(db, id);
  if (!existing) throw notFound();
  if (existing.approval !== Approval.Waiting) throw conflict(NEWSROOM_MESSAGES.notWaiting);
  if (!workPolicy.approves(actor, existing)) throw forbidden(NEWSROOM_MESSAGES.ownReview);
  return existing;
}

/**
 * An editor or an admin publishes a review waiting for approval (ADR 33): published as any edit publishes
 * it (its date, its subject's counters, the askers' notices), the step in the work history and the review's
 * history, and a notice to its author.
 */
export async function approveReview(opts: {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  id: number;
  publicUrl: string;
}): Promise<StaffReviewDetail> {
  const { db, actor, id } = opts;
  const existing = await findWaitingReview(db, actor, id);
  await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      await writeReviewEdit({
        db: tx,
        existing,
        changes: { status: Status.Published, approval: null, approvalNote: null },
        actor,
        publicUrl: opts.publicUrl,
      });
      await insertWorkEvent(tx, { kind: 'r', itemId: id, action: 'approve', actorId: actor.id });
      if (existing.authorId !== null)
        await notify(tx, [existing.authorId], {
          kind: 'r',
          itemId: id,
          text: approvedNotice(existing.title),
        });
      await recordAudit({
        db: tx,
        actorId: actor.id,
        action: 'review.approve',
        entity: 'review',
        entityId: id,
      });
    }),
  );
  return getReview({ db, storage: opts.storage, actor, id });
}

/** An editor or an admin sends a waiting review back to its author with a note the author sees (ADR 33). */
export async function sendBackReview(opts: {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  id: number;
  note: string;
  publicUrl: string;
}): Promise<StaffReviewDetail> {
  const { db, actor, id, note } = opts;
  const existing = await findWaitingReview(db, actor, id);
  await db.transaction(async (tx) => {
    await writeReviewEdit({
      db: tx,
      existing,
      changes: { approval: Approval.Returned, approvalNote: note },
      actor,
      publicUrl: opts.publicUrl,
    });
    await insertWorkEvent(tx, { kind: 'r', itemId: id, action: 'return', actorId: actor.id, note });
    if (existing.authorId !== null)
      await notify(tx, [existing.authorId], { kind: 'r', itemId: id, text: returnedNotice(existing.title) });
    await recordAudit({
      db: tx,
      actorId: actor.id,
      action: 'review.send-back',
      entity: 'review',
      entityId: id,
    });
  });
  return getReview({ db, storage: opts.storage, actor, id });
}
