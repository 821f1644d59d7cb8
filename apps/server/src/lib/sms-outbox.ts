// Text messages waiting in sms_outbox (issue 16, ADR 0014). A message is queued in the same transaction as
// the write that causes it, so it is never lost and never sent for a write that rolled back; a sender loop
// sends the due ones later, so a failing gateway never fails the write.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { smsOutbox } from '../db/schema/index.ts';
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
}

/**
 * Queues messages, one per question for ever: a question that already has one (sent, pending or given up)
 * gets no second (ON CONFLICT (question_id) DO NOTHING). Returns how many were queued.
 */
export async function enqueueSms(db: Db, messages: QueuedMessage[], now = new Date()): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(smsOutbox)
    .values(
      messages.map((m) => ({ questionId: m.questionId, toMobile: m.to, text: m.text, nextAttemptAt: now })),
    )
    .onConflictDoNothing({ target: smsOutbox.questionId })
    .returning({ id: smsOutbox.id });
  return rows.length;
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

  const result: DrainResult = { sent: 0, failed: 0, gaveUp: 0 };
  for (const message of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await sender.sendText(message.toMobile, message.text);
      await db
        .update(smsOutbox)
        .set({ status: OutboxStatus.Sent, sentAt: new Date(), lastError: null })
        .where(eq(smsOutbox.id, message.id));
      result.sent++;
    } catch (err) {
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
        { to: maskMobile(message.toMobile), attempts: message.attempts, giveUp, error: failureText(err) },
        'SMS notice not sent',
      );
    }
  }
  return result;
}
