import {
  CORRECTION_MESSAGES,
  isHtmlBlank,
  LIMITS,
  normalizeHashtags,
  normalizePersian,
  Status,
  type SubjectBody,
  subjectBody,
  SUBJECT_MESSAGES,
  SUBJECT_REQUIRED_FIELDS,
  type SubjectRequiredField,
  subjectMissingMessage,
} from '@rasti/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, evaluations, subjects } from '../../db/schema/index.ts';
import { saveAttachment } from '../../lib/attachments.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { cleanHtml } from '../../lib/html.ts';
import { deleteImage, saveImage } from '../../lib/images.ts';
import { storeContentImages } from '../../lib/inline-images.ts';
import { type FormInput, parseForm } from '../../lib/multipart.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { syncAnswered } from '../questions/answer-notices.ts';
import { insertCorrection } from '../corrections/corrections.repository.ts';
import { recordRevision } from '../history/revisions.repository.ts';
import { subjectSnapshot } from '../history/snapshots.ts';

type SubjectRow = typeof subjects.$inferSelect;

const MAIN_IMAGE = { folder: 'subjects', maxWidth: 1600, smallWidth: 480, field: 'main_images' } as const;
const INLINE_IMAGE = { folder: 'subjects', maxWidth: 1200, smallWidth: 480, field: 'content' } as const;

/** 'please complete the following: …' naming every missing field (spec section 5), nothing written. */
function refuseMissing(missing: SubjectRequiredField[]): never {
  const fields = Object.fromEntries(missing.map((f) => [f, [`${SUBJECT_REQUIRED_FIELDS[f]} الزامی است`]]));
  throw badRequest(subjectMissingMessage(missing), fields);
}

/** The category and evaluation the form names must exist: a wrong id is a 400 on its field. */
async function assertReferences(db: Db, body: SubjectBody): Promise<void> {
  const fields: Record<string, string[]> = {};
  if (body.category !== undefined) {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, body.category));
    if (!row) fields.category = [SUBJECT_MESSAGES.unknownCategory];
  }
  if (body.reviews !== undefined) {
    const [row] = await db
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(eq(evaluations.id, body.reviews));
    if (!row) fields.reviews = [SUBJECT_MESSAGES.unknownEvaluation];
  }
  const first = Object.values(fields)[0]?.[0];
  if (first) throw badRequest(first, fields);
}

/** Files stored while a save is in progress, removed again if the save fails. */
class StagedFiles {
  private readonly images: string[] = [];
  private readonly files: string[] = [];
  constructor(private readonly storage: FileStorage) {}

  async image(bytes: Buffer, opts: typeof MAIN_IMAGE | typeof INLINE_IMAGE): Promise<string> {
    const key = await saveImage(this.storage, bytes, opts);
    this.images.push(key);
    return key;
  }

  async attachment(bytes: Buffer): Promise<string> {
    const key = await saveAttachment(this.storage, bytes, { field: 'file' });
    this.files.push(key);
    return key;
  }

  /** Cleaned content with its inline data-URL images checked, re-encoded and stored as files. */
  content(html: string): Promise<string> {
    return storeContentImages(html, {
      save: async (bytes) => this.storage.url(await this.image(bytes, INLINE_IMAGE)),
    });
  }

  async discard(): Promise<void> {
    await Promise.all([
      ...this.images.map((key) => deleteImage(this.storage, key)),
      ...this.files.map((key) => this.storage.delete(key)),
    ]);
  }
}

export interface SaveSubjectOptions {
  db: Db;
  storage: FileStorage;
  actorId: number;
  form: FormInput;
}

