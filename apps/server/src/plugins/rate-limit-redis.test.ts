import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { freshIp, freshMobile } from '../../test/factories.ts';

// With Redis down, the routes behind its rate limits answer at once under the process's own counter
// instead of waiting for it, and count in Redis again once it is back. A real redis-server, started here
// on a free loopback port, is stopped and started again mid-test.

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--daemonize', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout!.on('data', (chunk) => {
    out += String(chunk);
  });
  for (let i = 0; i < 100 && !/Ready to accept connections/i.test(out); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!/Ready to accept connections/i.test(out)) throw new Error(`redis-server did not start: ${out}`);
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}

/** redis-server from Debian's apt (`redis-server` package); without it the test says so and is skipped. */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer)
  console.warn('rate-limit-redis: SKIPPED: no redis-server on this machine (apt install redis-server)');

describe.skipIf(!hasRedisServer)('rate limits with Redis going down and coming back', () => {
  let port: number;
  let redisProcess: ChildProcess;
  let redis: Redis;
  let t: TestContext;

  beforeAll(async () => {
    port = await freePort();
    redisProcess = await startRedis(port);
    // the server's own connection settings (server.ts)
    redis = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    redis.on('error', () => {});
    await redis.ping();
    t = await createTestApp({ codeRequestsPerIpPerHour: 3 }, { redis });
  });
  afterAll(async () => {
    await t?.close();
    redis?.disconnect();
    if (redisProcess) await stopRedis(redisProcess);
  });

  const ask = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/users/request_authentication/',
      payload: { mobile: freshMobile() },
      remoteAddress: ip,
    });
  const countIn = async (ip: string) => {
    const probe = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 1 });
    try {
      const keys = await probe.keys(`rasti-rl:*code-requests:${ip}`);
      return keys.length === 0 ? 0 : Number(await probe.get(keys[0]!));
    } finally {
      probe.disconnect();
    }
  };

  it('counts in Redis, then in the process while Redis is down (still a limit), then in Redis again', async () => {
    const first = freshIp();
    expect((await ask(first)).statusCode).toBe(200);
    expect(await countIn(first)).toBe(1);

    await stopRedis(redisProcess);
    const down = freshIp();
    const started = performance.now();
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await ask(down)).statusCode);
    console.info(
      `rate-limit-redis: 4 answers with Redis down took ${Math.round(performance.now() - started)} ms`,
    );
    // the process's own counter holds the same limit
    expect(answers).toEqual([200, 200, 200, 429]);

    redisProcess = await startRedis(port);
    for (let i = 0; i < 100 && redis.status !== 'ready'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(redis.status).toBe('ready');
    const back = freshIp();
    expect((await ask(back)).statusCode).toBe(200);
    expect(await countIn(back)).toBe(1);
  }, 30_000);
});
