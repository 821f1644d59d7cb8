// The tipline's daily digest: /subscribe lets a chat choose categories (buttons) or all, /unsubscribe stops
// it, /forget takes it with the chat. Once a day, at the hour the super admin sets (Tehran time), each
// subscribed chat is sent up to three reports published since its last digest, through the one outbox
// (ADR 0014: one message per (chat, 'digest:<Tehran date>') for ever, so never two a day); a chat with
// nothing new is sent nothing.
import { type Messenger, Status, TIPLINE_MESSAGES } from '@rasti/contract';
import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  evaluations,
  subjects,
  tiplineChats,
  tiplineSettings,
  tiplineSubscriptions,
} from '../../db/schema/index.ts';
import { loadGrammy } from '../../lib/lazy-modules.ts';
import { enqueueChatMessages } from '../../lib/sms-outbox.ts';
import { subjectUrl } from '../questions/index.ts';
import { chatIdOf } from './tipline.repository.ts';
import { send, type TiplineContext } from './tipline.service.ts';

/** Reports one digest carries at most. */
const DIGEST_ITEMS = 3;
/** Category buttons /subscribe offers at most (a keyboard beyond this is not read). */
const CATEGORY_BUTTONS = 24;
/** Iran has kept UTC+3:30 all year since 2022; the zone database says so for every date. */
const TEHRAN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Tehran calendar date ('2026-11-28') and hour (0-23) of an instant. */
export function tehranTime(at: Date): { date: string; hour: number } {
  const parts = Object.fromEntries(TEHRAN.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The digest hour the super admin set (9 until set). */
export async function digestHour(db: Db): Promise<number> {
  const [row] = await db.select({ hour: tiplineSettings.digestHour }).from(tiplineSettings);
  return row?.hour ?? 9;
}

export async function setDigestHour(db: Db, hour: number): Promise<void> {
  await db
    .insert(tiplineSettings)
    .values({ id: 1, digestHour: hour })
    .onConflictDoUpdate({ target: tiplineSettings.id, set: { digestHour: hour, updatedAt: new Date() } });
}

/** `/subscribe`: the categories as buttons, and 'all'. */
export async function offerSubscription(ctx: TiplineContext, chatKey: string): Promise<void> {
  const rows = await ctx.db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .orderBy(asc(categories.title), asc(categories.id))
    .limit(CATEGORY_BUTTONS);
  const { InlineKeyboard } = await loadGrammy();
  const keyboard = new InlineKeyboard().text(TIPLINE_MESSAGES.subscribeAll, 'sub:all').row();
  rows.forEach((c, i) => {
    keyboard.text(c.title, `sub:${c.id}`);
    if (i % 2 === 1) keyboard.row();
  });
  await send(ctx, chatKey, TIPLINE_MESSAGES.subscribeChoose, { reply_markup: keyboard });
}

/**
 * A /subscribe button: 'all' subscribes to every category; a category is added to the chosen ones (a chat
 * that had all now has that one). New reports count from the chat's first subscription.
 */
export async function chooseSubscription(ctx: TiplineContext, chatKey: string, data: string): Promise<void> {
  const match = /^sub:(all|\d{1,10})$/.exec(data);
  if (!match) return;
  const { db } = ctx;
  const chatId = await chatIdOf(db, ctx.messenger, chatKey);
  let chosen: number[] = [];
  if (match[1] !== 'all') {
    const id = Number(match[1]);
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
    if (!category) return;
    const [current] = await db
      .select({ ids: tiplineSubscriptions.categoryIds })
      .from(tiplineSubscriptions)
      .where(eq(tiplineSubscriptions.chatId, chatId));
    chosen = [...new Set([...(current?.ids ?? []), id])];
  }
  await db
    .insert(tiplineSubscriptions)
    .values({ chatId, categoryIds: chosen })
    .onConflictDoUpdate({ target: tiplineSubscriptions.chatId, set: { categoryIds: chosen } });
  const titles =
    chosen.length === 0
      ? []
      : (
          await db
            .select({ title: categories.title })
            .from(categories)
            .where(inArray(categories.id, chosen))
            .orderBy(asc(categories.title))
        ).map((c) => c.title);
  await send(ctx, chatKey, TIPLINE_MESSAGES.subscribed(titles, await digestHour(db)));
}

/** `/unsubscribe`: the chat's subscription deleted. */
export async function unsubscribe(ctx: TiplineContext, chatKey: string): Promise<void> {
  const chatId = await chatIdOf(ctx.db, ctx.messenger, chatKey);
  const gone = await ctx.db
    .delete(tiplineSubscriptions)
    .where(eq(tiplineSubscriptions.chatId, chatId))
    .returning({ chatId: tiplineSubscriptions.chatId });
  await send(ctx, chatKey, gone.length > 0 ? TIPLINE_MESSAGES.unsubscribed : TIPLINE_MESSAGES.notSubscribed);
}

/**
 * Queues the day's digests once the digest hour has come (Tehran time): for each subscribed chat that can
 * be written to, up to three reports of its categories published since its last digest, newest first.
 * A chat already sent today's digest, or with nothing new, is skipped. Returns how many were queued.
 */
export async function queueDigests(opts: { db: Db; publicUrl: string; now?: Date }): Promise<number> {
  const { db, publicUrl } = opts;
  const now = opts.now ?? new Date();
  const tehran = tehranTime(now);
  if (tehran.hour < (await digestHour(db))) return 0;
  const reason = `digest:${tehran.date}`;
  const subscriptions = await db
    .select({
      chatId: tiplineSubscriptions.chatId,
      messenger: tiplineChats.messenger,
      categoryIds: tiplineSubscriptions.categoryIds,
      since: tiplineSubscriptions.since,
    })
    .from(tiplineSubscriptions)
    .innerJoin(tiplineChats, eq(tiplineChats.id, tiplineSubscriptions.chatId))
    .where(isNull(tiplineChats.blockedAt));
  let queued = 0;
  for (const sub of subscriptions) {
    const reports = await db
      .select({ id: subjects.id, claim: subjects.title, verdict: evaluations.title })
      .from(subjects)
      .leftJoin(evaluations, eq(evaluations.id, subjects.evaluationId))
      .where(
        and(
          eq(subjects.status, Status.Published),
          gt(subjects.datePublished, sub.since),
          sub.categoryIds.length === 0 ? undefined : inArray(subjects.categoryId, sub.categoryIds),
        ),
      )
      .orderBy(desc(subjects.datePublished), desc(subjects.id))
      .limit(DIGEST_ITEMS);
    if (reports.length === 0) continue;
    await db.transaction(async (tx) => {
      const added = await enqueueChatMessages(tx, [
        {
          chatId: sub.chatId,
          messenger: sub.messenger as Messenger,
          reason,
          text: TIPLINE_MESSAGES.digest(
            reports.map((r) => ({ verdict: r.verdict, claim: r.claim, url: subjectUrl(publicUrl, r.id) })),
          ),
          subjectId: null,
        },
      ]);
      // the next digest counts from this one; a chat already sent today's keeps its reports for tomorrow
      if (added === 0) return;
      queued += added;
      await tx
        .update(tiplineSubscriptions)
        .set({ since: now })
        .where(eq(tiplineSubscriptions.chatId, sub.chatId));
    });
  }
  return queued;
}
