// One running tipline bot (Telegram or Bale) on grammY: its handlers, its photo downloads, and its life
// beside the web server (long polling, or a webhook with an https PUBLIC_URL), retried with backoff while
// its API cannot be reached, never holding up the server's start or its requests.
//
// Under a flood the bot stays out of the web readers' way: its updates and its settling run in one lane,
// one task at a time, and only within the bots' share of the server's time (lib/time-share.ts); what waits
// stays at the messenger (long polling takes the next updates only when the lane is free; a webhook's
// request is answered once its update is handled, and the messenger bounds its connections). Nothing a
// second server process would need is kept here: a chat's gathering request, its hourly count and the
// bot's send rate are rows in the database, and every process settles the due requests it finds there.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { IMAGE_TYPES, TIPLINE_LIMITS, TIPLINE_MESSAGES } from '@rasti/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bot, Context } from 'grammy';

type TiplineBotConfig = FastifyInstance['config']['tipline']['bots'][number];

import { AppError } from '../../lib/errors.ts';
import { saveImage } from '../../lib/images.ts';
import { fileTypeFromBuffer, loadGrammy } from '../../lib/lazy-modules.ts';
import { type ChatSender, RecipientGone, RetryAfter } from '../../lib/sms-outbox.ts';
import { type Pause, runInSlices, type TimeBudget } from '../../lib/time-share.ts';
import { readPicture } from '../pictures/index.ts';
import { chooseSubscription, offerSubscription, unsubscribe } from './tipline.digest.ts';
import { overdueRequests, type StoredFingerprint, takeSendSlot } from './tipline.repository.ts';
import {
  forget,
  listMine,
  overLimit,
  pressButton,
  receiveMessage,
  send,
  sendQueued,
  settleRequest,
  type TiplineContext,
} from './tipline.service.ts';

/** Only these photo types are kept (a GIF or AVIF is refused like any other file). */
const PHOTO_TYPES = new Set(
  ['image/jpeg', 'image/png', 'image/webp'].filter((t) => IMAGE_TYPES.includes(t as never)),
);
/** The Bot API's limit per bot is about 30 messages a second: the outbox's messages are spaced by this. */
const SEND_SPACING_MS = 1000 / 30;
/** The longest wait between attempts to reach an API that is down. */
const LONGEST_RETRY_MS = 5 * 60_000;
/** Updates the bot asks for: anything else (edited messages, channel posts, …) never reaches it. */
const ALLOWED_UPDATES = ['message', 'callback_query'] as const;

/** What the super admin's settings screen shows of a bot. */
export interface BotStatus {
  connected: boolean;
  mode: 'polling' | 'webhook';
  lastUpdateAt: Date | null;
  failures: number;
}

/** The webhook's secret path part and `X-Telegram-Bot-Api-Secret-Token`, derived so every process agrees. */
export function webhookSecrets(hashKey: string, bot: TiplineBotConfig) {
  const derive = (purpose: string) =>
    createHmac('sha256', hashKey)
      .update(`tipline:${purpose}:${bot.messenger}:${bot.token}`)
      .digest('base64url');
  return { path: derive('path').slice(0, 32), header: derive('header') };
}

/** Compares a secret in constant time whatever its length (both sides hashed to the same size first). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  const digest = (s: string) => createHmac('sha256', 'tipline-compare').update(s).digest();
  return timingSafeEqual(digest(given ?? ''), digest(expected)) && given !== undefined;
}

type PhotoOutcome = { key: string; fingerprints: StoredFingerprint[] } | { refusal: string };

/** How often, at most, a bot looks in the database for requests whose gathering window has passed. */
const SETTLE_LOOK_MS = 1000;

export class TiplineBot {
  readonly bot: Bot;
  readonly status: BotStatus;
  readonly context: TiplineContext;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** the lane's tail: updates and settlings, one at a time, each within the time share */
  private lane: Promise<void> = Promise.resolve();
  private inLane = 0;
  private settleWake: NodeJS.Timeout | null = null;
  private settleLoop: Promise<void> | null = null;
  private wakeSettling: (() => void) | null = null;