export async function createSubject({ db, storage, actorId, form }: SaveSubjectOptions): Promise<number> {
  const body = parseForm(subjectBody, form.fields);
  const content = cleanHtml(body.content ?? '');
  const image = form.files.main_images;
  const missing: SubjectRequiredField[] = [];
  if (!body.title) missing.push('title');
  if (!body.abstract) missing.push('abstract');
  if (isHtmlBlank(content)) missing.push('content');
  if (!image) missing.push('main_images');
  if (body.category === undefined) missing.push('category');
  if (body.status === undefined) missing.push('status');
  if (body.reviews === undefined) missing.push('reviews');
  if (missing.length > 0) refuseMissing(missing);
  await assertReferences(db, body);

  const staged = new StagedFiles(storage);
  try {
    const mainImage = await staged.image(image!, MAIN_IMAGE);
    const file = form.files.file ? await staged.attachment(form.files.file) : null;
    const storedContent = await staged.content(content);
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(subjects)
        .values({
          title: body.title!,
          abstract: body.abstract!,
          content: storedContent,
          mainImage,
          file,
          categoryId: body.category!,
          evaluationId: body.reviews!,
          status: body.status!,
          priority: body.priority ?? LIMITS.priorityDefault,
          hashtags: normalizeHashtags(body.hashtags ?? ''),
          datePublished: body.status === Status.Published ? new Date() : null,
          searchText: normalizePersian(`${body.title} ${body.abstract}`),
          createdBy: actorId,
          updatedBy: actorId,
        })
        .returning({ id: subjects.id });
      await recordAudit(tx, {
        actorId,
        action: 'subject.create',
        entity: 'subject',
        entityId: row!.id,
        details: { status: body.status },
      });
      return row!.id;
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
}

/**
 * PATCH: only the fields sent change, and a field that is sent must not be empty. `keep_image=true` (or no
 * image field at all) keeps the image; a new image replaces it, and the old file is deleted once saved.
 * An attachment sent replaces the old one; `file=''` removes it.
 */
export async function updateSubject({
  db,
  storage,
  actorId,
  form,
  id,
  publicUrl,
}: SaveSubjectOptions & {
  id: number;
  /** the site's origin (PUBLIC_URL): the link in the SMS told to askers when a status change answers them */
  publicUrl: string;
}): Promise<void> {
  const [existing] = await db.select().from(subjects).where(eq(subjects.id, id));
  if (!existing) throw notFound();
  const body = parseForm(subjectBody, form.fields);
  const sent = (field: string) => Object.hasOwn(form.fields, field);
  const content = sent('content') ? cleanHtml(body.content ?? '') : undefined;
  const image = form.files.main_images;

  const missing: SubjectRequiredField[] = [];
  if (sent('title') && !body.title) missing.push('title');
  if (sent('abstract') && !body.abstract) missing.push('abstract');
  if (content !== undefined && isHtmlBlank(content)) missing.push('content');
  if (!image && body.keep_image === false) missing.push('main_images');
  if (sent('category') && body.category === undefined) missing.push('category');
  if (sent('status') && body.status === undefined) missing.push('status');
  if (sent('reviews') && body.reviews === undefined) missing.push('reviews');
  if (missing.length > 0) refuseMissing(missing);
  await assertReferences(db, body);
  // a public correction note belongs to a published subject only (as it was before this edit)
  const correction = body.correction || undefined;
  if (correction && existing.status !== Status.Published)
    throw badRequest(CORRECTION_MESSAGES.notPublished, { correction: [CORRECTION_MESSAGES.notPublished] });

  const removeFile = !form.files.file && form.fields.file === '';
  const staged = new StagedFiles(storage);
  try {
    const mainImage = image ? await staged.image(image, MAIN_IMAGE) : existing.mainImage;
    const file = form.files.file
      ? await staged.attachment(form.files.file)
      : removeFile
        ? null
        : existing.file;
    const storedContent = content === undefined ? existing.content : await staged.content(content);
    const title = body.title ?? existing.title;
    const abstract = body.abstract ?? existing.abstract;
    const status = body.status ?? existing.status;
    const changes: Partial<SubjectRow> = {
      title,
      abstract,
      content: storedContent,
      mainImage,
      file,
      categoryId: body.category ?? existing.categoryId,
      evaluationId: body.reviews ?? existing.evaluationId,
      status,
      priority: body.priority ?? existing.priority,
      hashtags: body.hashtags === undefined ? existing.hashtags : normalizeHashtags(body.hashtags),
      // the publish date is the first time it went out; later edits and re-publishing keep it
      datePublished: existing.datePublished ?? (status === Status.Published ? new Date() : null),
      searchText: normalizePersian(`${title} ${abstract}`),
      updatedBy: actorId,
      updatedAt: new Date(),
    };
    await db.transaction(async (tx) => {
      await tx.update(subjects).set(changes).where(eq(subjects.id, id));
      await recordRevision(tx, {
        kind: 's',
        itemId: id,
        actorId,
        before: subjectSnapshot(existing),
        after: subjectSnapshot({ ...existing, ...changes }),
      });
      if (correction) await insertCorrection(tx, { kind: 's', itemId: id, note: correction, actorId });
      await recordAudit(tx, {
        actorId,
        action: 'subject.update',
        entity: 'subject',
        entityId: id,
        details: { fields: [...Object.keys(form.fields), ...Object.keys(form.files)], status },
      });
      // issue 16: publishing answers the questions linked to it (their askers are told); leaving
      // "published" takes the answer back
      if (status !== existing.status) {
        await syncAnswered(tx, { scope: { subjectId: id }, publicUrl });
      }
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
  // the replaced files go only after the new ones are saved and committed
  if (image && existing.mainImage) await deleteImage(storage, existing.mainImage);
  if ((form.files.file || removeFile) && existing.file) await storage.delete(existing.file);
}
