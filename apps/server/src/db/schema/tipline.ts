import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo } from './columns.ts';
import { subjects } from './catalogue.ts';
import { questions } from './questions.ts';

/**
 * A chat that has written to one of the tipline bots (features/tipline-bot). Only the messenger's chat id is
 * kept, never a name or a phone number; `/forget` deletes the row and with it every message, photo and
 * request of the chat (its questions stay in the inbox, detached from it).
 */
export const tiplineChats = pgTable(
  'tipline_chats',
  {
    id: serial('id').primaryKey(),
    /** 'telegram' or 'bale' */
    messenger: varchar('messenger', { length: 10 }).notNull(),
    /** the messenger's chat id, as text (Telegram's ids exceed 32 bits) */
    chatKey: varchar('chat_key', { length: 40 }).notNull(),
    /** the chat blocked the bot (a 403): nothing is sent to it again */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** a channel the bot posts each newly published report to (TELEGRAM_CHANNEL / BALE_CHANNEL), not a reader */
    isChannel: boolean('is_channel').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tipline_chats_key_uq').on(t.messenger, t.chatKey)],
);

/**
 * What a chat's request became: still gathering messages, offered matches as buttons, answered from the
 * archive, filed as a question, or refused (over the hourly limit: the one refusal is itself a row, so a
 * chat is told once an hour).
 */
export const RequestState = { Gathering: 0, Offered: 1, Answered: 2, Filed: 3, Refused: 4 } as const;

/** One request of a chat: the messages it sent within the gathering window, and what the bot did with them. */
export const tiplineRequests = pgTable(
  'tipline_requests',
  {
    id: serial('id').primaryKey(),
    chatId: belongsTo('chat_id', () => tiplineChats.id),
    state: smallint('state').notNull().default(RequestState.Gathering),
    /** the question filed for it (in the inbox; kept when the chat forgets) */
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
    /** the matches offered as buttons, in their order */
    /** the published subject whose verdict the chat was sent (its later corrections reach the chat) */
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    offered: jsonb('offered').$type<{ kind: 'subject' | 'review'; id: number }[]>(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tipline_requests_chat_idx').on(t.chatId, t.createdAt),
    index('tipline_requests_question_idx').on(t.questionId),
    // the settling loop's look for requests whose gathering window has passed
    index('tipline_requests_gathering_idx').on(t.state, t.lastMessageAt),
    // the dashboard's instant answers from the archive in a period
    index('tipline_requests_state_created_idx').on(t.state, t.createdAt),
  ],
);

/** A message of a request: its text (or caption) and the stored photo it carried, if any. */
export const tiplineMessages = pgTable(
  'tipline_messages',
  {
    id: serial('id').primaryKey(),
    requestId: belongsTo('request_id', () => tiplineRequests.id),
    text: text('text').notNull().default(''),
    /** storage key of the photo (lib/storage.ts), deleted with the chat */
    photoKey: varchar('photo_key', { length: 200 }),
    /**
     * the photo's lookup fingerprints (features/pictures), computed from the downloaded bytes when it
     * arrived, so that settling the request (in any process) never reads and decodes the photo again
     */
    fingerprints: jsonb('fingerprints').$type<{ algorithm: string; hash: string }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tipline_messages_request_idx').on(t.requestId)],
);

/**
 * A chat's daily digest subscription (/subscribe): the categories it chose (none: all), and since when its
 * next digest counts new reports. Deleted by /unsubscribe, and with the chat by /forget.
 */
export const tiplineSubscriptions = pgTable('tipline_subscriptions', {
  chatId: integer('chat_id')
    .primaryKey()
    .references(() => tiplineChats.id, { onDelete: 'cascade' }),
  categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
  /** reports published after this go into the next digest */
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The tipline's settings the super admin sets: one row (id 1). */
export const tiplineSettings = pgTable('tipline_settings', {
  id: smallint('id').primaryKey().default(1),
  /** the hour (0-23, Tehran time) at which the daily digests go out */
  digestHour: smallint('digest_hour').notNull().default(9),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each bot's next free moment to send (features/tipline-bot): the Bot API allows a bot about 30 messages a
 * second, counted across every server process behind it, so each send takes the next slot here.
 */
export const tiplineSendSlots = pgTable('tipline_send_slots', {
  messenger: varchar('messenger', { length: 10 }).primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
});
