import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsWithNul, jsonTooDeep } from '../../src/lib/text-input.ts';
import { createTestApp, type TestContext } from '../app.ts';

// Requests shaped to exhaust the server: deep JSON, slow bodies, malformed HTTP. Each gets a short
// {detail, code} answer (or a closed socket), never a 500, a stack overflow or a connection held open.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('deeply nested JSON', () => {
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

  it('a 30 000-deep array to an open form is a 400 {detail, code}, not a 500; the refresh route reads none of it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/public-user-question/',
      headers: { 'content-type': 'application/json' },
      payload: deep(30_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.validation, detail: expect.any(String) });
    // the token routes' body limit (plugins/request-bounds.ts) refuses it before the depth is counted
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      headers: { 'content-type': 'application/json' },
      payload: deep(100_000),
    });
    expect(refresh.statusCode).toBe(413);
    expect(refresh.json()).toMatchObject({ code: ERROR_CODES.tooLarge, detail: expect.any(String) });
  });

  it('counts depth outside strings only, and lets ordinary bodies through', async () => {
    expect(jsonTooDeep(deep(64))).toBe(false);
    expect(jsonTooDeep(deep(65))).toBe(true);
    expect(jsonTooDeep(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ text: '\\"[[[[' }))).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: 'not-a-token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('walks a deep value for NUL characters without recursion', () => {
    let value: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(() => fieldsWithNul(value)).not.toThrow();
    expect(fieldsWithNul({ a: [{ b: 'x\u0000' }], c: 'ok' })).toEqual(['a.0.b']);
  });
});

describe('over a real socket', () => {
  let small: TestContext;
  let port: number;
  beforeAll(async () => {
    small = await createTestApp({
      timeouts: { requestMs: 1_000, headersMs: 1_000, idleMs: 10_000, keepAliveMs: 1_000 },
    });
    await small.app.listen({ port: 0, host: '127.0.0.1' });
    port = (small.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await small?.close();
  });

  /** Sends raw bytes (and then more, every `trickleMs`, until the server closes) and reads the whole answer. */
  function exchange(head: string, trickleMs?: number): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(head);
        if (trickleMs) timer = setInterval(() => socket.writable && socket.write(' '), trickleMs);
      });
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
        if (!match) return reject(new Error(`no HTTP answer: ${JSON.stringify(received)}`));
        resolve({ status: Number(match[1]), body: received.slice(received.indexOf('\r\n\r\n') + 4) });
      });
    });
  }

  it('closes a trickling body with 408 {detail, code}', async () => {
    const head =
      'POST /api/token/refresh/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{';
    const res = await exchange(head, 100);
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toEqual({
      detail: SERVER_MESSAGES.requestTimeout,
      code: ERROR_CODES.timeout,
    });
  });

  it('refuses two Host headers with 400 {detail, code}', async () => {
    const res = await exchange(
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      detail: SERVER_MESSAGES.duplicateHost,
      code: ERROR_CODES.validation,
    });
    const one = await exchange('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(one.status).toBe(200);
  });

  it('answers headers over the size limit with 431 {detail, code}', async () => {
    const res = await exchange(
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      detail: SERVER_MESSAGES.headersTooLarge,
      code: ERROR_CODES.headersTooLarge,
    });
  });

  it('answers malformed HTTP with {detail, code}, not Node’s own body', async () => {
    const res = await exchange('GET /healthz HTTP/1.1\r\nHost: localhost\r\nNot a header\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      detail: SERVER_MESSAGES.badRequest,
      code: ERROR_CODES.validation,
    });
  });
});

describe('a URL that cannot be decoded', () => {
  it('is a 400 {detail, code}', async () => {
    const res = await t.app.inject({ url: '/api/public/public-news-subject/%E0%A4%A/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: SERVER_MESSAGES.badRequest, code: ERROR_CODES.validation });
  });
});
