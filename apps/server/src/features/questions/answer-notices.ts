// When a question is answered (ADR 0014): `answered_at` is set while the question is shown and
// linked to a published subject, and cleared when it no longer is; the first time a question becomes
// answered its asker (an active account; anonymous askers never) is sent one SMS, queued in the same
// transaction as the staff's save. The queue keeps one message per question for ever.
// A question filed by a tipline bot tells its chat instead (the one outbox, ADR 0014): the card, verdict and
// link, once per chat and subject; and a report a chat or an asker received that is corrected, or whose
// verdict changes, sends them one 'به‌روزرسانی' per change.
import { type Messenger, Status, TIPLINE_MESSAGES } from '@rasti/contract';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  evaluations,
  questions,
  subjects,
  tiplineChats,
  tiplineRequests,
  users,
} from '../../db/schema/index.ts';
import { enqueueChatMessages, enqueueSms } from '../../lib/sms-outbox.ts';

/** A title longer than this is cut in the message, which stays a short SMS. */
const TITLE_CHARS = 40;
const IRANIAN_MOBILE = /^09\d{9}$/;

/** The subject's public page, absolute from PUBLIC_URL (never a request's Host header). */
export const subjectUrl = (publicUrl: string, subjectId: number) =>
  `${publicUrl.replace(/\/+$/, '')}/news-subject-page/${subjectId}`;

/** 'راستی: پرسش شما «…» پاسخ داده شد: <link>' with the title cut to keep the message short. */
export function answeredText(title: string, url: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  const short =
    [...clean].length > TITLE_CHARS
      ? `${[...clean]
          .slice(0, TITLE_CHARS - 1)
          .join('')
          .trim()}…`
      : clean;
  return `راستی: پرسش شما «${short}» پاسخ داده شد: ${url}`;
}

/** 'راستی: پاسخ پرسش شما «…» به‌روز شد: <link>', for a web asker whose answer was corrected or changed. */
export function updatedText(title: string, url: string): string {
  return answeredText(title, url).replace('پاسخ داده شد', 'به‌روز شد: پاسخ آن تغییر کرده است');
}

/** Which questions a save touched: these ids, or every question linked to this subject. */
export type AnswerScope = { questionIds: number[] } | { subjectId: number };

const scopeWhere = (scope: AnswerScope): SQL =>
  'subjectId' in scope ? eq(questions.subjectId, scope.subjectId) : inArray(questions.id, scope.questionIds);

const linkedToPublished = sql`exists (select 1 from ${subjects} s where s.id = ${questions.subjectId} and s.status = ${Status.Published})`;

/**
 * Brings `answered_at` of the touched questions in line with their links, inside the caller's
 * transaction, and queues the SMS of each question that became answered. Returns the ids that became
 * answered.
 */
export async function syncAnswered(opts: {
  /** the caller's transaction */
  db: Db;
  scope: AnswerScope;
  publicUrl: string;
  now?: Date;
}): Promise<number[]> {
  const { db: tx, scope } = opts;
  if ('questionIds' in scope && scope.questionIds.length === 0) return [];
  const now = opts.now ?? new Date();
  const where = scopeWhere(scope);
  // no longer answered: unlinked, linked to an unpublished subject, or hidden
  await tx
    .update(questions)
    .set({ answeredAt: null })
    .where(
      and(
        where,
        isNotNull(questions.answeredAt),
        sql`(not ${questions.isShown} or ${questions.subjectId} is null or not ${linkedToPublished})`,
      ),
    );
  const answered = await tx
    .update(questions)
    .set({ answeredAt: now })
    .where(and(where, isNull(questions.answeredAt), eq(questions.isShown, true), linkedToPublished))
    .returning({
      id: questions.id,
      title: questions.title,
      userId: questions.userId,
      subjectId: questions.subjectId,
    });
  const askerIds = [...new Set(answered.flatMap((q) => (q.userId === null ? [] : [q.userId])))];
  if (askerIds.length > 0) {
    const askers = await tx
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(and(inArray(users.id, askerIds), eq(users.isActive, true)));
    const mobiles = new Map(
      askers.filter((a) => IRANIAN_MOBILE.test(a.mobile)).map((a) => [a.id, a.mobile] as const),
    );
    await enqueueSms(
      tx,
      answered.flatMap((q) => {
        const to = q.userId === null ? undefined : mobiles.get(q.userId);
        if (!to || q.subjectId === null) return [];
        return [
          { questionId: q.id, to, text: answeredText(q.title, subjectUrl(opts.publicUrl, q.subjectId)) },
        ];
      }),
      now,
    );
  }
  await queueChatAnswers(
    tx,
    answered.map((q) => q.id),
    opts.publicUrl,
    now,
  );
  return answered.map((q) => q.id);
}

