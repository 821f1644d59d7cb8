import type { Socket } from 'node:net';
import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';
import { badRequest } from './errors.ts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const answer = (status: number, reason: string, detail: string, code: string) => ({
  status,
  reason,
  detail,
  code,
});

/** Node's own answers to broken or stalled HTTP, in the API's {detail, code} shape. */
function answerFor(err: NodeJS.ErrnoException): ReturnType<typeof answer> {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return answer(408, 'Request Timeout', SERVER_MESSAGES.requestTimeout, ERROR_CODES.timeout);
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return answer(
      431,
      'Request Header Fields Too Large',
      SERVER_MESSAGES.headersTooLarge,
      ERROR_CODES.headersTooLarge,
    );
  return answer(400, 'Bad Request', SERVER_MESSAGES.badRequest, ERROR_CODES.validation);
}

/**
 * Fastify's clientErrorHandler: malformed HTTP, a request that took too long to arrive, headers too large.
 * There is no request object yet, so the answer is written to the socket by hand, then the socket closes.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  // a reset connection has nobody left to answer
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // an answer already under way cannot be followed by another one on the same socket
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const answer = answerFor(err);
    const body = JSON.stringify({ detail: answer.detail, code: answer.code });
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's frameworkErrors: a URL that cannot be decoded, a parameter too long. */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send({ detail: SERVER_MESSAGES.badRequest, code: ERROR_CODES.validation });
}

/** onRequest: two Host headers make the request's origin ambiguous (Node silently keeps the first). */
export async function refuseDuplicateHost(request: FastifyRequest): Promise<void> {
  const raw = request.raw.rawHeaders;
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'host') hosts++;
  if (hosts > 1) throw badRequest(SERVER_MESSAGES.duplicateHost);
}
