// The tipline's conversation (features/tipline-bot): a chat's messages within the gathering window are one
// request; the request is searched with the same matcher as /ask-me's 'already checked?'; one strong match
// is answered at once with its verdict card, several are offered as buttons, none (or 'هیچ‌کدام') is filed
// as a question in the inbox with the bot's channel. Telegram and Bale share this code: only the API root
// differs (config.ts).
import { MATCH_LIMITS, type Messenger, TIPLINE_LIMITS, TIPLINE_MESSAGES } from '@rasti/contract';
import type { Api } from 'grammy';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { RequestState } from '../../db/schema/index.ts';
import { deleteImage } from '../../lib/images.ts';
import { loadGrammy } from '../../lib/lazy-modules.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { noPause, type Pause } from '../../lib/time-share.ts';
import { type CardMaker, claimCardPng } from '../cards/index.ts';
import { type Fingerprint, findChecksForFingerprints } from '../pictures/index.ts';
import {
  fileMessengerQuestion,
  findSimilar,
  type Rarity,
  rarityOf,
  type SimilarItem,
} from '../questions/index.ts';
import {
  addMessage,
  chatIdOf,
  claimGathered,
  filedQuestions,
  forgetChat,
  gatheringRequest,
  insertRequest,
  moveRequest,
  type OfferedItem,
  type PublishedClaim,
  publishedClaim,
  recentRequests,
  requestMessages,
  requestOfChat,
  setRequest,
  type StoredFingerprint,
  subjectsOf,
} from './tipline.repository.ts';

/** A match this close, with no other claim near it, is answered at once (Cofacts' "one very close hit"). */
export const STRONG_MATCH = 0.85;
/** …and the next claim must score at least this much lower. */
export const STRONG_MARGIN = 0.1;
const HOUR_MS = 60 * 60_000;

/** What every conversation step works with: one bot (its API client and messenger) and the app's services. */
export interface TiplineContext {
  db: Db;
  storage: FileStorage;
  api: Api;
  messenger: Messenger;
  config: FastifyInstance['config']['tipline'];
  publicUrl: string;
  cards: CardMaker;
  log: FastifyBaseLogger;
  /** schedules the request's settling after the gathering window (the plugin keeps the timers) */
  schedule(requestId: number): void;
}

/**
 * A message as the bot keeps it: its text (or caption, links included) and its stored photo, if any, with
 * the photo's lookup fingerprints computed from the downloaded bytes (none when the matcher refused it).
 */
export interface IncomingMessage {
  chatKey: string;
  text: string;
  photoKey: string | null;
  fingerprints?: StoredFingerprint[] | null;
}

/**
 * Adds a message to the chat's gathering request, or opens a new request (within the hourly limit: past it,
 * one polite refusal an hour and nothing kept). The request settles after the gathering window.
 */
export async function receiveMessage(ctx: TiplineContext, message: IncomingMessage, now = new Date()) {
  // one transaction, opened by locking the chat's row (the upsert's lock is held to the end): the messages
  // of one chat that reach several server processes at once are added one after the other, so they gather
  // into one request and count once against the chat's limit
  const outcome = await ctx.db.transaction(async (tx) => {
    const chatId = await chatIdOf(tx, ctx.messenger, message.chatKey);
    let requestId = await gatheringRequest(tx, chatId, new Date(now.getTime() - ctx.config.gatherMs));
    if (requestId === null) {
      const recent = await recentRequests(tx, chatId, new Date(now.getTime() - HOUR_MS));
      if (recent.opened >= ctx.config.requestsPerHour) {
        if (recent.refused > 0) return 'ignored' as const;
        await insertRequest(tx, chatId, RequestState.Refused, now);
        return 'refused' as const;
      }
      requestId = await insertRequest(tx, chatId, RequestState.Gathering, now);
    }
    await addMessage(
      tx,
      requestId,
      { text: message.text, photoKey: message.photoKey, fingerprints: message.fingerprints ?? null },
      now,
    );
    return requestId;
  });
  if (typeof outcome === 'number') {
    ctx.schedule(outcome);
    return;
  }
  if (message.photoKey) await deleteImage(ctx.storage, message.photoKey);
  if (outcome === 'refused')
    await send(ctx, message.chatKey, TIPLINE_MESSAGES.tooMany(ctx.config.requestsPerHour));
}

