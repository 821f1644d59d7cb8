import { type Messenger, Status } from '@rasti/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  evaluations,
  questions,
  RequestState,
  reviews,
  subjects,
  tiplineChats,
  tiplineMessages,
  tiplineRequests,
  tiplineSendSlots,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/sql.ts';

export type RequestStateValue = (typeof RequestState)[keyof typeof RequestState];
export type OfferedItem = { kind: 'subject' | 'review'; id: number };

/** The chat's row id, made the first time the chat writes. */
export async function chatIdOf(db: Db, messenger: Messenger, chatKey: string): Promise<number> {
  const [row] = await db
    .insert(tiplineChats)
    .values({ messenger, chatKey })
    .onConflictDoUpdate({
      target: [tiplineChats.messenger, tiplineChats.chatKey],
      set: { messenger: sql`excluded.messenger` },
    })
    .returning({ id: tiplineChats.id });
  return row!.id;
}

/** The chat's request still gathering messages (its last one newer than `since`), if any. */
export async function gatheringRequest(db: Db, chatId: number, since: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: tiplineRequests.id })
    .from(tiplineRequests)
    .where(
      and(
        eq(tiplineRequests.chatId, chatId),
        eq(tiplineRequests.state, RequestState.Gathering),
        gt(tiplineRequests.lastMessageAt, since),
      ),
    )
    .orderBy(desc(tiplineRequests.id))
    .limit(1);
  return row?.id ?? null;
}

/** Requests the chat opened since `since` (the refused ones apart), and whether it was refused since then. */
export async function recentRequests(db: Db, chatId: number, since: Date) {
  const rows = await db
    .select({ state: tiplineRequests.state, n: count() })
    .from(tiplineRequests)
    .where(and(eq(tiplineRequests.chatId, chatId), gte(tiplineRequests.createdAt, since)))
    .groupBy(tiplineRequests.state);
  const refused = rows.find((r) => r.state === RequestState.Refused)?.n ?? 0;
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  return { opened: total - refused, refused };
}

export async function insertRequest(db: Db, chatId: number, state: RequestStateValue, now: Date) {
  const [row] = await db
    .insert(tiplineRequests)
    .values({ chatId, state, lastMessageAt: now, createdAt: now })
    .returning({ id: tiplineRequests.id });
  return row!.id;
}

export type StoredFingerprint = { algorithm: string; hash: string };

export async function addMessage(
  db: Db,
  requestId: number,
  message: { text: string; photoKey: string | null; fingerprints: StoredFingerprint[] | null },
  now: Date,
): Promise<void> {
  await db.insert(tiplineMessages).values({ requestId, ...message, createdAt: now });
  await db.update(tiplineRequests).set({ lastMessageAt: now }).where(eq(tiplineRequests.id, requestId));
}

/**
 * Takes a request out of gathering once its last message is older than `quietSince`: one caller wins (the
 * update matches once). Returns its chat and messages, or null when it is not due (a later message came)
 * or already taken.
 */
export async function claimGathered(db: Db, requestId: number, quietSince: Date, state: RequestStateValue) {
  const [claimed] = await db
    .update(tiplineRequests)
    .set({ state })
    .where(
      and(
        eq(tiplineRequests.id, requestId),
        eq(tiplineRequests.state, RequestState.Gathering),
        lte(tiplineRequests.lastMessageAt, quietSince),
      ),
    )
    .returning({ id: tiplineRequests.id, chatId: tiplineRequests.chatId });
  if (!claimed) return null;
  const [chat] = await db.select().from(tiplineChats).where(eq(tiplineChats.id, claimed.chatId));
  const messages = await db
    .select({
      text: tiplineMessages.text,
      photoKey: tiplineMessages.photoKey,
      fingerprints: tiplineMessages.fingerprints,
    })
    .from(tiplineMessages)
    .where(eq(tiplineMessages.requestId, requestId))
    .orderBy(asc(tiplineMessages.id));
  return { requestId, chat: chat!, messages };
}

/**
 * The messenger's requests still gathering whose last message is older than `quietSince`, oldest first:
 * each bot settles only its own messenger's (another bot's API cannot reach that chat).
 */
export async function overdueRequests(db: Db, messenger: Messenger, quietSince: Date): Promise<number[]> {
  const rows = await db
    .select({ id: tiplineRequests.id })
    .from(tiplineRequests)
    .innerJoin(tiplineChats, eq(tiplineChats.id, tiplineRequests.chatId))
    .where(
      and(
        eq(tiplineRequests.state, RequestState.Gathering),
        lte(tiplineRequests.lastMessageAt, quietSince),
        eq(tiplineChats.messenger, messenger),
      ),
    )
    .orderBy(asc(tiplineRequests.lastMessageAt))
    .limit(100);
  return rows.map((r) => r.id);
}

export async function setRequest(
  db: Db,
  requestId: number,
  values: Partial<{
    state: RequestStateValue;
    questionId: number;
    subjectId: number;
    offered: OfferedItem[];
  }>,
): Promise<void> {
  await db.update(tiplineRequests).set(values).where(eq(tiplineRequests.id, requestId));
}

/** A request of this chat in this state (a button pressed in one chat never acts on another's request). */
export async function requestOfChat(db: Db, requestId: number, chatId: number) {
  const [row] = await db
    .select()
    .from(tiplineRequests)
    .where(and(eq(tiplineRequests.id, requestId), eq(tiplineRequests.chatId, chatId)));
  return row ?? null;
}

