import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSmsSender, type SmsSender } from '../lib/sms.ts';
import type { Messenger } from '@rasti/contract';
import { type ChatSender, drainSmsOutbox } from '../lib/sms-outbox.ts';

export interface SmsOutboxOptions {
  /** the gateway to send through (tests pass a stub); the configured sender otherwise */
  sender?: SmsSender;
}

/**
 * The sender loop of the one outbox (ADR 0014): every SMS_OUTBOX_INTERVAL_MS it sends the due messages,
 * SMS through the gateway and messenger messages through the running bots (the tipline feature puts its
 * senders in `app.chatSenders`); one round at a time; stopped (and its round awaited) when the server
 * closes. 0 turns it off.
 */
export default fp<SmsOutboxOptions>(
  async (app: FastifyInstance, opts) => {
    const chatSenders: Partial<Record<Messenger, ChatSender>> = {};
    app.decorate('chatSenders', chatSenders);
    const { intervalMs, maxAttempts } = app.config.smsOutbox;
    if (intervalMs === 0) return;
    const sender = opts.sender ?? createSmsSender(app.config, app.log);
    let round: Promise<void> | null = null;
    const tick = () => {
      if (round) return;
      round = drainSmsOutbox({ db: app.db, sender, chatSenders, maxAttempts, log: app.log })
        .then((r) => {
          if (r.sent + r.failed + r.gaveUp > 0) app.log.info(r, 'outbox round');
        })
        .catch((err: Error) => app.log.error({ reason: err.name }, 'outbox round failed'))
        .finally(() => {
          round = null;
        });
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(tick, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await round;
    });
  },
  { name: 'sms-outbox', dependencies: ['context'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** each running tipline bot's sender, by messenger (filled by features/tipline-bot) */
    chatSenders: Partial<Record<Messenger, ChatSender>>;
  }
}
