// The one outbox (ADR 0014): every message that leaves the server, an SMS or a Telegram or Bale message, waits
// in sms_outbox. A message is queued in the same transaction as the write that causes it, so it is never lost
// and never sent for a write that rolled back; a sender loop sends the due ones later, so a failing gateway
// or messenger never fails the write. One message per (recipient, reason) for ever.
import type { Messenger } from '@rasti/contract';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { smsOutbox, tiplineChats } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { maskMobile, type SmsSender } from './sms.ts';

export const OutboxStatus = { Pending: 0, Sent: 1, GaveUp: 2 } as const;

/** Messages one drain claims at most (the rest wait for the next round). */
const BATCH = 20;
/** A claimed message is not claimed again for this long: a sender that dies mid-send is retried after it. */
const LEASE_MS = 5 * 60_000;
/** Backoff after a failed attempt: 1, 2, 4, … minutes, at most six hours. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

export const retryDelayMs = (attempts: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export interface QueuedMessage {
  questionId: number;
  to: string;
  text: string;
  /** 'answered' unless said (an update of the answer has its own) */
  reason?: string;
}

/**
 * Queues SMS, one per (question, reason) for ever: a question's asker already sent one for this reason
 * (sent, pending or given up) gets no second (ON CONFLICT DO NOTHING). Returns how many were queued.
 */
export async function enqueueSms(db: Db, messages: QueuedMessage[], now = new Date()): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(smsOutbox)
    .values(
      messages.map((m) => ({
        questionId: m.questionId,
        toMobile: m.to,
        text: m.text,
        reason: m.reason ?? 'answered',
        nextAttemptAt: now,
      })),
    )
    .onConflictDoNothing({ target: [smsOutbox.questionId, smsOutbox.reason] })
    .returning({ id: smsOutbox.id });
  return rows.length;
}

export interface QueuedChatMessage {
  chatId: number;
  messenger: Messenger;
  reason: string;
  text: string;
  /** the subject whose verdict card goes with the text */
  subjectId: number | null;
  /** sent as a reply to the same chat's message of this reason (a channel post's correction) */
  replyTo?: string;
}

/** Queues messenger messages, one per (chat, reason) for ever. Returns how many were queued. */
export async function enqueueChatMessages(
  db: Db,
  messages: QueuedChatMessage[],
  now = new Date(),
): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(smsOutbox)
    .values(
      messages.map((m) => ({
        channel: m.messenger,
        chatId: m.chatId,
        reason: m.reason,
        text: m.text,
        subjectId: m.subjectId,
        replyTo: m.replyTo ?? null,
        nextAttemptAt: now,
      })),
    )
    .onConflictDoNothing({ target: [smsOutbox.chatId, smsOutbox.reason] })
    .returning({ id: smsOutbox.id });
  return rows.length;
}

/**
 * A messenger's side of the outbox: sends to one chat (the tipline feature gives one per running bot),
 * answering the sent message's id.
 */
export interface ChatSender {
  send(
    chatKey: string,
    message: { text: string; subjectId: number | null; replyToMessageId?: number },
  ): Promise<number | undefined>;
}

/** The message a reply points to is not sent yet: the reply waits its turn like a failed attempt. */
class ReplyWaiting extends Error {
  override name = 'ReplyWaiting';
}

/**
 * The messenger id of the chat's sent message of this reason; undefined (sent without a reply) when it was
 * given up or sent without an id; ReplyWaiting while it is still pending.
 */
async function replyTarget(db: Db, chatId: number, reason: string): Promise<number | undefined> {
  const [row] = await db
    .select({ status: smsOutbox.status, messageId: smsOutbox.sentMessageId })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.chatId, chatId), eq(smsOutbox.reason, reason)));
  if (row?.status === OutboxStatus.Pending) throw new ReplyWaiting();
  return row?.messageId ?? undefined;
}

/** The messenger asked us to wait (a 429's retry_after): not a failed attempt. */
export class RetryAfter extends Error {
  override name = 'RetryAfter';
  constructor(readonly seconds: number) {
    super(`retry after ${seconds} s`);
  }
}

/** The chat has blocked the bot (a 403): it is marked and never tried again. */
export class RecipientGone extends Error {
  override name = 'RecipientGone';
}

/** What may be kept of a failure: its code or kind, never the gateway URL (it holds the API key) or a number. */
function failureText(err: unknown): string {
  if (err instanceof AppError) return err.code;
  const name = err instanceof Error ? err.name : typeof err;
  return name.slice(0, 100);
}

