import {
  isHtmlBlank,
  LIMITS,
  type ListSort,
  listSortOf,
  normalizeHashtags,
  normalizePersian,
  Status,
  type SubjectBody,
  type SubjectDetail,
  type SubjectListItem,
  subjectBody,
  missingRequired,
  SUBJECT_MESSAGES,
  SUBJECT_REQUIRED,
  type SubjectRequiredField,
} from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { categories, evaluations } from '../../db/schema/index.ts';
import { recordAudit, withAudit } from '../../lib/audit.ts';
import { badRequest, notFound, refuseFields } from '../../lib/errors.ts';
import { cleanRichText } from '../../lib/html-cleaner.ts';
import { deleteImage, type SaveImageOptions } from '../../lib/images.ts';
import { type FormInput, formFieldNames, parseForm } from '../../lib/multipart.ts';
import { publishDateAfterEdit } from '../../lib/publishing.ts';
import { rowExists, type Page, presentPage } from '../../lib/sql.ts';
import { storedHtml } from '../../lib/stored-html.ts';
import { withDeadlockRetry } from '../../lib/subject-locks.ts';
import type { ExternalImagePolicy } from '../../lib/external-images.ts';
import { withStagedFiles } from '../../lib/staged-files.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { recordPublicView } from '../../lib/views.ts';
import type { Actor } from '../../plugins/auth.ts';
import { correctionFor, recordCorrection } from '../corrections/index.ts';
import { recordRevision, subjectSnapshot } from '../history/index.ts';
import { fingerprintImages, recordPictures } from '../pictures/index.ts';
import { queueUpdateNotices, subjectUrl, syncAnswered } from '../questions/index.ts';
import { queueChannelCorrection, queueChannelPost } from '../tipline-bot/index.ts';
import { presentSubjectDetail, presentSubjectListItem } from './subjects.presenter.ts';
import {
  findPublishedSubjectListRow,
  findSubject,
  findSubjectPageRow,
  insertSubjectRow,
  isPublishedSubject,
  pageSubjectRows,
  type SubjectFilter,
  type SubjectRow,
  type SubjectValues,
  updateSubjectRow,
} from './subjects.repository.ts';

const MAIN_IMAGE: SaveImageOptions = {
  folder: 'subjects',
  maxWidth: 1600,
  smallWidth: 480,
  field: 'main_images',
};

/** The admin table: every status, newest made first; search over the normalised title and abstract. */
export async function listSubjects(opts: {
  db: Db;
  storage: FileStorage;
  query: SubjectFilter;
}): Promise<Page<SubjectListItem>> {
  return presentPage(await pageSubjectRows(opts.db, opts.query, { audience: 'staff' }), (r) =>
    presentSubjectListItem(r, opts.storage),
  );
}

/** Trending subjects: published only, in the first sort flag's order (the sort menu's), else newest first. */
export async function listPublishedSubjects(opts: {
  db: Db;
  storage: FileStorage;
  query: Omit<SubjectFilter, 'status'> & Partial<Record<ListSort, boolean>>;
}): Promise<Page<SubjectListItem>> {
  return presentPage(
    await pageSubjectRows(opts.db, opts.query, { audience: 'public', sort: listSortOf(opts.query) }),
    (r) => presentSubjectListItem(r, opts.storage),
  );
}

/** A published subject as its list item (a page head's fields); null when the public cannot see it. */
export async function findPublishedSubject(opts: {
  db: Db;
  storage: FileStorage;
  id: number;
}): Promise<SubjectListItem | null> {
  const row = await findPublishedSubjectListRow(opts.db, opts.id);
  return row && presentSubjectListItem(row, opts.storage);
}

/**
 * One subject with its sources, reviews and questions. The public sees only what is published (sources
 * and reviews with status 2, shown questions); staff see everything linked to it. 404 when there is none.
 */
export async function getSubject(opts: {
  db: Db;
  storage: FileStorage;
  id: number;
  audience: 'staff' | 'public';
}): Promise<SubjectDetail> {
  const detail = await subjectPage(opts);
  if (!detail) throw notFound();
  return detail;
}

/** A subject with everything its page shows; null when there is none (or the audience cannot see it). */
async function subjectPage(opts: {
  db: Db;
  storage: FileStorage;
  id: number;
  audience: 'staff' | 'public';
}): Promise<SubjectDetail | null> {
  const { db, id } = opts;
  // one statement: the subject with its sources, reviews, questions and correction notes
  const row = await findSubjectPageRow(db, id, opts.audience === 'public');
  // stored HTML was cleaned when written (lib/stored-html.ts)
  return row && presentSubjectDetail(row, opts.storage, storedHtml(db, row.content));
}

/**
 * A subject as the public's page shows it (what GET /public/public-news-subject/{id}/ answers), for the
 * server's own render of that page: null where the public gets 404. Counts no view.
 */
export const publicSubjectDetail = (opts: { db: Db; storage: FileStorage; id: number }) =>
  subjectPage({ ...opts, audience: 'public' });

