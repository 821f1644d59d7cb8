import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { bytesOf, walkStoredPictures } from './backfill.ts';
import type { OcrReader } from './ocr.ts';
import { contentHash, ocrReader, pictureTextSettled, readPictureText } from './picture-text.ts';

// The words inside the pictures already stored with subjects and reviews (ADR 32): a background job started
// once the server listens, like the fingerprints' (backfill.ts), links each subject's and review's picture
// to its content (picture_text_owners) and has its words read, once per content: a picture whose words are
// known (read or failed, by a reader's request or another process) is not read again. It reads one picture
// at a time and only while the OCR reader has nothing else to read, so a reader's picture never waits
// behind it; its place is kept in picture_backfill ('text:subject', 'text:review').

export interface TextBackfillOptions {
  db: Db;
  storage: FileStorage;
  reader?: OcrReader;
  /** rows read at a time */
  batch?: number;
  /** asked between pictures: false stops the job (the server is closing) */
  running?: () => boolean;
  /** how long to wait before asking again whether the reader is idle, ms */
  idlePollMs?: number;
  warn?: (message: string, err: unknown) => void;
}

/** Links every subject's and review's pictures to their content and reads the words of those never read. */
export async function backfillPictureTexts(
  opts: TextBackfillOptions,
): Promise<{ linked: number; read: number }> {
  const { db, storage } = opts;
  const reader = opts.reader ?? ocrReader();
  const running = opts.running ?? (() => true);
  let linked = 0;
  let read = 0;
  await walkStoredPictures({
    db,
    batch: opts.batch ?? 50,
    running,
    progress: (kind) => `text:${kind}`,
    doneIn: 'picture_text_owners',
    visit: async (rows, keep) => {
      // a row without pictures has nothing to wait for: its place is kept with the next row that has some,
      // or at the batch's end, not by an update of its own (most rows of a large catalogue have none)
      let unkept: number | null = null;
      for (const row of rows) {
        if (row.keys.length === 0) {
          unkept = row.id;
          continue;
        }
        for (const key of row.keys) {
          if (!running()) return false;
          try {
            const bytes = await bytesOf(storage, key);
            if (!bytes) continue;
            const hash = contentHash(bytes);
            await db.execute(sql`
              insert into picture_text_owners (owner_kind, owner_id, image_key, content_hash)
              values (${row.kind}, ${row.id}, ${key}, ${hash}) on conflict do nothing`);
            linked++;
            // a reader's picture goes first: wait while the reader has any
            while (reader.waiting > 0 && running()) await sleep(opts.idlePollMs ?? 1000);
            const before = reader.reads;
            const words = await readPictureText({ db, bytes, reader });
            if (words.status === 'reading') await pictureTextSettled(hash);
            read += reader.reads - before;
          } catch (err) {
            opts.warn?.(`the words of picture ${key} could not be read`, err);
          }
        }
        // the row's place is kept only once its pictures are done, so a restart reads what it missed
        await keep(row.id);
        unkept = null;
      }
      if (unkept !== null) await keep(unkept);
      return true;
    },
  });
  return { linked, read };
}