export interface DrainOptions {
  db: Db;
  sender: SmsSender;
  /** the running bots' senders; a chat's message waits while its messenger has none */
  chatSenders?: Partial<Record<Messenger, ChatSender>>;
  now?: Date;
  /** attempts before a message is given up (status 2) */
  maxAttempts?: number;
  log?: FastifyBaseLogger;
}

export interface DrainResult {
  sent: number;
  failed: number;
  gaveUp: number;
}

/**
 * Sends the due pending messages once. Each is claimed first in a short statement (attempts + 1, next
 * attempt pushed past a lease; SKIP LOCKED so two processes never claim the same row), then sent outside
 * any transaction, then marked sent, or left pending with a backed-off next attempt, or given up after
 * `maxAttempts`.
 */
export async function drainSmsOutbox(opts: DrainOptions): Promise<DrainResult> {
  const { db, sender, log } = opts;
  const now = opts.now ?? new Date();
  const maxAttempts = opts.maxAttempts ?? 8;
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, OutboxStatus.Pending), lte(smsOutbox.nextAttemptAt, now)))
    .orderBy(asc(smsOutbox.nextAttemptAt), asc(smsOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(smsOutbox)
    .set({
      attempts: sql`${smsOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(smsOutbox.id, due))
    .returning();

  const chatIds = [...new Set(claimed.flatMap((m) => (m.chatId === null ? [] : [m.chatId])))];
  const chats = new Map(
    chatIds.length === 0
      ? []
      : (
          await db
            .select({ id: tiplineChats.id, key: tiplineChats.chatKey, blockedAt: tiplineChats.blockedAt })
            .from(tiplineChats)
            .where(inArray(tiplineChats.id, chatIds))
        ).map((c) => [c.id, c] as const),
  );
  const result: DrainResult = { sent: 0, failed: 0, gaveUp: 0 };
  for (const message of claimed.sort((a, b) => a.id - b.id)) {
    try {
      let sentMessageId: number | null = null;
      if (message.channel === 'sms') {
        await sender.sendText(message.toMobile ?? '', message.text);
      } else {
        const chat = message.chatId === null ? undefined : chats.get(message.chatId);
        if (!chat || chat.blockedAt) throw new RecipientGone();
        const chatSender = opts.chatSenders?.[message.channel as Messenger];
        if (!chatSender) throw new Error('NoBot');
        const replyToMessageId =
          message.replyTo === null ? undefined : await replyTarget(db, chat.id, message.replyTo);
        sentMessageId =
          (await chatSender.send(chat.key, {
            text: message.text,
            subjectId: message.subjectId,
            replyToMessageId,
          })) ?? null;
      }
      await db
        .update(smsOutbox)
        .set({ status: OutboxStatus.Sent, sentAt: new Date(), lastError: null, sentMessageId })
        .where(eq(smsOutbox.id, message.id));
      result.sent++;
    } catch (err) {
      if (err instanceof RetryAfter) {
        // the messenger's own pace, counted from its answer: the attempt does not count
        const answeredAt = Math.max(now.getTime(), Date.now());
        await db
          .update(smsOutbox)
          .set({
            attempts: sql`${smsOutbox.attempts} - 1`,
            nextAttemptAt: new Date(answeredAt + err.seconds * 1000),
            lastError: err.name,
          })
          .where(eq(smsOutbox.id, message.id));
        result.failed++;
        continue;
      }
      if (err instanceof RecipientGone) {
        await db
          .update(smsOutbox)
          .set({ status: OutboxStatus.GaveUp, lastError: err.name })
          .where(eq(smsOutbox.id, message.id));
        if (message.chatId !== null)
          await db
            .update(tiplineChats)
            .set({ blockedAt: now })
            .where(and(eq(tiplineChats.id, message.chatId), isNull(tiplineChats.blockedAt)));
        result.gaveUp++;
        continue;
      }
      const giveUp = message.attempts >= maxAttempts;
      await db
        .update(smsOutbox)
        .set({
          status: giveUp ? OutboxStatus.GaveUp : OutboxStatus.Pending,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
          lastError: failureText(err),
        })
        .where(eq(smsOutbox.id, message.id));
      if (giveUp) result.gaveUp++;
      else result.failed++;
      log?.warn(
        {
          to: message.toMobile ? maskMobile(message.toMobile) : message.channel,
          attempts: message.attempts,
          giveUp,
          error: failureText(err),
        },
        'outbox message not sent',
      );
    }
  }
  return result;
}
