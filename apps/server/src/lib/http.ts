import type { FastifyReply } from 'fastify';
import type { Page } from './sql.ts';

/** Lists answer a bare array; the total goes in X-Total-Count (server-rules section 1). */
export function withTotal<T>(reply: FastifyReply, rows: T[], total: number): T[] {
  reply.header('X-Total-Count', String(total));
  return rows;
}

/** A service's page of a list, answered as {@link withTotal} does. */
export const sendPage = <T>(reply: FastifyReply, page: Page<T>): T[] =>
  withTotal(reply, page.rows, page.total);