/**
 * A public reader's subject page: drafts, archived and expired subjects do not exist for the public (404).
 * Counts one view per reader and day (none for a null reader: the server's rendering, a crawler).
 */
export async function viewSubject(opts: {
  db: Db;
  storage: FileStorage;
  id: number;
  reader: string | null;
}): Promise<SubjectDetail> {
  const { db, id, reader } = opts;
  await recordPublicView(db, { kind: 's', id, reader, isPublic: isPublishedSubject });
  return getSubject({ ...opts, audience: 'public' });
}

/**
 * The required fields a form leaves empty (spec section 5): on create every one it lacks, on an edit (`sent`
 * names the fields it carries) those it sends empty. `content` is the cleaned content when sent.
 */
function refuseMissing(
  body: SubjectBody,
  content: string | undefined,
  image: Buffer | undefined,
  sent: ((field: string) => boolean) | null,
): void {
  const empty: Record<SubjectRequiredField, boolean> = {
    title: !body.title,
    abstract: !body.abstract,
    content: content !== undefined && isHtmlBlank(content),
    main_images: !image,
    category: body.category === undefined,
    status: body.status === undefined,
    reviews: body.reviews === undefined,
  };
  const sentEmpty =
    sent && ((f: SubjectRequiredField) => (f === 'main_images' ? body.keep_image === false : sent(f)));
  const missing = missingRequired(SUBJECT_REQUIRED, empty, sentEmpty ?? undefined);
  if (missing)
    throw badRequest(
      missing.summary,
      Object.fromEntries(missing.fields.map((f) => [f, [missing.messages[f]!]])),
    );
}

/** The category and evaluation the form names must exist: a wrong id is a 400 on its field. */
async function assertReferences(db: Db, body: SubjectBody): Promise<void> {
  const fields: Record<string, string[]> = {};
  if (body.category !== undefined && !(await rowExists(db, categories, body.category)))
    fields.category = [SUBJECT_MESSAGES.unknownCategory];
  if (body.reviews !== undefined && !(await rowExists(db, evaluations, body.reviews)))
    fields.reviews = [SUBJECT_MESSAGES.unknownEvaluation];
  refuseFields(fields);
}

export interface SaveSubjectOptions {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  form: FormInput;
  /** how pictures the content names by address are fetched and stored (ADR 36) */
  external?: ExternalImagePolicy;
}

/**
 * A new subject by the caller, with its image, attachment and cleaned content; answers its staff view. One
 * created published is posted to the tipline's channels (linking to `publicUrl`).
 */
export async function createSubject(
  opts: SaveSubjectOptions & { publicUrl: string },
): Promise<SubjectDetail> {
  const { db, storage, actor, form } = opts;
  const body = parseForm(subjectBody, form.fields);
  const content = await cleanRichText(body.content ?? '');
  const image = form.files.main_images;
  refuseMissing(body, content, image, null);
  await assertReferences(db, body);

  const id = await withStagedFiles(
    storage,
    'subjects',
    async (staged) => {
      const values: SubjectValues = {
        title: body.title!,
        abstract: body.abstract!,
        mainImage: await staged.image(image!, MAIN_IMAGE),
        file: form.files.file ? await staged.attachment(form.files.file) : null,
        content: await staged.content(content),
        categoryId: body.category!,
        evaluationId: body.reviews!,
        status: body.status!,
        priority: body.priority ?? LIMITS.priorityDefault,
        hashtags: normalizeHashtags(body.hashtags ?? ''),
        datePublished: body.status === Status.Published ? new Date() : null,
        searchText: normalizePersian(`${body.title} ${body.abstract}`),
        createdBy: actor.id,
        updatedBy: actor.id,
      };
      const pictures = await fingerprintImages(staged.storedImages);
      return withDeadlockRetry(() =>
        withAudit(
          db,
          async (tx) => {
            const id = await insertSubjectRow(tx, values);
            await recordPictures({ db: tx, ownerKind: 'subject', ownerId: id, pictures });
            if (values.status === Status.Published)
              await queueChannelPost({ db: tx, subjectId: id, url: subjectUrl(opts.publicUrl, id) });
            return id;
          },
          (id) => ({
            actorId: actor.id,
            action: 'subject.create',
            entity: 'subject',
            entityId: id,
            details: { status: body.status },
          }),
        ),
      );
    },
    opts.external,
  );
  return getSubject({ db, storage, id, audience: 'staff' });
}

/** The stored subject an edit or restore starts from; 404 when there is none. */
export async function findSubjectForEdit({ db, id }: { db: Db; id: number }): Promise<SubjectRow> {
  const existing = await findSubject(db, id);
  if (!existing) throw notFound();
  return existing;
}

/**
 * Writes an edit of a subject in the caller's transaction (a PATCH, a restored version): the changed
 * columns with what follows from them (publish date, search text, who and when), the old values to the
 * history, the correction note when there is one, and, when the status changes, the linked questions
 * answered or taken back (their askers are told by SMS, linking to `publicUrl`).
 */
