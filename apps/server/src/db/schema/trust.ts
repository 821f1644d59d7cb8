import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Editable public pages ('about' today): sanitised rich text edited by a super admin. */
export const sitePages = pgTable('site_pages', {
  key: varchar('key', { length: 40 }).primaryKey(),
  body: text('body').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Public correction notes of published subjects ('s') and reviews ('r'), kept forever.
 * No foreign key on item_id: a note outlives nothing but its item, and two kinds share the table.
 */
export const corrections = pgTable(
  'corrections',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 1 }).notNull(),
    itemId: integer('item_id').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('corrections_item_idx').on(t.kind, t.itemId, t.createdAt),
    index('corrections_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Previous versions of subjects ('s') and reviews ('r'): one row per edit, with who, when, which fields
 * changed and their values before the edit.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 1 }).notNull(),
    itemId: integer('item_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by: integer('by').references(() => users.id, { onDelete: 'set null' }),
    /** names of the fields the edit changed */
    fields: jsonb('fields').$type<string[]>().notNull(),
    /** those fields' values before the edit */
    oldValues: jsonb('old_values').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('revisions_item_idx').on(t.kind, t.itemId, t.at.desc(), t.id.desc())],
);
