import { RESTORE_MESSAGES, type RestoreResult, type RevisionEntry, STATUSES } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { categories, evaluations, subjects } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { cleanRichText } from '../../lib/html-cleaner.ts';
import { rowExists, type Page, presentPage } from '../../lib/sql.ts';
import { withDeadlockRetry } from '../../lib/subject-locks.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { ItemKind } from '../../lib/publishing.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findEditableReview, restorableNewsItems, writeReviewEdit } from '../reviews/index.ts';
import { findSubjectForEdit, writeSubjectEdit } from '../subjects/index.ts';
import { presentRevision } from './history.presenter.ts';
import { findRevision, itemExists, pageRevisionRows } from './history.repository.ts';

/** One item's versions, newest first, a page at a time; 404 when there is no such item. */
export async function listHistory(opts: {
  db: Db;
  kind: ItemKind;
  id: number;
  query: { page: number; page_size: number };
}): Promise<Page<RevisionEntry>> {
  const { db, kind, id } = opts;
  if (!(await itemExists(db, kind, id))) throw notFound();
  return presentPage(await pageRevisionRows(db, kind, id, opts.query), presentRevision);
}

// Restoring a version applies its old values as a new edit: each value is checked and cleaned as an edit's
// would be, and one that can no longer be applied (a file deleted from storage, a deleted category) is
// skipped and reported. The restore is itself recorded as a version. The publish date never goes back: it
// is the first time the item went out.

/** Why a field of the version is not applied. */
type Skip = { skip: string };
/** A field's old value read back as columns to set (or news items), or skipped. */
type FieldReader<E> = (value: unknown, ctx: { db: Db; storage: FileStorage }) => Promise<E | Skip>;

const skip = (reason: string): Skip => ({ skip: reason });
const isSkip = (read: object): read is Skip => 'skip' in read;

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const wholeNumber = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) ? v : undefined;

/** A stored file's key when it is still in storage; null stays null; anything else is skipped. */
async function storedKey(storage: FileStorage, v: unknown): Promise<string | null | undefined> {
  if (v === null) return null;
  const key = text(v);
  return key && (await storage.exists?.(key)) ? key : undefined;
}

// The readers of the fields both kinds share.

/** A text that may not be empty (titles, abstract, summary); trimmed. */
const requiredText =
  <K extends string>(column: K): FieldReader<{ [k in K]?: string }> =>
  async (v) => {
    const value = text(v)?.trim();
    return value ? ({ [column]: value } as { [k in K]?: string }) : skip(RESTORE_MESSAGES.referenceGone);
  };

/** Rich content, cleaned as an edit's would be. */
const content: FieldReader<{ content?: string }> = async (v) => ({
  content: await cleanRichText(text(v) ?? ''),
});

const status: FieldReader<{ status?: number }> = async (v) => {
  const n = wholeNumber(v);
  return n === undefined || !(STATUSES as readonly number[]).includes(n)
    ? skip(RESTORE_MESSAGES.referenceGone)
    : { status: n };
};

type Referenced = typeof categories | typeof evaluations | typeof subjects;

/** Another row the item names, when it still exists. */
const reference =
  <K extends string>(column: K, table: Referenced): FieldReader<{ [k in K]?: number }> =>
  async (v, { db }) => {
    const n = wholeNumber(v);
    if (n === undefined || !(await rowExists(db, table, n))) return skip(RESTORE_MESSAGES.referenceGone);
    return { [column]: n } as { [k in K]?: number };
  };

/** Another row the item may name: a version without one is restored as none. */
const optionalReference =
  <K extends string>(column: K, table: Referenced): FieldReader<{ [k in K]?: number | null }> =>
  async (v, ctx) =>
    v === null ? ({ [column]: null } as { [k in K]?: null }) : reference(column, table)(v, ctx);

/** An item always has its image: a version without one (or whose file is gone) keeps the current image. */
const mainImage: FieldReader<{ mainImage?: string }> = async (v, { storage }) => {
  const key = v === null ? undefined : await storedKey(storage, v);
  return key ? { mainImage: key } : skip(RESTORE_MESSAGES.fileGone);
};

const datePublished: FieldReader<object> = async () => skip(RESTORE_MESSAGES.publishDateKept);

/** What restoring needs of a kind of item: its fields' readers, and its feature's finder and writer. */
interface RestorableKind<Row extends { id: number }, E> {
  entity: 'subject' | 'review';
  /** the edit form's field names, as the history records them */
  fields: Record<string, FieldReader<E>>;
  /** the stored item, when it exists and the caller may edit it */
  find(db: Db, actor: Actor, id: number): Promise<Row>;
  /** the edit, in the restore's transaction */
  write(tx: Db, edit: { existing: Row; edit: E; actor: Actor; publicUrl: string }): Promise<void>;
  /** the subjects whose pages list the item, before and after */
  subjectIds(existing: Row, edit: E): number[];
}