/** Whether a chat is over its hourly limit, before anything of its message (a photo) is downloaded. */
export async function overLimit(ctx: TiplineContext, chatKey: string, now = new Date()): Promise<boolean> {
  const chatId = await chatIdOf(ctx.db, ctx.messenger, chatKey);
  if ((await gatheringRequest(ctx.db, chatId, new Date(now.getTime() - ctx.config.gatherMs))) !== null)
    return false;
  const recent = await recentRequests(ctx.db, chatId, new Date(now.getTime() - HOUR_MS));
  return recent.opened >= ctx.config.requestsPerHour;
}

/**
 * Published checks a request's photos match, by the pictures feature's fingerprints (the same lookup as the
 * web's 'already checked?' with a picture), computed when each photo was downloaded: nothing is read from
 * storage or decoded again here. A photo the matcher refused has none, and matches nothing.
 */
export async function pictureMatches(db: Db, photos: (StoredFingerprint[] | null)[]): Promise<SimilarItem[]> {
  const found: SimilarItem[] = [];
  for (const stored of photos) {
    if (!stored || stored.length === 0) continue;
    const fingerprints = stored.map((f) => ({
      algorithm: f.algorithm as Fingerprint['algorithm'],
      hash: BigInt(f.hash),
    }));
    found.push(...(await findChecksForFingerprints({ db, fingerprints })));
  }
  return found;
}

/** The request's text as the matcher and the inbox read it: its messages' texts, in order. */
const requestText = (messages: { text: string }[]) =>
  messages
    .map((m) => m.text.trim())
    .filter(Boolean)
    .join('\n');

/**
 * The request's distinct claims, best first: the matcher's subjects and reviews (a review and its subject
 * are one claim), then the pictures'.
 */
async function claimsFor(db: Db, text: string, photos: (StoredFingerprint[] | null)[], rarity: Rarity) {
  const found = [
    ...(await findSimilar({ db, text: [...text].slice(0, MATCH_LIMITS.maxChars).join(''), rarity })),
    ...(await pictureMatches(db, photos)),
  ].sort((a, b) => b.score - a.score);
  const subjectOf = await subjectsOf(db, found);
  const seen = new Set<number>();
  const claims: (OfferedItem & { title: string; score: number })[] = [];
  for (const item of found) {
    const subjectId = subjectOf.get(`${item.kind}:${item.id}`);
    if (subjectId === undefined || seen.has(subjectId)) continue;
    seen.add(subjectId);
    claims.push({ kind: item.kind, id: item.id, title: item.title, score: item.score });
  }
  return claims;
}

/**
 * Settles a request whose gathering window has passed: answered from the archive, offered as buttons, or
 * filed. Does nothing when a later message extended the window (its own timer settles it) or another
 * process took it. `pause` is the bot's lane's, between the steps (lib/time-share.ts).
 */
