import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Perceptual fingerprints of stored pictures (features/pictures, ADR 30): a subject's or review's main image,
 * the images inside their content, and the pictures attached to questions. One row per picture and
 * algorithm, so a better algorithm can be added beside the current ones later; the lookup keeps the hashes
 * in memory and compares them by Hamming distance (pictures/picture-index.ts).
 */
export const pictureFingerprints = pgTable(
  'picture_fingerprints',
  {
    id: serial('id').primaryKey(),
    /** 'subject', 'review' or 'question' */
    ownerKind: varchar('owner_kind', { length: 16 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    /** the stored image's key (lib/images.ts), so a replaced image's rows stop matching */
    imageKey: text('image_key').notNull(),
    /** e.g. 'phash', 'phash-center', 'phash-mid' (lib/fingerprint.ts) */
    algorithm: varchar('algorithm', { length: 40 }).notNull(),
    /** the 64-bit hash as a signed bigint */
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('picture_fingerprints_uq').on(t.ownerKind, t.ownerId, t.imageKey, t.algorithm),
    index('picture_fingerprints_key_idx').on(t.imageKey),
  ],
);

/** How far the background job that fingerprints images stored without their save has got, per kind. */
export const pictureBackfill = pgTable('picture_backfill', {
  kind: varchar('kind', { length: 16 }).primaryKey(),
  lastId: integer('last_id').notNull().default(0),
  /** when it last reached the newest row */
  doneAt: timestamp('done_at', { withTimezone: true }),
});

/**
 * The words read in a picture by OCR (features/pictures/picture-text.ts, ADR 32), keyed by the SHA-256 of its
 * bytes so a picture is never read twice, whoever sends it and whichever process reads it: the row is
 * claimed ('reading') before Tesseract starts, and a claim older than a minute (its process died) may be
 * taken again. A picture past the time limit is 'failed' and is not read again either.
 */
export const pictureTexts = pgTable('picture_texts', {
  contentHash: varchar('content_hash', { length: 64 }).primaryKey(),
  /** 'reading', 'read' or 'failed' */
  status: varchar('status', { length: 16 }).notNull(),
  text: text('text').notNull().default(''),
  /** how long Tesseract took, for the figures */
  readMs: integer('read_ms'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
});

/**
 * Which stored picture of a subject or review has which content (its SHA-256, picture_texts' key), so the words
 * read in it count for that check: the background job (features/pictures/text-backfill.ts) writes a row per
 * subject's and review's picture and has its words read once per content. A reader's picture whose words are
 * like a stored picture's finds that picture's published check (ADR 32).
 */
export const pictureTextOwners = pgTable(
  'picture_text_owners',
  {
    /** 'subject' or 'review' */
    ownerKind: varchar('owner_kind', { length: 16 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    imageKey: text('image_key').notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerKind, t.ownerId, t.imageKey] }),
    index('picture_text_owners_hash_idx').on(t.contentHash),
  ],
);