export async function writeSubjectEdit({
  db: tx,
  ...edit
}: {
  /** the caller's transaction */
  db: Db;
  existing: SubjectRow;
  changes: Partial<SubjectValues>;
  actor: Actor;
  publicUrl: string;
  /** a public correction note (a published subject's edit) */
  correction?: string;
}): Promise<void> {
  const { existing, actor } = edit;
  const title = edit.changes.title ?? existing.title;
  const abstract = edit.changes.abstract ?? existing.abstract;
  const status = edit.changes.status ?? existing.status;
  const changes: Partial<SubjectValues> = {
    ...edit.changes,
    datePublished: publishDateAfterEdit(existing.datePublished, status),
    searchText: normalizePersian(`${title} ${abstract}`),
    updatedBy: actor.id,
    updatedAt: new Date(),
  };
  // The subject's row first, then (triggers) its reviews' and (syncAnswered) its questions': the order in
  // which a review's or question's write takes them too (lib/subject-locks.ts).
  await updateSubjectRow(tx, existing.id, changes);
  await recordRevision({
    db: tx,
    kind: 's',
    itemId: existing.id,
    actor,
    before: subjectSnapshot(existing),
    after: subjectSnapshot({ ...existing, ...changes }),
  });
  if (edit.correction)
    await recordCorrection({ db: tx, kind: 's', itemId: existing.id, note: edit.correction, actor });
  const url = subjectUrl(edit.publicUrl, existing.id);
  if (status !== existing.status) {
    await syncAnswered({ db: tx, scope: { subjectId: existing.id }, publicUrl: edit.publicUrl });
    // the tipline's channels post a report the first time it is published (the outbox keeps it to once)
    if (status === Status.Published) await queueChannelPost({ db: tx, subjectId: existing.id, url });
  }
  // a published report corrected, or its verdict changed: those who were sent it hear of it once
  const verdictChanged =
    edit.changes.evaluationId !== undefined && edit.changes.evaluationId !== existing.evaluationId;
  if (
    existing.status === Status.Published &&
    status === Status.Published &&
    (edit.correction || verdictChanged)
  ) {
    const change = String(Date.now());
    await queueUpdateNotices({ db: tx, subjectId: existing.id, change, publicUrl: edit.publicUrl });
    if (edit.correction)
      await queueChannelCorrection({ db: tx, subjectId: existing.id, note: edit.correction, change, url });
  }
}

/**
 * PATCH: only the fields sent change, and a field that is sent must not be empty. `keep_image=true` (or no
 * image field at all) keeps the image; a new image replaces it, and the old file is deleted once saved.
 * An attachment sent replaces the old one; `file=''` removes it. Answers the subject's staff view.
 */
export async function updateSubject(
  opts: SaveSubjectOptions & {
    id: number;
    /** the site's origin (PUBLIC_URL): the link in the SMS told to askers when a status change answers them */
    publicUrl: string;
  },
): Promise<SubjectDetail> {
  const { db, storage, actor, form, id } = opts;
  const existing = await findSubjectForEdit({ db, id });
  const body = parseForm(subjectBody, form.fields);
  const sent = (field: string) => Object.hasOwn(form.fields, field);
  const content = sent('content') ? await cleanRichText(body.content ?? '') : undefined;
  const image = form.files.main_images;
  refuseMissing(body, content, image, sent);
  await assertReferences(db, body);
  const correction = correctionFor(body.correction, existing.status);

  const removeFile = !form.files.file && form.fields.file === '';
  await withStagedFiles(
    storage,
    'subjects',
    async (staged) => {
      const changes: Partial<SubjectValues> = {
        title: body.title ?? existing.title,
        abstract: body.abstract ?? existing.abstract,
        mainImage: image ? await staged.image(image, MAIN_IMAGE) : existing.mainImage,
        file: form.files.file ? await staged.attachment(form.files.file) : removeFile ? null : existing.file,
        content: content === undefined ? existing.content : await staged.content(content),
        categoryId: body.category ?? existing.categoryId,
        evaluationId: body.reviews ?? existing.evaluationId,
        status: body.status ?? existing.status,
        priority: body.priority ?? existing.priority,
        hashtags: body.hashtags === undefined ? existing.hashtags : normalizeHashtags(body.hashtags),
      };
      const pictures = await fingerprintImages(staged.storedImages);
      await withDeadlockRetry(() =>
        db.transaction(async (tx) => {
          await writeSubjectEdit({ db: tx, existing, changes, actor, publicUrl: opts.publicUrl, correction });
          await recordPictures({ db: tx, ownerKind: 'subject', ownerId: id, pictures });
          await recordAudit({
            db: tx,
            actorId: actor.id,
            action: 'subject.update',
            entity: 'subject',
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
  // the replaced files go only after the new ones are saved and committed
  if (image && existing.mainImage) await deleteImage(storage, existing.mainImage);
  if ((form.files.file || removeFile) && existing.file) await storage.delete(existing.file);
  return getSubject({ db, storage, id, audience: 'staff' });
}