  /**
   * The outbox's way out through this bot (lib/sms-outbox.ts): at most 30 messages a second; a 429 is
   * handed back with its retry_after, a 403 (the chat blocked the bot) as a recipient gone for ever.
   */
  readonly sender: ChatSender = {
    send: async (chatKey, message) => {
      // the slot is the bot's across every process (a row in the database)
      const wait = await takeSendSlot(this.context.db, this.config.messenger, SEND_SPACING_MS);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      try {
        return await sendQueued(this.context, chatKey, message);
      } catch (err) {
        const { GrammyError } = await loadGrammy();
        if (err instanceof GrammyError && err.error_code === 429)
          throw new RetryAfter(err.parameters.retry_after ?? 1);
        if (err instanceof GrammyError && err.error_code === 403) throw new RecipientGone();
        throw err;
      }
    },
  };

  constructor(
    readonly config: TiplineBotConfig,
    shared: Omit<TiplineContext, 'api' | 'messenger' | 'schedule'>,
    private readonly webhook: { url: string; secret: string } | null,
    private readonly log: FastifyBaseLogger,
    /** the bots' share of the server's time, shared by every bot of the process */
    private readonly share: TimeBudget,
    /** grammY, imported by the plugin once a bot is configured (lib/lazy-modules.ts: loadGrammy) */
    grammy: typeof import('grammy'),
  ) {
    this.bot = new grammy.Bot(config.token, { client: { apiRoot: config.apiRoot } });
    this.status = {
      connected: false,
      mode: webhook ? 'webhook' : 'polling',
      lastUpdateAt: null,
      failures: 0,
    };
    this.context = {
      ...shared,
      api: this.bot.api,
      messenger: config.messenger,
      schedule: () => this.schedule(),
    };
    this.handlers();
  }

  private handlers(): void {
    const { bot, context: ctx } = this;
    const chatKey = (c: Context) => String(c.chat!.id);
    const arrivals = new WeakMap<Context, Date>();
    const arrived = (c: Context) => arrivals.get(c) ?? new Date();
    bot.use(async (c, next) => {
      this.status.lastUpdateAt = new Date();
      // groups and channels are not the tipline's: only private chats are answered
      if (c.chat && c.chat.type !== 'private') return;
      // the gathering window counts from the update's arrival, not from its turn in the lane
      arrivals.set(c, new Date());
      await this.inTurn(next);
    });
    bot.command('start', (c) => send(ctx, chatKey(c), TIPLINE_MESSAGES.start));
    bot.command('help', (c) => send(ctx, chatKey(c), TIPLINE_MESSAGES.help));
    bot.command('my', (c) => listMine(ctx, chatKey(c)));
    bot.command('forget', (c) => forget(ctx, chatKey(c)));
    bot.command('offline', (c) =>
      send(ctx, chatKey(c), TIPLINE_MESSAGES.offline(`${ctx.publicUrl}/offline/rasti-latest.html`)),
    );
    bot.command('subscribe', (c) => offerSubscription(ctx, chatKey(c)));
    bot.command('unsubscribe', (c) => unsubscribe(ctx, chatKey(c)));
    bot.on('callback_query:data', async (c) => {
      await c.answerCallbackQuery();
      if (!c.chat) return;
      const data = c.callbackQuery.data;
      if (data.startsWith('sub:')) await chooseSubscription(ctx, chatKey(c), data);
      else await pressButton(ctx, chatKey(c), data);
    });
    bot.on('message:text', async (c) => {
      if (c.message.text.startsWith('/')) {
        await send(ctx, chatKey(c), TIPLINE_MESSAGES.unknownCommand);
        return;
      }
      await receiveMessage(
        ctx,
        { chatKey: chatKey(c), text: withLinks(c.message.text, c.message.entities), photoKey: null },
        arrived(c),
      );
    });
    bot.on(['message:photo', 'message:document'], async (c) => {
      const key = chatKey(c);
      const file = c.message.photo ? c.message.photo.at(-1)! : c.message.document!;
      const caption = withLinks(c.message.caption ?? '', c.message.caption_entities);
      if (c.message.document && !c.message.document.mime_type?.startsWith('image/')) {
        await send(ctx, key, TIPLINE_MESSAGES.photoUnreadable);
        return;
      }
      // over the limit: the one refusal, and nothing downloaded
      if (await overLimit(ctx, key, arrived(c))) {
        await receiveMessage(ctx, { chatKey: key, text: caption, photoKey: null }, arrived(c));
        return;
      }
      const stored = await this.storePhoto(file.file_id, file.file_size);
      if ('refusal' in stored) {
        await send(ctx, key, stored.refusal);
        return;
      }
      await receiveMessage(
        ctx,
        { chatKey: key, text: caption, photoKey: stored.key, fingerprints: stored.fingerprints },
        arrived(c),
      );
    });
    bot.catch((err) => {
      this.log.error(
        { messenger: this.config.messenger, reason: err.error instanceof Error ? err.error.name : 'error' },
        'tipline update failed',
      );
    });
  }