type SubjectEdit = Parameters<typeof writeSubjectEdit>[0]['changes'];
type ReviewEdit = Parameters<typeof writeReviewEdit>[0]['changes'] & {
  items?: Parameters<typeof writeReviewEdit>[0]['items'];
};

const SUBJECT: RestorableKind<Awaited<ReturnType<typeof findSubjectForEdit>>, SubjectEdit> = {
  entity: 'subject',
  fields: {
    title: requiredText('title'),
    abstract: requiredText('abstract'),
    content,
    main_images: mainImage,
    file: async (v, { storage }) => {
      const key = await storedKey(storage, v);
      return key === undefined ? skip(RESTORE_MESSAGES.fileGone) : { file: key };
    },
    category: optionalReference('categoryId', categories),
    reviews: optionalReference('evaluationId', evaluations),
    status,
    priority: async (v) => {
      const n = wholeNumber(v);
      return n === undefined ? skip(RESTORE_MESSAGES.referenceGone) : { priority: n };
    },
    // hashtags may be empty
    hashtags: async (v) => {
      const value = text(v)?.trim();
      return value === undefined ? skip(RESTORE_MESSAGES.referenceGone) : { hashtags: value };
    },
    date_published: datePublished,
  },
  find: (db, _actor, id) => findSubjectForEdit({ db, id }),
  write: (tx, { existing, edit, actor, publicUrl }) =>
    writeSubjectEdit({ db: tx, existing, changes: edit, actor, publicUrl }),
  subjectIds: (existing) => [existing.id],
};

const REVIEW: RestorableKind<Awaited<ReturnType<typeof findEditableReview>>, ReviewEdit> = {
  entity: 'review',
  fields: {
    subject: reference('subjectId', subjects),
    title: requiredText('title'),
    summary: requiredText('summary'),
    content,
    main_images: mainImage,
    status,
    news_items: async (v, { db }) => {
      const items = await restorableNewsItems({ db, value: v });
      return items ? { items } : skip(RESTORE_MESSAGES.referenceGone);
    },
    date_published: datePublished,
  },
  find: (db, actor, id) => findEditableReview({ db, actor, id }),
  write: (tx, { existing, edit: { items, ...changes }, actor, publicUrl }) =>
    writeReviewEdit({ db: tx, existing, changes, items, actor, publicUrl }),
  subjectIds: (existing, edit) => [...new Set([existing.subjectId, edit.subjectId ?? existing.subjectId])],
};

export interface RestoreOptions {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  kind: ItemKind;
  id: number;
  revisionId: number;
  /** the site's address, for the text messages a restored publication sends to its questions' askers */
  publicUrl: string;
}

/**
 * Applies a version's old values to a subject or review as a new edit (who may edit the item: the
 * subject's route guard, the review's author rule). Answers what was restored and skipped, and the
 * subjects whose pages list the item (a review's, before and after).
 */
export async function restoreRevision(
  opts: RestoreOptions,
): Promise<{ result: RestoreResult; subjectIds: number[] }> {
  return opts.kind === 's' ? restore(SUBJECT, opts) : restore(REVIEW, opts);
}

async function restore<Row extends { id: number }, E extends object>(
  kind: RestorableKind<Row, E>,
  opts: RestoreOptions,
): Promise<{ result: RestoreResult; subjectIds: number[] }> {
  const { db, storage, actor, id, revisionId } = opts;
  const existing = await kind.find(db, actor, id);
  const revision = await findRevision(db, opts.kind, id, revisionId);
  if (!revision) throw notFound(RESTORE_MESSAGES.unknownRevision);
  const edit = {} as E;
  const restored: string[] = [];
  const skipped: RestoreResult['skipped'] = [];
  for (const field of revision.fields) {
    const reader = kind.fields[field];
    if (!reader) continue;
    const read = await reader(revision.oldValues[field], { db, storage });
    if (isSkip(read)) skipped.push({ field, reason: read.skip });
    else {
      Object.assign(edit, read);
      restored.push(field);
    }
  }
  if (restored.length > 0) {
    // kind.write takes the rows in the order of lib/subject-locks.ts; the retry covers what it cannot
    await withDeadlockRetry(() =>
      db.transaction(async (tx) => {
        await kind.write(tx, { existing, edit, actor, publicUrl: opts.publicUrl });
        await recordAudit({
          db: tx,
          actorId: actor.id,
          action: `${kind.entity}.restore`,
          entity: kind.entity,
          entityId: id,
          details: { revision: revisionId, fields: restored },
        });
      }),
    );
  }
  return { result: { restored, skipped }, subjectIds: kind.subjectIds(existing, edit) };
}
