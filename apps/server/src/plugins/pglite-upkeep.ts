import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { startUpkeep, type UpkeepOptions } from '../db/upkeep.ts';

export type PgliteUpkeepOptions = Pick<UpkeepOptions, 'intervalMs' | 'retryMs' | 'minQuietMs'>;

/**
 * PGlite's VACUUM of the tables written since (db/upkeep.ts, ADR 25), run while the server is idle: no
 * request in flight and none begun for a while. Registered before the other plugins, so its onRequest
 * hook sees every request, the public cache's hits included. Stopped (its round awaited) when the server
 * closes, before the database is.
 */
export default fp<PgliteUpkeepOptions>(
  async (app: FastifyInstance, opts) => {
    if (app.database.kind !== 'pglite') return;
    const counted = new WeakSet<FastifyRequest>();
    let inFlight = 0;
    let lastRequestAt = performance.now();
    app.addHook('onRequest', async (request) => {
      counted.add(request);
      inFlight++;
      lastRequestAt = performance.now();
    });
    // an aborted request may end twice (abort, then its response): it is counted out once
    const done = async (request: FastifyRequest) => {
      if (counted.delete(request)) inFlight--;
    };
    app.addHook('onResponse', done);
    app.addHook('onRequestAbort', done);
    let upkeep: ReturnType<typeof startUpkeep> | null = null;
    app.addHook('onReady', async () => {
      upkeep = startUpkeep(app.db, {
        ...opts,
        idleForMs: () => (inFlight > 0 ? 0 : performance.now() - lastRequestAt),
        log: (round) =>
          app.log.info(
            {
              vacuumed: round.vacuumed,
              full: round.full,
              analysed: round.analysed,
              ms: Math.round(round.ms),
            },
            'PGlite upkeep',
          ),
        onError: (err) => app.log.error({ err }, 'PGlite upkeep failed'),
      });
    });
    app.addHook('onClose', async () => {
      await upkeep?.stop();
    });
  },
  { name: 'pglite-upkeep', dependencies: ['context'] },
);
