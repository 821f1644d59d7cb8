// The super admin's tipline settings: each running bot's state (connected, its last update, its failures to
// reach its API) and the hour of the daily digest, which is set here and audited.
import type { TiplineSettings } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { TiplineBot } from './tipline.bot.ts';
import { digestHour, setDigestHour } from './tipline.digest.ts';
import { canManageSettings } from './tipline.policy.ts';

export async function tiplineSettings(opts: {
  db: Db;
  actor: Actor;
  bots: readonly TiplineBot[];
}): Promise<TiplineSettings> {
  if (!canManageSettings(opts.actor)) throw forbidden();
  return {
    bots: opts.bots.map((b) => ({
      messenger: b.config.messenger,
      connected: b.status.connected,
      mode: b.status.mode,
      last_update_at: b.status.lastUpdateAt?.toISOString() ?? null,
      failures: b.status.failures,
    })),
    digest_hour: await digestHour(opts.db),
  };
}

export async function updateTiplineSettings(opts: {
  db: Db;
  actor: Actor;
  bots: readonly TiplineBot[];
  digestHour: number;
}): Promise<TiplineSettings> {
  const { db, actor } = opts;
  if (!canManageSettings(actor)) throw forbidden();
  await db.transaction(async (tx) => {
    await setDigestHour(tx, opts.digestHour);
    await recordAudit({
      db: tx,
      actorId: actor.id,
      action: 'tipline.settings',
      entity: 'tipline',
      entityId: 1,
      details: { digest_hour: opts.digestHour },
    });
  });
  return tiplineSettings(opts);
}
