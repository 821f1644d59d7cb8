import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_MESSAGES, SIGN_IN_ERROR_CODES } from '@rasti/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { otpCodes } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { KavenegarSender, OutboxSender } from './sms.ts';

/** A logger that keeps what it is given, to check nothing secret is in it. */
function recordingLog() {
  const records: unknown[] = [];
  const keep = (...args: unknown[]) => {
    records.push(args);
  };
  const log = {
    info: keep,
    error: keep,
    warn: keep,
    debug: keep,
    trace: keep,
    fatal: keep,
  } as unknown as FastifyBaseLogger;
  return { log, text: () => JSON.stringify(records) };
}

/** A stand-in for Kavenegar on 127.0.0.1 that records each request and answers as told. */
let gateway: Server;
let baseUrl: string;
let received: { method: string; url: URL; body: string }[] = [];
const okBody = JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 1 }] });
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: okBody };

beforeAll(async () => {
  gateway = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({
      method: req.method!,
      url: new URL(req.url!, 'http://127.0.0.1'),
      body: Buffer.concat(chunks).toString('utf8'),
    });
    const send = () => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});
afterEach(() => {
  received = [];
  answer = { status: 200, body: okBody };
});

describe('Kavenegar sender', () => {
  it('calls verify/lookup with the receptor, token and template', async () => {
    const { log, text } = recordingLog();
    const sender = new KavenegarSender({ apiKey: 'test-key/1', template: 'rasti-otp', baseUrl }, log);
    await sender.sendCode('09121234567', '482913');
    expect(received).toHaveLength(1);
    const { method, url } = received[0]!;
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/v1/test-key%2F1/verify/lookup.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      receptor: '09121234567',
      token: '482913',
      template: 'rasti-otp',
    });
    expect(text()).not.toContain('482913');
    expect(text()).not.toContain('test-key');
  });

  it('sends a text with sms/send (POST form: receptor, message), logging neither the key nor the number', async () => {
    const { log, text } = recordingLog();
    const sender = new KavenegarSender({ apiKey: 'text-key', template: 'otp', baseUrl }, log);
    await sender.sendText(
      '09121234567',
      'راستی: پرسش شما پاسخ داده شد: https://rasti.example/news-subject-page/3',
    );
    expect(received).toHaveLength(1);
    const { method, url, body } = received[0]!;
    expect(method).toBe('POST');
    expect(url.pathname).toBe('/v1/text-key/sms/send.json');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      receptor: '09121234567',
      message: 'راستی: پرسش شما پاسخ داده شد: https://rasti.example/news-subject-page/3',
    });
    expect(text()).not.toContain('text-key');
    expect(text()).not.toContain('09121234567');
    answer = { status: 200, body: JSON.stringify({ return: { status: 412, message: 'x' } }) };
    await expect(sender.sendText('09121234567', 'x')).rejects.toMatchObject({
      statusCode: 502,
      code: SIGN_IN_ERROR_CODES.smsFailed,
    });
  });

  it.each([
    ['an HTTP error', { status: 418, body: JSON.stringify({ return: { status: 418, message: 'bad key' } }) }],
    [
      'a refusal inside a 200',
      { status: 200, body: JSON.stringify({ return: { status: 411, message: 'x' } }) },
    ],
    ['a body that is not JSON', { status: 200, body: '<html>' }],
  ])('turns %s into a 502 sms_failed with a Persian sentence, logging no secret', async (_name, reply) => {
    answer = reply;
    const { log, text } = recordingLog();
    const sender = new KavenegarSender({ apiKey: 'secret-key', template: 'otp', baseUrl }, log);
    const err = await sender.sendCode('09121234567', '111222').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      statusCode: 502,
      code: SIGN_IN_ERROR_CODES.smsFailed,
      detail: SERVER_MESSAGES.smsFailed,
    });
    expect(text()).not.toContain('111222');
    expect(text()).not.toContain('secret-key');
  });

  it('gives up after its timeout', async () => {
    answer = { status: 200, body: okBody, delayMs: 2000 };
    const { log } = recordingLog();
    const sender = new KavenegarSender({ apiKey: 'k', template: 'otp', baseUrl, timeoutMs: 200 }, log);
    const started = Date.now();
    await expect(sender.sendCode('09121234567', '123456')).rejects.toMatchObject({ statusCode: 502 });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('fails cleanly when the gateway is unreachable', async () => {
    const { log } = recordingLog();
    const sender = new KavenegarSender({ apiKey: 'k', template: 'otp', baseUrl: 'http://127.0.0.1:1' }, log);
    await expect(sender.sendCode('09121234567', '123456')).rejects.toMatchObject({ statusCode: 502 });
  });
});

describe('outbox sender', () => {
  it('appends one JSON line per code or text and logs without the code', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rasti-outbox-'));
    try {
      const { log, text } = recordingLog();
      const sender = new OutboxSender(dir, log);
      await sender.sendCode('09121234567', '000123');
      await sender.sendCode('09127654321', '999999');
      const lines = readFileSync(path.join(dir, 'sms-outbox.log'), 'utf8').trim().split('\n');
      expect(lines.map((l) => JSON.parse(l))).toMatchObject([
        { to: '09121234567', code: '000123' },
        { to: '09127654321', code: '999999' },
      ]);
      await sender.sendText('09121234567', 'پرسش شما پاسخ داده شد');
      const notice = JSON.parse(
        readFileSync(path.join(dir, 'sms-outbox.log'), 'utf8').trim().split('\n')[2]!,
      );
      expect(Object.keys(notice).sort()).toEqual(['at', 'text', 'to']);
      expect(notice).toMatchObject({ to: '09121234567', text: 'پرسش شما پاسخ داده شد' });
      expect(text()).toContain('written to the SMS outbox');
      expect(text()).not.toContain('000123');
      expect(text()).not.toContain('09121234567');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sign-in through the Kavenegar sender', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      sms: { sender: 'kavenegar', apiKey: 'app-key', template: 'rasti', baseUrl },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = (mobile: string) =>
    t.app.inject({ method: 'POST', url: '/api/accounts/users/request_authentication/', payload: { mobile } });

  it('sends the code through the gateway and nothing to the outbox', async () => {
    const res = await ask('09121110000');
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.url.searchParams.get('receptor')).toBe('09121110000');
    expect(received[0]!.url.searchParams.get('token')).toMatch(/^\d{6}$/);
    expect(t.outbox()).toHaveLength(0);
  });

  it('answers 502 when the gateway fails and forgets the code, so a retry is not made to wait', async () => {
    answer = { status: 500, body: '{}' };
    const res = await ask('09121110001');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: SIGN_IN_ERROR_CODES.smsFailed, detail: SERVER_MESSAGES.smsFailed });
    expect(await t.app.db.select().from(otpCodes).where(eq(otpCodes.mobile, '09121110001'))).toHaveLength(0);
    answer = { status: 200, body: okBody };
    expect((await ask('09121110001')).statusCode).toBe(200);
  });
});