export async function settleRequest(
  ctx: TiplineContext,
  requestId: number,
  now = new Date(),
  pause: Pause = noPause,
): Promise<void> {
  const gathered = await claimGathered(
    ctx.db,
    requestId,
    new Date(now.getTime() - ctx.config.gatherMs),
    RequestState.Offered,
  );
  if (!gathered) return;
  const chatKey = gathered.chat.chatKey;
  const text = requestText(gathered.messages);
  const photos = gathered.messages.flatMap((m) => (m.photoKey ? [m.fingerprints] : []));
  // the words' figures, read once for the matching and the filed question's grouping both: on a small
  // catalogue each read asks the published texts' fingerprint (questions/rarity.ts, ADR 27)
  const rarity = await rarityOf(ctx.db);
  await pause();
  const claims = await claimsFor(ctx.db, text, photos, rarity);
  await pause();
  const [best, next] = claims;
  if (best && best.score >= STRONG_MATCH && (!next || next.score <= best.score - STRONG_MARGIN)) {
    if (await sendVerdict(ctx, chatKey, best)) {
      const claim = await publishedClaim(ctx.db, best);
      await setRequest(ctx.db, requestId, { state: RequestState.Answered, subjectId: claim?.subjectId });
      return;
    }
  }
  const offered = claims.slice(0, TIPLINE_LIMITS.offered);
  if (offered.length > 0) {
    await setRequest(ctx.db, requestId, { offered: offered.map(({ kind, id }) => ({ kind, id })) });
    const { InlineKeyboard } = await loadGrammy();
    const keyboard = new InlineKeyboard();
    offered.forEach((claim, index) => {
      keyboard.text(shorten(TIPLINE_MESSAGES.isThisIt(claim.title), 60), `pick:${requestId}:${index}`).row();
    });
    keyboard.text(TIPLINE_MESSAGES.none, `none:${requestId}`);
    await send(ctx, chatKey, TIPLINE_MESSAGES.several, { reply_markup: keyboard });
    return;
  }
  await fileRequest(ctx, requestId, chatKey, gathered.messages, pause, rarity);
}

