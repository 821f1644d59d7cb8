import {
  idParam,
  questionReplyBody,
  questionReplyResponse,
  tiplineSettings as tiplineSettingsSchema,
  tiplineSettingsBody,
} from '@rasti/contract';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/errors.ts';
import { loadGrammy } from '../../lib/lazy-modules.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { createBudget } from '../../lib/time-share.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import { CardMaker } from '../cards/index.ts';
import { sameSecret, TiplineBot, webhookSecrets } from './tipline.bot.ts';
import { syncChannels } from './tipline.channel.ts';
import { queueDigests } from './tipline.digest.ts';
import { tiplineSettings, updateTiplineSettings } from './tipline.settings.ts';
import { replyToAsker } from './tipline.staff.ts';

/** How often the plugin looks whether the day's digests are due. */
const DIGEST_CHECK_MS = 60_000;
/**
 * The bots' share of the server's time, and the burst they may take at once: a flood of updates waits for
 * it (at the messenger), so the web readers keep the rest of the thread (a reader's p99 under 300 ms while
 * 200 updates a second arrive: bench/tipline-bot.ts).
 */
const BOT_TIME_SHARE = { share: 0.3, burstMs: 60, maxDebtMs: 500 };

const botsOfServer = new WeakMap<object, readonly TiplineBot[]>();

/** The bots an app runs (the bench reads their load); none when no token is set. */
export function tiplineBotsOf(app: FastifyInstance): readonly TiplineBot[] {
  return botsOfServer.get(app.server) ?? [];
}

/**
 * The messenger tipline: one bot per messenger whose token is set (config.ts), none otherwise, and then no
 * route and no network call. With an https PUBLIC_URL each bot takes its updates at a webhook under a
 * secret path, its `X-Telegram-Bot-Api-Secret-Token` checked in constant time; otherwise it long-polls.
 * Registered after every other feature; the bots start once the server is ready, in the background.
 */
export const tiplineRoutes = defineRoutes('tipline', async (app, { staff }) => {
  const { config } = app;

  // staff reply to a bot asker through the bot (queued: a question's chat outlives a bot switched off)
  app.post(
    '/news/asked/:id/reply/',
    staff('questions.staff', {
      summary:
        "Send a bot asker a short reply through the bot (the chat is never named); 409 when it can't be",
      params: idParam,
      body: questionReplyBody,
      response: { 200: questionReplyResponse },
    }),
    async (request) =>
      replyToAsker({
        db: app.db,
        actor: request.actor!,
        questionId: request.params.id,
        text: request.body.text,
      }),
  );

  // the super admin's settings: the running bots' state (none when no token is set) and the digest hour
  const runningBots: TiplineBot[] = [];
  app.get(
    '/tipline/settings/',
    staff('tipline.settings', {
      summary: "The tipline bots' state (connected, last update, failures) and the daily digest's hour",
      response: { 200: tiplineSettingsSchema },
    }),
    async (request) => tiplineSettings({ db: app.db, actor: request.actor!, bots: runningBots }),
  );
  app.patch(
    '/tipline/settings/',
    {
      ...staff('tipline.settings', {
        summary: "Set the daily digest's hour (0-23, Tehran time); audited",
        body: tiplineSettingsBody,
        response: { 200: tiplineSettingsSchema },
      }),
      config: { publicDataUnchanged: true },
    },
    async (request) =>
      updateTiplineSettings({
        db: app.db,
        actor: request.actor!,
        bots: runningBots,
        digestHour: request.body.digest_hour,
      }),
  );

  // the channels in the settings are marked in the database (a publishing write finds them there), and any
  // no longer set unmarked, before anything is published (a database down at the start keeps the last marks)
  app.addHook('onReady', async () => {
    await syncChannels(
      app.db,
      config.tipline.bots.flatMap((b) => (b.channel ? [{ messenger: b.messenger, channel: b.channel }] : [])),
    ).catch((err: Error) => app.log.warn({ reason: err.name }, 'tipline channels not marked'));
  });

  // grammY is imported only here, once a bot is configured: a server without one never loads it
  if (config.tipline.bots.length === 0) return;
  const grammy = await loadGrammy();
  const webhook = config.publicUrl.startsWith('https://');
  const cards = new CardMaker();
  const share = createBudget(
    config.tipline.timeShare ?? BOT_TIME_SHARE.share,
    BOT_TIME_SHARE.burstMs,
    BOT_TIME_SHARE.maxDebtMs,
  );
  const bots = config.tipline.bots.map((bot) => {
    const secrets = webhookSecrets(config.hashKey, bot);
    const running = new TiplineBot(
      bot,
      {
        db: app.db,
        storage: app.storage,
        config: config.tipline,
        publicUrl: config.publicUrl,
        cards,
        log: app.log,
      },
      webhook
        ? {
            url: `${config.publicUrl}${config.apiBase}/tipline/${bot.messenger}/${secrets.path}`,
            secret: secrets.header,
          }
        : null,
      app.log,
      share,
      grammy,
    );
    return { running, secrets };
  });
  runningBots.push(...bots.map((b) => b.running));
  botsOfServer.set(app.server, runningBots);

  if (webhook) {
    app.post<{ Params: { messenger: string; secret: string } }>(
      '/tipline/:messenger/:secret',
      // an update files a question at most (the public statistics), or answers from what is published
      { schema: { hide: true }, config: { publicCacheTouches: () => [Tag.statistics] } },
      async (request, reply) => {
        const found = bots.find((b) => b.running.config.messenger === request.params.messenger);
        const header = request.headers['x-telegram-bot-api-secret-token'];
        // both the path's secret and the header's, each compared in constant time, before anything is read
        const pathOk = sameSecret(request.params.secret, found?.secrets.path ?? '\u0000');
        const headerOk = sameSecret(
          typeof header === 'string' ? header : undefined,
          found?.secrets.header ?? '\u0000',
        );
        if (!found || !pathOk || !headerOk) throw unauthorized();
        await found.running.handleUpdate(request.body);
        return reply.send({});
      },
    );
  }

  for (const bot of bots) app.chatSenders[bot.running.config.messenger] = bot.running.sender;
  // the daily digests are looked for every minute (queueDigests sends each chat at most one a day)
  let digests: NodeJS.Timeout | undefined;
  let digestRound: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    for (const bot of bots) bot.running.start();
    digests = setInterval(() => {
      digestRound = queueDigests({ db: app.db, publicUrl: config.publicUrl }).catch((err: Error) =>
        app.log.warn({ reason: err.name }, 'tipline digests not queued'),
      );
    }, DIGEST_CHECK_MS);
    digests.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(digests);
    await digestRound;
    await Promise.all(bots.map((b) => b.running.stop()));
  });
});