/** Moves a request from one state to another; false when it was no longer in `from` (pressed twice). */
export async function moveRequest(
  db: Db,
  requestId: number,
  from: RequestStateValue,
  to: RequestStateValue,
): Promise<boolean> {
  const rows = await db
    .update(tiplineRequests)
    .set({ state: to })
    .where(and(eq(tiplineRequests.id, requestId), eq(tiplineRequests.state, from)))
    .returning({ id: tiplineRequests.id });
  return rows.length > 0;
}

export async function requestMessages(db: Db, requestId: number) {
  return db
    .select({ text: tiplineMessages.text, photoKey: tiplineMessages.photoKey })
    .from(tiplineMessages)
    .where(eq(tiplineMessages.requestId, requestId))
    .orderBy(asc(tiplineMessages.id));
}

/** What a verdict card shows of a published subject or review: the subject's claim and verdict. */
export interface PublishedClaim {
  subjectId: number;
  claim: string;
  verdict: string | null;
  colour: string | null;
  /** the page the reader is sent to: the review's, or the subject's */
  path: string;
}

/** The published claim behind a matched subject or review; null when it is no longer public. */
export async function publishedClaim(db: Db, item: OfferedItem): Promise<PublishedClaim | null> {
  const subjectId =
    item.kind === 'subject'
      ? item.id
      : (
          await db
            .select({ subjectId: reviews.subjectId })
            .from(reviews)
            .where(and(eq(reviews.id, item.id), eq(reviews.status, Status.Published)))
        )[0]?.subjectId;
  if (subjectId === undefined) return null;
  const [row] = await db
    .select({ title: subjects.title, verdict: evaluations.title, colour: evaluations.color })
    .from(subjects)
    .leftJoin(evaluations, eq(evaluations.id, subjects.evaluationId))
    .where(and(eq(subjects.id, subjectId), eq(subjects.status, Status.Published)));
  if (!row) return null;
  return {
    subjectId,
    claim: row.title,
    verdict: row.verdict,
    colour: row.colour,
    path: item.kind === 'review' ? `/report/${item.id}` : `/news-subject-page/${subjectId}`,
  };
}

/** The subject each matched item belongs to (to tell one claim from several). */
export async function subjectsOf(db: Db, items: OfferedItem[]): Promise<Map<string, number>> {
  const reviewIds = items.filter((i) => i.kind === 'review').map((i) => i.id);
  const found =
    reviewIds.length === 0
      ? []
      : await db
          .select({ id: reviews.id, subjectId: reviews.subjectId })
          .from(reviews)
          .where(inArray(reviews.id, reviewIds));
  const map = new Map<string, number>();
  for (const item of items) if (item.kind === 'subject') map.set(`subject:${item.id}`, item.id);
  for (const r of found) map.set(`review:${r.id}`, r.subjectId);
  return map;
}

/** The chat's filed requests, newest first: the question's title and whether it is answered. */
export async function filedQuestions(db: Db, chatId: number, limit: number) {
  return db
    .select({ title: questions.title, answeredAt: questions.answeredAt })
    .from(tiplineRequests)
    .innerJoin(questions, eq(questions.id, tiplineRequests.questionId))
    .where(and(eq(tiplineRequests.chatId, chatId), isNotNull(tiplineRequests.questionId)))
    .orderBy(desc(tiplineRequests.id))
    .limit(limit);
}

/**
 * `/forget`: deletes the chat and with it (ON DELETE CASCADE) its requests and messages; its questions stay
 * in the inbox, no longer linked to it. Returns the stored photos' keys for the caller to delete.
 */
export async function forgetChat(db: Db, messenger: Messenger, chatKey: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [chat] = await tx
      .select({ id: tiplineChats.id })
      .from(tiplineChats)
      .where(and(eq(tiplineChats.messenger, messenger), eq(tiplineChats.chatKey, chatKey)))
      .for('update');
    if (!chat) return [];
    const photos = await tx
      .select({ key: tiplineMessages.photoKey })
      .from(tiplineMessages)
      .innerJoin(tiplineRequests, eq(tiplineRequests.id, tiplineMessages.requestId))
      .where(and(eq(tiplineRequests.chatId, chat.id), isNotNull(tiplineMessages.photoKey)));
    await tx.delete(tiplineChats).where(eq(tiplineChats.id, chat.id));
    return photos.flatMap((p) => (p.key ? [p.key] : []));
  });
}

/** The chats a question was filed from that can still be written to (not forgotten, not blocked). */
export async function chatsOfQuestion(db: Db, questionId: number) {
  return db
    .selectDistinct({ chatId: tiplineChats.id, messenger: tiplineChats.messenger })
    .from(tiplineRequests)
    .innerJoin(tiplineChats, eq(tiplineChats.id, tiplineRequests.chatId))
    .where(and(eq(tiplineRequests.questionId, questionId), isNull(tiplineChats.blockedAt)));
}

export async function questionExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, id));
  return row !== undefined;
}

/**
 * Takes the bot's next send slot (shared by every process through the database): answers how long to wait
 * before sending, by the database's clock, so that the bot's messages are `spacingMs` apart.
 */
export async function takeSendSlot(db: Db, messenger: Messenger, spacingMs: number): Promise<number> {
  const spacing = `${spacingMs} milliseconds`;
  const [row] = rowsOf<{ wait_ms: number }>(
    await db.execute(sql`
      insert into ${tiplineSendSlots} (messenger, next_at)
      values (${messenger}, clock_timestamp() + ${spacing}::interval)
      on conflict (messenger) do update
        set next_at = greatest(${tiplineSendSlots.nextAt}, clock_timestamp()) + ${spacing}::interval
      returning extract(epoch from (next_at - ${spacing}::interval - clock_timestamp())) * 1000 as wait_ms`),
  );
  return Math.max(0, Number(row?.wait_ms ?? 0));
}
