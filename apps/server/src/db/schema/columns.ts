// Column groups and indexes several tables share (not tables: index.ts does not export this file).
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** When a row was made and last changed, and by whom (null once that account is gone). */
export const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
};

/** The row this one belongs to: required, and deleting it deletes this row. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** The trigram index behind a search inside the normalised text (LIKE '%…%'). */
export const searchTrgmIndex = (name: string, searchText: AnyPgColumn) =>
  index(name).using('gin', sql`${searchText} gin_trgm_ops`);

/**
 * 'already checked?' matches the title and the text's opening (features/questions/matching.ts):
 * a trigram index over that much of the normalised text.
 */
export const matchTrgmIndex = (name: string, t: { searchText: AnyPgColumn; title: AnyPgColumn }) =>
  index(name).using('gin', sql`left(${t.searchText}, char_length(${t.title}) + 80) gin_trgm_ops`);
