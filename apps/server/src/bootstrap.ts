import type { FastifyInstance } from 'fastify';
import { maskMobile } from './lib/sms.ts';
import { cleanStoredHtml } from './lib/stored-html.ts';
import { seedDemo } from './db/seed/index.ts';
import { ensureSuperAdmin } from './features/users/users.service.ts';

/** ADMIN_MOBILE becomes (or stays) an active super admin at every start; idempotent. */
async function ensureConfiguredSuperAdmin(app: FastifyInstance): Promise<void> {
  const mobile = app.config.adminMobile;
  if (!mobile) return;
  const { id, outcome } = await ensureSuperAdmin({ db: app.db, mobile });
  app.log.info({ userId: id, mobile: maskMobile(mobile), outcome }, 'ADMIN_MOBILE is an active super admin');
}

/**
 * Data every start needs, in order: the first super admin from ADMIN_MOBILE, then the demo seed outside
 * production, then stored HTML known clean (lib/stored-html.ts).
 */
export async function bootstrapData(app: FastifyInstance): Promise<void> {
  await ensureConfiguredSuperAdmin(app);
  if (app.config.seedDemo) {
    await seedDemo({ db: app.db, storage: app.storage, log: (message) => app.log.info(message) });
  }
  // rows written before their path cleaned HTML, or under an older allow-list (a no-op once marked)
  await cleanStoredHtml(app.db, (message) => app.log.info(message));
}