/** The subject's claim and verdict as a message shows them. */
const claimOf = (tx: Db, subjectId: number) =>
  tx
    .select({ claim: subjects.title, verdict: evaluations.title })
    .from(subjects)
    .leftJoin(evaluations, eq(evaluations.id, subjects.evaluationId))
    .where(eq(subjects.id, subjectId));

/**
 * The chats whose filed request is one of these newly answered questions get the subject's card, verdict and
 * link: once per (chat, subject), however many of the group's questions the chat sent. The requests keep the
 * subject, so its later corrections reach the chat too.
 */
async function queueChatAnswers(tx: Db, questionIds: number[], publicUrl: string, now: Date): Promise<void> {
  if (questionIds.length === 0) return;
  await tx
    .update(tiplineRequests)
    .set({
      subjectId: sql`(select ${questions.subjectId} from ${questions} where ${questions.id} = ${tiplineRequests.questionId})`,
    })
    .where(inArray(tiplineRequests.questionId, questionIds));
  const chats = await tx
    .selectDistinct({
      chatId: tiplineChats.id,
      messenger: tiplineChats.messenger,
      subjectId: questions.subjectId,
    })
    .from(tiplineRequests)
    .innerJoin(tiplineChats, eq(tiplineChats.id, tiplineRequests.chatId))
    .innerJoin(questions, eq(questions.id, tiplineRequests.questionId))
    .where(and(inArray(tiplineRequests.questionId, questionIds), isNull(tiplineChats.blockedAt)));
  const messages = [];
  for (const chat of chats) {
    if (chat.subjectId === null) continue;
    const [claim] = await claimOf(tx, chat.subjectId);
    if (!claim) continue;
    messages.push({
      chatId: chat.chatId,
      messenger: chat.messenger as Messenger,
      reason: `answered:${chat.subjectId}`,
      text: TIPLINE_MESSAGES.answered(claim.verdict, claim.claim, subjectUrl(publicUrl, chat.subjectId)),
      subjectId: chat.subjectId,
    });
  }
  await enqueueChatMessages(tx, messages, now);
}

/**
 * A published subject was corrected or its verdict changed (in the caller's transaction): every chat that
 * received it (answered from the archive, or told when its request was answered) gets one 'به‌روزرسانی'
 * with the current card, and every web asker told of it by SMS gets one updated SMS. `change` names this
 * change (one message per recipient and change, for ever).
 */
export async function queueUpdateNotices(opts: {
  db: Db;
  subjectId: number;
  change: string;
  publicUrl: string;
  now?: Date;
}): Promise<void> {
  const { db: tx, subjectId } = opts;
  const now = opts.now ?? new Date();
  const reason = `update:${subjectId}:${opts.change}`;
  const url = subjectUrl(opts.publicUrl, subjectId);
  const [claim] = await claimOf(tx, subjectId);
  if (!claim) return;
  const chats = await tx
    .selectDistinct({ chatId: tiplineChats.id, messenger: tiplineChats.messenger })
    .from(tiplineRequests)
    .innerJoin(tiplineChats, eq(tiplineChats.id, tiplineRequests.chatId))
    .where(and(eq(tiplineRequests.subjectId, subjectId), isNull(tiplineChats.blockedAt)));
  await enqueueChatMessages(
    tx,
    chats.map((c) => ({
      chatId: c.chatId,
      messenger: c.messenger as Messenger,
      reason,
      text: TIPLINE_MESSAGES.updated(claim.verdict, claim.claim, url),
      subjectId,
    })),
    now,
  );
  const askers = await tx
    .select({ id: questions.id, title: questions.title, mobile: users.mobile })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.userId))
    .where(
      and(
        eq(questions.subjectId, subjectId),
        isNotNull(questions.answeredAt),
        eq(questions.isShown, true),
        eq(users.isActive, true),
      ),
    );
  await enqueueSms(
    tx,
    askers
      .filter((a) => IRANIAN_MOBILE.test(a.mobile))
      .map((a) => ({ questionId: a.id, to: a.mobile, text: updatedText(a.title, url), reason })),
    now,
  );
}
