import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_MS, DatabaseOutage, isDatabaseUnreachable } from '../lib/database-outage.ts';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** whether the database is known to be down (lib/database-outage.ts) */
    databaseOutage: DatabaseOutage;
  }
}

interface ZodIssueLike {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string; code?: string; input?: unknown } };
}

/** Field errors keyed by the field's name; a missing or mistyped field says so in Persian. */
function fieldsFromZod(issues: ZodIssueLike[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const zodIssue = issue.params?.issue;
    const key =
      zodIssue?.path?.map(String).join('.') ||
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
      'non_field';
    let message = zodIssue?.message ?? issue.message ?? SERVER_MESSAGES.validation;
    // zod's own English messages become Persian; the contract's Persian messages pass through.
    if (!/[\u0600-\u06FF]/.test(message)) {
      message =
        zodIssue?.code === 'invalid_type' && zodIssue.input === undefined
          ? SERVER_MESSAGES.fieldRequired
          : SERVER_MESSAGES.fieldType;
    }
    fields[key] = [...(fields[key] ?? []), message];
  }
  return fields;
}

/**
 * PostgreSQL's refusals of the text itself (a NUL character, a character the encoding cannot hold) are the
 * client's fault: a 400 like any wrong value, and the statement changed nothing.
 */
const BAD_TEXT_SQLSTATES = new Set(['22021', '22P05']);
function isBadText(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && BAD_TEXT_SQLSTATES.has(e.code)) return true;
  }
  return false;
}

/** Every error is JSON {detail, code, fields?}; no stack trace, no HTML error page under the API. */
export default fp(
  async (app: FastifyInstance) => {
    const outage = new DatabaseOutage(() => app.database.ping(), app.log);
    app.decorate('databaseOutage', outage);
    app.addHook('onClose', async () => outage.close());

    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send({
          detail: error.detail,
          code: error.code,
          ...(error.fields ? { fields: error.fields } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = fieldsFromZod(error.validation as unknown as ZodIssueLike[]);
        const first = Object.values(fields)[0]?.[0];
        return reply.status(400).send({
          detail:
            first && first !== SERVER_MESSAGES.fieldRequired && first !== SERVER_MESSAGES.fieldType
              ? first
              : SERVER_MESSAGES.validation,
          code: ERROR_CODES.validation,
          fields,
        });
      }
      if (isBadText(error)) {
        return reply.status(400).send({ detail: SERVER_MESSAGES.fieldType, code: ERROR_CODES.validation });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({ detail: SERVER_MESSAGES.rateLimited, code: ERROR_CODES.rateLimited });
      }
      if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
        return reply.status(413).send({ detail: SERVER_MESSAGES.tooLarge, code: ERROR_CODES.tooLarge });
      }
      if (status === 415) {
        return reply
          .status(415)
          .send({ detail: SERVER_MESSAGES.unsupportedMedia, code: ERROR_CODES.unsupportedMedia });
      }
      if (status >= 400 && status < 500) {
        // malformed JSON, bad content length and similar client faults
        return reply
          .status(status)
          .send({ detail: SERVER_MESSAGES.validation, code: ERROR_CODES.validation });
      }
      if (isDatabaseUnreachable(error)) {
        // the database is down, not this request wrong: come back shortly (logged once, by the outage)
        outage.report(error);
        return reply
          .status(503)
          .header('Retry-After', String(Math.ceil(DATABASE_RETRY_MS / 1000)))
          .send({ detail: SERVER_MESSAGES.unavailable, code: ERROR_CODES.unavailable });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ detail: SERVER_MESSAGES.server, code: ERROR_CODES.server });
    });
  },
  { name: 'errors', dependencies: ['context'] },
);
