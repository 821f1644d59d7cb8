import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { subjects } from './catalogue.ts';
import { questions } from './questions.ts';
import { tiplineChats } from './tipline.ts';

/**
 * Every message that leaves the server (ADR 0014): an SMS to an asker's mobile, or a Telegram or Bale
 * message to a tipline chat. Queued in the transaction of the write that causes it, one per (recipient,
 * reason) for ever, retried until sent; a failed call leaves the row pending with its next attempt time.
 * (The table keeps its first name, sms_outbox, from when it carried SMS alone.)
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    /** 'sms', 'telegram' or 'bale' */
    channel: varchar('channel', { length: 10 }).notNull().default('sms'),
    /** why it is sent, e.g. 'answered' or 'update:…': a recipient gets one message per reason */
    reason: varchar('reason', { length: 80 }).notNull().default('answered'),
    /** an SMS: the question whose asker is told */
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    toMobile: varchar('to_mobile', { length: 11 }),
    /** a messenger message: the chat (a chat that forgets takes its pending messages with it) */
    chatId: integer('chat_id').references(() => tiplineChats.id, { onDelete: 'cascade' }),
    /** a messenger message carries this subject's verdict card */
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** a messenger message sent as a reply to the same chat's message of this reason (a channel post's correction) */
    replyTo: varchar('reply_to', { length: 80 }),
    /** the messenger's id of the message once sent (what a later reply points to) */
    sentMessageId: bigint('sent_message_id', { mode: 'number' }),
    /** 0 pending, 1 sent, 2 given up */
    status: smallint('status').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_outbox_question_reason_uq').on(t.questionId, t.reason),
    uniqueIndex('sms_outbox_chat_reason_uq').on(t.chatId, t.reason),
    index('sms_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // the dashboard's answers sent and delivered in a period
    index('sms_outbox_created_idx').on(t.createdAt),
  ],
);
