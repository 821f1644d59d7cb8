import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, logLinesOf } from '../../test/app.ts';
import requestLog from './request-log.ts';

/** An app logging at the given level into an array of parsed lines, with a quick and a slow route. */
async function appLoggingAt(level: 'info' | 'debug') {
  const lines: { level: number; msg: string; responseTime?: number; req?: { url: string } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  await app.register(requestLog, { slowMs: 50 });
  app.get('/quick', async () => 'ok');
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 80));
    return 'ok';
  });
  return { app, lines };
}

describe('request logging', () => {
  it('writes routine requests at debug only, slow ones at info with their time', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject('/quick');
    await app.inject('/slow');
    await app.close();
    const requests = lines.filter((line) => line.req);
    expect(requests.map((line) => [line.req?.url, line.msg])).toEqual([['/slow', 'slow request completed']]);
    expect(requests[0]?.responseTime).toBeGreaterThanOrEqual(50);
    expect(requests[0]?.level).toBe(30);
  });

  it('writes every request at debug', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject('/quick');
    await app.close();
    const quick = lines.find((line) => line.req?.url === '/quick');
    expect(quick).toMatchObject({ level: 20, msg: 'request completed' });
  });

  it("is the app's only request logging: a routine request writes nothing at info", async () => {
    const t = await createTestApp({ logLevel: 'info' });
    const lines = logLinesOf(t.app);
    try {
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
    expect(lines.filter((line) => line.includes('"req"'))).toEqual([]);
  });
});