/** Files the request as a question (channel = the bot's messenger) and tells the reader it was received. */
async function fileRequest(
  ctx: TiplineContext,
  requestId: number,
  chatKey: string,
  messages: { text: string; photoKey: string | null }[],
  pause: Pause = noPause,
  rarity?: Rarity,
): Promise<void> {
  const text = requestText(messages) || TIPLINE_MESSAGES.photoPlaceholder;
  const firstLine = text.split('\n')[0]!;
  const links = [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  await fileMessengerQuestion(
    ctx.db,
    {
      title: shorten(firstLine, TIPLINE_LIMITS.titleChars),
      summary: text,
      resource: links.join('\n'),
      channel: ctx.messenger,
    },
    (tx, questionId) => setRequest(tx, requestId, { state: RequestState.Filed, questionId }),
    pause,
    rarity,
  );
  await pause();
  await send(ctx, chatKey, TIPLINE_MESSAGES.received);
}

/** A pressed button: one of the offered claims (answered with its card) or 'هیچ‌کدام' (filed). */
export async function pressButton(ctx: TiplineContext, chatKey: string, data: string): Promise<void> {
  const match = /^(pick|none):(\d{1,10})(?::(\d))?$/.exec(data);
  if (!match) return;
  const [, action, id, index] = match;
  const chatId = await chatIdOf(ctx.db, ctx.messenger, chatKey);
  const request = await requestOfChat(ctx.db, Number(id), chatId);
  if (!request || request.state !== RequestState.Offered) {
    await send(ctx, chatKey, TIPLINE_MESSAGES.offerGone);
    return;
  }
  if (action === 'none') {
    // the move makes a second press find nothing to do
    if (!(await moveRequest(ctx.db, request.id, RequestState.Offered, RequestState.Filed))) return;
    await fileRequest(ctx, request.id, chatKey, await requestMessages(ctx.db, request.id));
    return;
  }
  const chosen = request.offered?.[Number(index)];
  if (!chosen) return;
  if (!(await moveRequest(ctx.db, request.id, RequestState.Offered, RequestState.Answered))) return;
  const claim = await publishedClaim(ctx.db, chosen);
  if (claim) await setRequest(ctx.db, request.id, { subjectId: claim.subjectId });
  if (!(await sendVerdict(ctx, chatKey, chosen))) await send(ctx, chatKey, TIPLINE_MESSAGES.offerGone);
}

/** Sends a published claim's verdict card with its verdict, claim and link; false when it is not public. */
export async function sendVerdict(ctx: TiplineContext, chatKey: string, item: OfferedItem): Promise<boolean> {
  const claim = await publishedClaim(ctx.db, item);
  if (!claim) return false;
  const caption = TIPLINE_MESSAGES.verdict(
    claim.verdict,
    shorten(claim.claim, 300),
    `${ctx.publicUrl}${claim.path}`,
  );
  await sendCard(ctx, chatKey, claim, caption);
  return true;
}

async function sendCard(
  ctx: TiplineContext,
  chatKey: string,
  claim: PublishedClaim,
  caption: string,
  other: Parameters<Api['sendPhoto']>[2] = {},
) {
  const png = await claimCardPng({
    storage: ctx.storage,
    maker: ctx.cards,
    site: { origin: ctx.publicUrl },
    claim: claim.claim,
    verdict: claim.verdict,
    colour: claim.colour,
  });
  const { InputFile } = await loadGrammy();
  return ctx.api.sendPhoto(chatKey, new InputFile(png, 'rasti-card.png'), {
    ...other,
    caption:
      [...caption].length > TIPLINE_LIMITS.captionChars
        ? shorten(caption, TIPLINE_LIMITS.captionChars)
        : caption,
  });
}

/**
 * A message of the outbox (an answer, an update, a channel post or its correction): with the subject's
 * current verdict card when it has one and is public, else the text alone; a reply when it names the
 * message it answers. Answers the sent message's id.
 */
export async function sendQueued(
  ctx: TiplineContext,
  chatKey: string,
  message: { text: string; subjectId: number | null; replyToMessageId?: number },
): Promise<number> {
  const claim =
    message.subjectId === null
      ? null
      : await publishedClaim(ctx.db, { kind: 'subject', id: message.subjectId });
  // Bot API 7's reply_parameters, and the older reply_to_message_id that Bale's Bot API reads
  const reply =
    message.replyToMessageId === undefined
      ? {}
      : {
          reply_parameters: { message_id: message.replyToMessageId, allow_sending_without_reply: true },
          reply_to_message_id: message.replyToMessageId,
        };
  const sent = claim
    ? await sendCard(ctx, chatKey, claim, message.text, reply)
    : await ctx.api.sendMessage(chatKey, message.text, reply);
  return sent.message_id;
}

/** `/my`: the chat's filed requests and whether each is answered. */
export async function listMine(ctx: TiplineContext, chatKey: string): Promise<void> {
  const chatId = await chatIdOf(ctx.db, ctx.messenger, chatKey);
  const rows = await filedQuestions(ctx.db, chatId, 10);
  if (rows.length === 0) {
    await send(ctx, chatKey, TIPLINE_MESSAGES.myNone);
    return;
  }
  const lines = rows.map(
    (r) =>
      `• ${shorten(r.title, 80)}: ${r.answeredAt ? TIPLINE_MESSAGES.myAnswered : TIPLINE_MESSAGES.myOpen}`,
  );
  await send(ctx, chatKey, [TIPLINE_MESSAGES.myTitle, ...lines].join('\n'));
}

/** `/forget`: the chat's messages, photos and requests are deleted; its questions stay, detached. */
export async function forget(ctx: TiplineContext, chatKey: string): Promise<void> {
  const photos = await forgetChat(ctx.db, ctx.messenger, chatKey);
  await Promise.all(photos.map((key) => deleteImage(ctx.storage, key)));
  await send(ctx, chatKey, TIPLINE_MESSAGES.forgotten);
}

export async function send(
  ctx: TiplineContext,
  chatKey: string,
  text: string,
  other: Parameters<Api['sendMessage']>[2] = {},
): Promise<void> {
  await ctx.api.sendMessage(chatKey, text, other);
}

/** A text cut to `max` characters (code points), with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trim()}…`
    : chars.join('');
}
