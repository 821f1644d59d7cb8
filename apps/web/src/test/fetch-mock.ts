import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: RecordedCall) => Reply | Promise<Reply> | undefined;

/**
 * Replaces global fetch. Each call is recorded with its parsed URL and body (JSON parsed, FormData
 * kept); the first handler returning a reply answers it, otherwise the call fails with 500.
 */
export function mockFetch(...handlers: Handler[]) {
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : null;
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body ?? null;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // Not JSON: kept as the raw string.
      }
    }
    const call = { method, url: new URL(href, 'http://localhost'), body };
    calls.push(call);
    for (const handler of handlers) {
      const reply = await handler(call);
      if (reply) {
        const status = reply.status ?? 200;
        return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
          status,
          headers: { 'Content-Type': 'application/json', ...reply.headers },
        });
      }
    }
    return new Response(JSON.stringify({ detail: 'unhandled in test', code: 'server_error' }), {
      status: 500,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, spy };
}

/** A handler for one method and path (the path as the browser sends it, e.g. /api/accounts/users/). */
export const on =
  (method: string, path: string, reply: Reply | ((call: RecordedCall) => Reply)): Handler =>
  (call) =>
    call.method === method && call.url.pathname === path
      ? typeof reply === 'function'
        ? reply(call)
        : reply
      : undefined;

export const apiError = (
  status: number,
  detail: string,
  code = 'error',
  fields?: Record<string, string[]>,
) => ({
  status,
  body: { detail, code, ...(fields ? { fields } : {}) },
});
