import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { makeSubject } from '../../test/factories.ts';
import type { TestContext } from '../../test/app.ts';
import { DatabaseOutage, isDatabaseUnreachable } from './database-outage.ts';

// With PostgreSQL down the API answers 503 with Retry-After and the Persian sentence instead of 500, the
// public cache keeps serving the pages it holds, and everything answers again once it is back. The database
// is reached through a TCP proxy of this test's own on 127.0.0.1, which the test closes and opens again.

describe('which errors mean the database is unreachable', () => {
  it('connection failures, at any depth of causes, and not a query the database refused', () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(
      isDatabaseUnreachable(
        new Error('query failed', { cause: new Error('Connection terminated unexpectedly') }),
      ),
    ).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnreachable(new Error('something else'))).toBe(false);
  });
});

describe('the outage', () => {
  const log = Fastify({ logger: false }).log;
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

  it('is declared only when the database itself does not answer, and ends when it does again', async () => {
    let reachable = true;
    const outage = new DatabaseOutage(async () => {
      if (!reachable) throw refused;
    }, log);
    try {
      // a socket error from elsewhere (the database answers its ping): no outage
      outage.report(refused);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outage.down).toBe(false);
      reachable = false;
      outage.report(refused);
      await expect.poll(() => outage.down, { timeout: 10_000 }).toBe(true);
      reachable = true;
      await expect.poll(() => outage.down, { timeout: 10_000 }).toBe(false);
    } finally {
      outage.close();
    }
  });
});

/** A TCP proxy in front of PostgreSQL that can be shut (every connection cut) and opened again. */
async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const shut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  await open();
  return { port: () => port, open, shut };
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL down', () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/none');
  const name = `rasti_t_${randomBytes(6).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let database: Database;
  let app: FastifyInstance;
  let admin: pg.Client;
  let dataDir: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('dbTemplate')}"`);
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port());
    through.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: through.toString(), migrate: false, poolSize: 3 });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-outage-'));
    const config = loadConfig(
      { NODE_ENV: 'test' },
      { dataDir, seedDemo: false, webDist: path.join(dataDir, 'no-web'), publicCache: true },
    );
    app = await buildApp({ config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await admin?.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After in Persian, keeps serving cached pages, and recovers at once', async () => {
    const subject = await makeSubject({ app } as TestContext, { title: 'موضوع در دسترس' });
    const cachedUrl = '/api/public/public-news-subject/';
    const reader = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' };
    const cached = await app.inject({ url: cachedUrl, headers: reader });
    expect(cached.statusCode).toBe(200);
    const uncachedUrl = `/api/public/public-news-subject/${subject.id + 1000}/`;
    expect((await app.inject({ url: uncachedUrl })).statusCode).toBe(404);

    await proxy.shut();
    const down = await app.inject({ url: uncachedUrl });
    expect(down.statusCode).toBe(503);
    expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
    expect(down.json()).toEqual({ detail: SERVER_MESSAGES.unavailable, code: ERROR_CODES.unavailable });
    // a write too, and the readiness check says so
    const write = await app.inject({
      method: 'POST',
      url: '/api/accounts/users/request_authentication/',
      payload: { mobile: '09350000999' },
    });
    expect(write.statusCode).toBe(503);
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    // past its freshness and staleness, the kept page is still what a reader gets
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    for (let i = 0; i < 3; i++) {
      const page = await app.inject({ url: cachedUrl, headers: reader });
      expect(page.statusCode).toBe(200);
      expect(page.json().map((row: { title: string }) => row.title)).toContain('موضوع در دسترس');
    }

    await proxy.open();
    // the next request reaches the database again
    expect((await app.inject({ url: uncachedUrl })).statusCode).toBe(404);
    const after = await app.inject({
      method: 'POST',
      url: '/api/accounts/users/request_authentication/',
      payload: { mobile: '09350000999' },
    });
    expect(after.statusCode).toBe(200);
  }, 30_000);
});
