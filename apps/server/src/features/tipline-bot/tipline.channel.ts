// The tipline's channels (TELEGRAM_CHANNEL / BALE_CHANNEL): each newly published report is posted once with
// its verdict card, verdict, claim and link, and each later correction note is posted as a reply to that
// post. Both go through the one outbox (ADR 0014), queued in the publishing or correcting write's
// transaction: one post per (channel, subject) for ever, however often the report is unpublished and
// published again.
import { type Messenger, TIPLINE_MESSAGES } from '@rasti/contract';
import { and, eq, isNull, not, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations, smsOutbox, subjects, tiplineChats } from '../../db/schema/index.ts';
import { enqueueChatMessages } from '../../lib/sms-outbox.ts';

/** The outbox reason of a subject's channel post (a correction replies to the message sent for it). */
const postReason = (subjectId: number) => `post:${subjectId}`;

/** The channels named in the settings, one per running bot. */
export interface ChannelSetting {
  messenger: Messenger;
  channel: string;
}

/**
 * Marks the configured channels (creating their chat rows) and unmarks any no longer configured, so a
 * publishing write finds the channels in the database without the settings.
 */
export async function syncChannels(db: Db, channels: ChannelSetting[]): Promise<void> {
  const configured = channels.map((c) =>
    and(eq(tiplineChats.messenger, c.messenger), eq(tiplineChats.chatKey, c.channel)),
  );
  await db
    .update(tiplineChats)
    .set({ isChannel: false })
    .where(
      and(eq(tiplineChats.isChannel, true), configured.length === 0 ? undefined : not(or(...configured)!)),
    );
  if (channels.length === 0) return;
  await db
    .insert(tiplineChats)
    .values(channels.map((c) => ({ messenger: c.messenger, chatKey: c.channel, isChannel: true })))
    .onConflictDoUpdate({
      target: [tiplineChats.messenger, tiplineChats.chatKey],
      set: { isChannel: true },
    });
}

async function channelChats(tx: Db) {
  return tx
    .select({ id: tiplineChats.id, messenger: tiplineChats.messenger })
    .from(tiplineChats)
    .where(and(eq(tiplineChats.isChannel, true), isNull(tiplineChats.blockedAt)));
}

async function claimOf(tx: Db, subjectId: number) {
  const [row] = await tx
    .select({ claim: subjects.title, verdict: evaluations.title })
    .from(subjects)
    .leftJoin(evaluations, eq(evaluations.id, subjects.evaluationId))
    .where(eq(subjects.id, subjectId));
  return row;
}

/** A subject just became published (in the caller's transaction): each channel gets its post, once ever. */
export async function queueChannelPost(opts: {
  db: Db;
  subjectId: number;
  url: string;
  now?: Date;
}): Promise<void> {
  const { db: tx, subjectId } = opts;
  const chats = await channelChats(tx);
  if (chats.length === 0) return;
  const claim = await claimOf(tx, subjectId);
  if (!claim) return;
  await enqueueChatMessages(
    tx,
    chats.map((c) => ({
      chatId: c.id,
      messenger: c.messenger as Messenger,
      reason: postReason(subjectId),
      text: TIPLINE_MESSAGES.verdict(claim.verdict, claim.claim, opts.url),
      subjectId,
    })),
    opts.now,
  );
}

/**
 * A published subject got a correction note (in the caller's transaction): each channel that was sent its
 * post gets the note as a reply to it. `change` names this correction (one message per channel and change).
 */
export async function queueChannelCorrection(opts: {
  db: Db;
  subjectId: number;
  note: string;
  change: string;
  url: string;
  now?: Date;
}): Promise<void> {
  const { db: tx, subjectId } = opts;
  const posted = await tx
    .select({ chatId: smsOutbox.chatId, messenger: tiplineChats.messenger })
    .from(smsOutbox)
    .innerJoin(tiplineChats, eq(tiplineChats.id, smsOutbox.chatId))
    .where(
      and(
        eq(smsOutbox.reason, postReason(subjectId)),
        eq(tiplineChats.isChannel, true),
        isNull(tiplineChats.blockedAt),
      ),
    );
  if (posted.length === 0) return;
  const claim = await claimOf(tx, subjectId);
  if (!claim) return;
  await enqueueChatMessages(
    tx,
    posted.map((p) => ({
      chatId: p.chatId!,
      messenger: p.messenger as Messenger,
      reason: `correction:${subjectId}:${opts.change}`,
      text: TIPLINE_MESSAGES.channelCorrection(opts.note, claim.claim, opts.url),
      subjectId: null,
      replyTo: postReason(subjectId),
    })),
    opts.now,
  );
}
