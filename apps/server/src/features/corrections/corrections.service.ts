import { CORRECTION_MESSAGES, type CorrectionNote, type PublicCorrection, Status } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { type Page, presentPage } from '../../lib/sql.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ItemKind } from '../../lib/publishing.ts';
import type { Actor } from '../../plugins/auth.ts';
import { presentCorrectionNote, presentPublicCorrection } from './corrections.presenter.ts';
import {
  insertCorrectionRow,
  itemCorrectionRows,
  pagePublicCorrectionRows,
} from './corrections.repository.ts';

// The corrections' public functions: subjects and reviews record a note with a published item's edit
// (in the edit's transaction) and show an item's notes; everyone reads the list of them.

/**
 * The correction note an edit form carries (none when empty): it belongs to a published item only, as the
 * item was before this edit; on any other it is a 400 on its field.
 */
export function correctionFor(note: string | undefined, statusBefore: number): string | undefined {
  if (!note) return undefined;
  if (statusBefore !== Status.Published)
    throw badRequest(CORRECTION_MESSAGES.notPublished, { correction: [CORRECTION_MESSAGES.notPublished] });
  return note;
}

/** Stores a correction note in the edit's transaction (`db`). */
export async function recordCorrection({
  db,
  ...note
}: {
  db: Db;
  kind: ItemKind;
  itemId: number;
  note: string;
  actor: Actor;
}): Promise<void> {
  await insertCorrectionRow(db, {
    kind: note.kind,
    itemId: note.itemId,
    note: note.note,
    createdBy: note.actor.id,
  });
}

/** One item's notes, newest first. */
export async function correctionsOf({
  db,
  kind,
  itemId,
}: {
  db: Db;
  kind: ItemKind;
  itemId: number;
}): Promise<CorrectionNote[]> {
  return (await itemCorrectionRows(db, kind, itemId)).map(presentCorrectionNote);
}

/** The public corrections list: every note of a published subject or review, newest first. */
export async function listPublicCorrections(opts: {
  db: Db;
  query: { page: number; page_size: number };
}): Promise<Page<PublicCorrection>> {
  return presentPage(await pagePublicCorrectionRows(opts.db, opts.query), presentPublicCorrection);
}
