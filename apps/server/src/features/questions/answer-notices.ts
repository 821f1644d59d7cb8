// When a question is answered (issue 16, ADR 0014): `answered_at` is set while the question is shown and
// linked to a published subject, and cleared when it no longer is; the first time a question becomes
// answered its asker (an active account; anonymous askers never) is sent one SMS, queued in the same
// transaction as the staff's save. The queue keeps one message per question for ever.
import { Status } from '@rasti/contract';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questions, subjects, users } from '../../db/schema/index.ts';
import { enqueueSms } from '../../lib/sms-outbox.ts';

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
  return answered.map((q) => q.id);
}
