import type { FastifyReply } from 'fastify';

/** Lists answer a bare array; the total goes in X-Total-Count (server-rules section 1). */
export function withTotal<T>(reply: FastifyReply, rows: T[], total: number): T[] {
  reply.header('X-Total-Count', String(total));
  return rows;
}