  /**
   * Downloads a photo (getFile, then `<root>/file/bot<token>/<path>`), refusing one over 10 MB before and
   * while it is read, and stores it re-encoded (no EXIF) when its bytes are a decodable JPEG, PNG or WebP.
   */
  private async storePhoto(fileId: string, size: number | undefined): Promise<PhotoOutcome> {
    const max = TIPLINE_LIMITS.photoMaxBytes;
    if (size !== undefined && size > max) return { refusal: TIPLINE_MESSAGES.photoTooLarge };
    const file = await this.bot.api.getFile(fileId);
    if ((file.file_size ?? 0) > max) return { refusal: TIPLINE_MESSAGES.photoTooLarge };
    if (!file.file_path) return { refusal: TIPLINE_MESSAGES.photoUnreadable };
    const response = await fetch(`${this.config.apiRoot}/file/bot${this.config.token}/${file.file_path}`);
    if (!response.ok || !response.body) return { refusal: TIPLINE_MESSAGES.photoUnreadable };
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of response.body) {
      length += chunk.length;
      if (length > max) {
        await response.body.cancel().catch(() => {});
        return { refusal: TIPLINE_MESSAGES.photoTooLarge };
      }
      chunks.push(Buffer.from(chunk));
    }
    const bytes = Buffer.concat(chunks);
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !PHOTO_TYPES.has(type.mime)) return { refusal: TIPLINE_MESSAGES.photoUnreadable };
    try {
      const key = await saveImage(this.context.storage, bytes, { folder: 'private/tipline', maxWidth: 1600 });
      // the lookup fingerprints of the bytes just read, kept with the message for its settling; a photo the
      // matcher refuses (too large a canvas…) is still filed, matching nothing
      const fingerprints = await readPicture(bytes).catch((err: unknown) => {
        if (err instanceof AppError) return [];
        throw err;
      });
      return {
        key,
        fingerprints: fingerprints.map((f) => ({ algorithm: f.algorithm, hash: String(f.hash) })),
      };
    } catch (err) {
      if (err instanceof AppError) return { refusal: TIPLINE_MESSAGES.photoUnreadable };
      throw err;
    }
  }

  /**
   * Runs one task in the bot's lane: after the tasks before it, in slices within the bots' time share
   * (runInSlices: it starts once the share has some left, and each of its pauses spends the time it took
   * and lets the web readers' requests in). A flood therefore waits in the lane (or at the messenger)
   * instead of holding the thread that serves the web readers, and a reader waits behind one slice of an
   * update, not the whole of it.
   */
  private inTurn<T>(task: (pause: Pause) => Promise<T>): Promise<T> {
    this.inLane += 1;
    const turn = this.lane.then(() =>
      runInSlices(this.share, task).finally(() => {
        this.inLane -= 1;
      }),
    );
    this.lane = turn.then(
      () => {},
      () => {},
    );
    return turn;
  }

  /** Tasks in the bot's lane, running or waiting (the bench prints the deepest it saw). */
  load(): { inLane: number } {
    return { inLane: this.inLane };
  }

  /** A request was added to: the settling loop looks again once its gathering window has passed. */
  private schedule(): void {
    if (this.settleWake) return;
    this.settleWake = setTimeout(() => {
      this.settleWake = null;
      this.wakeSettling?.();
    }, this.context.config.gatherMs + 10);
  }

  /**
   * Settles the requests whose gathering window has passed, whichever process received their messages
   * (claimGathered lets one process take each), oldest first, each in the lane; then rests until a local
   * message's window passes or SETTLE_LOOK_MS, whichever comes first.
   */
  private async settleDue(): Promise<void> {
    const restMs = Math.min(SETTLE_LOOK_MS, Math.max(50, this.context.config.gatherMs));
    while (!this.stopped) {
      try {
        const quietSince = new Date(Date.now() - this.context.config.gatherMs);
        const due = await this.inTurn(() =>
          overdueRequests(this.context.db, this.config.messenger, quietSince),
        );
        for (const id of due) {
          if (this.stopped) break;
          await this.inTurn((pause) => settleRequest(this.context, id, new Date(), pause));
        }
        if (due.length > 0) continue;
      } catch (err) {
        this.log.error(
          { messenger: this.config.messenger, reason: err instanceof Error ? err.name : 'error' },
          'tipline request not settled',
        );
      }
      if (this.stopped) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, restMs);
        this.wakeSettling = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeSettling = null;
    }
  }

  /** Starts in the background: the server does not wait for the messenger. */
  start(): void {
    this.loop = this.run();
    this.settleLoop = this.settleDue();
  }

  private async run(): Promise<void> {
    let delay = this.context.config.retryMs;
    while (!this.stopped) {
      try {
        await this.bot.init();
        if (this.webhook) {
          await this.bot.api.setWebhook(this.webhook.url, {
            secret_token: this.webhook.secret,
            allowed_updates: [...ALLOWED_UPDATES],
          });
          this.status.connected = true;
          return;
        }
        await this.bot.start({
          allowed_updates: [...ALLOWED_UPDATES],
          onStart: () => {
            this.status.connected = true;
            delay = this.context.config.retryMs;
          },
        });
      } catch (err) {
        this.status.failures += 1;
        this.log.warn(
          {
            messenger: this.config.messenger,
            reason: err instanceof Error ? err.name : 'error',
            retryInMs: delay,
          },
          'tipline bot cannot reach its API',
        );
      }
      this.status.connected = false;
      if (this.stopped) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      delay = Math.min(LONGEST_RETRY_MS, delay * 2);
    }
  }

  /** A webhook's update, after its secret was checked. */
  async handleUpdate(update: unknown): Promise<void> {
    if (!this.bot.isInited()) return;
    await this.bot.handleUpdate(update as Parameters<Bot['handleUpdate']>[0]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    if (this.bot.isRunning()) await this.bot.stop().catch(() => {});
    await this.loop;
    if (this.settleWake) clearTimeout(this.settleWake);
    this.wakeSettling?.();
    await this.settleLoop;
  }
}

/** A message's text with the addresses of its text links (a link hidden behind words) appended. */
function withLinks(text: string, entities: { type: string; url?: string }[] | undefined): string {
  const hidden = (entities ?? []).flatMap((e) => (e.type === 'text_link' && e.url ? [e.url] : []));
  return [text, ...hidden].filter(Boolean).join('\n');
}
