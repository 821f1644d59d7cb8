import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { MATCH_LIMITS, Status } from '@rasti/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql.ts';
import { OcrReader } from './ocr.ts';

// The words inside a picture (ADR 32): read once per picture content (picture_texts, keyed by the SHA-256 of
// its bytes), in the background: the caller learns at once whether the words are known, and the reading
// itself runs in the OCR child process (ocr.ts) after the request has been answered.

/** Pictures waiting for the reader at most; past it a new picture is not read (a flood of unique pictures). */
const MAX_WAITING = 16;

let shared: OcrReader | null = null;
/** The process's one OCR reader, started on its first picture. */
export const ocrReader = (): OcrReader => {
  shared ??= new OcrReader();
  return shared;
};
/** Stops the OCR child (the server is closing); a later picture starts a new one. */
export async function closeOcrReader(): Promise<void> {
  const reader = shared;
  shared = null;
  await reader?.close();
}

/** What is known of a picture's words: still being read, read (its text), or not readable. */
export interface PictureText {
  hash: string;
  status: 'reading' | 'read' | 'failed' | 'unknown';
  text: string;
}

/** Readings this process started, by content hash (a test waits for one). */
const pending = new Map<string, Promise<void>>();

export const contentHash = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** What picture_texts holds for a content hash; 'unknown' when the picture was never sent. */
export async function pictureTextOf(db: Db, hash: string): Promise<PictureText> {
  const [row] = rowsOf<{ status: PictureText['status']; text: string }>(
    await db.execute(sql`select status, text from picture_texts where content_hash = ${hash}`),
  );
  return row ? { hash, status: row.status, text: row.text } : { hash, status: 'unknown', text: '' };
}

/**
 * The words of a picture (already checked to be one), or 'reading' after starting to read them in the
 * background when nobody has: the row is claimed first, so a picture is read once across processes.
 */
export async function readPictureText(opts: {
  db: Db;
  bytes: Buffer;
  reader?: OcrReader;
}): Promise<PictureText> {
  const { db, bytes } = opts;
  const reader = opts.reader ?? ocrReader();
  const hash = contentHash(bytes);
  const known = await pictureTextOf(db, hash);
  if (known.status === 'read' || known.status === 'failed') return known;
  if (reader.waiting >= MAX_WAITING) return known;
  const claimed = rowsOf(
    await db.execute(sql`
      insert into picture_texts (content_hash, status) values (${hash}, 'reading')
      on conflict (content_hash) do update set claimed_at = now()
       where picture_texts.status = 'reading' and picture_texts.claimed_at < now() - interval '1 minute'
      returning content_hash`),
  );
  if (claimed.length === 0) return pictureTextOf(db, hash);
  const started = performance.now();
  const reading = reader
    .read(bytes)
    .then(
      (text) => ({ status: 'read', text: tidyOcrText(text) }),
      () => ({ status: 'failed', text: '' }),
    )
    .then(async (outcome) => {
      await db.execute(sql`
        update picture_texts set status = ${outcome.status}, text = ${outcome.text},
               read_ms = ${Math.round(performance.now() - started)}, read_at = now()
         where content_hash = ${hash}`);
    })
    .catch(() => {
      // the database went away while reading: the claim expires and the picture may be read again
    })
    .finally(() => pending.delete(hash));
  pending.set(hash, reading);
  return { hash, status: 'reading', text: '' };
}

/** Resolves when this process's reading of the picture is stored (at once when it reads none). */
export const pictureTextSettled = (hash: string): Promise<void> => pending.get(hash) ?? Promise.resolve();

/**
 * Tesseract's lines as one line of words: the direction marks it puts around runs of the other direction are
 * dropped, line breaks and runs of spaces become one space.
 */
export const tidyOcrText = (text: string): string =>
  text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The words as the typed-text matcher takes them: at most a question's length (a long page's first lines). */
export const wordsForMatching = (text: string): string => [...text].slice(0, MATCH_LIMITS.maxChars).join('');

/**
 * How alike (pg_trgm similarity, 0-1) a reader's picture's words must be to a stored picture's for its check to
 * be suggested. A phone-framed copy of a labelled screenshot and the stored screenshot scored 0.77; another
 * claim's screenshot (the same name bar, other words) stays below it (text-backfill.test.ts holds both sides).
 */
export const STORED_WORDS_LIKENESS = 0.5;

export interface StoredWordsMatch {
  kind: 'subject' | 'review';
  id: number;
  title: string;
  score: number;
}

/**
 * The published subjects and reviews one of whose stored pictures holds words like these (read by the
 * background job, text-backfill.ts), best first, at most five. The trigram index on the read words
 * (picture_texts_text_trgm_idx) finds the candidates; a picture counts while it is still the check's main image
 * or inside its content.
 */
export async function findChecksForPictureWords(db: Db, text: string): Promise<StoredWordsMatch[]> {
  const words = wordsForMatching(text);
  if (words.length < 8) return [];
  const rows = rowsOf<{ kind: 'subject' | 'review'; id: number; title: string; score: number }>(
    await db.execute(sql`
      with near as (
        select t.content_hash, similarity(t.text, ${words}) as score from picture_texts t
         where t.status = 'read' and t.text % ${words}
         order by score desc limit 50
      ),
      found as (
        select 'subject' as kind, s.id, s.title, n.score
          from near n join picture_text_owners o on o.content_hash = n.content_hash and o.owner_kind = 'subject'
          join subjects s on s.id = o.owner_id
         where s.status = ${Status.Published}
           and (s.main_image = o.image_key or strpos(s.content, o.image_key) > 0)
        union all
        select 'review', r.id, r.title, n.score
          from near n join picture_text_owners o on o.content_hash = n.content_hash and o.owner_kind = 'review'
          join reviews r on r.id = o.owner_id
         where r.status = ${Status.Published}
           and (r.main_image = o.image_key or strpos(r.content, o.image_key) > 0)
      )
      select kind, id, title, max(score)::float8 as score from found
       where score >= ${STORED_WORDS_LIKENESS}
       group by kind, id, title order by max(score) desc, kind desc, id desc limit 5`),
  );
  return rows.map((r) => ({ ...r, score: Math.round(Number(r.score) * 1000) / 1000 }));
}
