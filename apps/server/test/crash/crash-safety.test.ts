import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, signInOver, startServer } from './server-process.ts';

// The real server killed mid-burst (SIGKILL) keeps every write it acknowledged; stopped politely
// (SIGTERM) it finishes the requests in flight before it exits. The PGlite project runs it on the
// embedded database in a data folder, the server-postgres project on a PostgreSQL database of its own.

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
if (kind === 'pglite' && !process.env.TEST_DATABASE_URL) {
  console.warn('crash-safety: SKIPPED on PostgreSQL: TEST_DATABASE_URL is not set (the PGlite run goes on).');
}
const adminMobile = '09121230001';

interface Setup {
  env: Record<string, string>;
  dataDir: string;
  cleanup(): Promise<void>;
}

async function setup(): Promise<Setup> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `rasti-crash-${kind}-`));
  const env: Record<string, string> = { DATA_DIR: dataDir, ADMIN_MOBILE: adminMobile };
  if (kind === 'pglite') {
    return { env, dataDir, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `rasti_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  env.DATABASE_URL = target.toString();
  return {
    env,
    dataDir,
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let s: Setup;
let server: ServerProcess | undefined;
let token: string;
beforeAll(async () => {
  s = await setup();
  server = await startServer(s.env);
  token = (await signInOver(server, server, s.dataDir, adminMobile)).access;
}, 180_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await s?.cleanup();
});

const createCategory = (base: string, title: string) =>
  fetch(`${base}/api/news/Category/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, color: '#336699' }),
  });

async function allCategoryTitles(base: string): Promise<Set<string>> {
  const titles = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/api/news/Category/?page=${page}&page_size=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { title: string }[];
    for (const row of rows) titles.add(row.title);
    if (rows.length < 100) return titles;
  }
}

/** Resolves once the port refuses new connections (the server has stopped accepting). */
async function untilRefused(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe(`the real server on ${kind}`, () => {
  it('keeps every write it acknowledged when killed with SIGKILL in the middle of a burst', {
    timeout: 180_000,
  }, async () => {
    const acknowledged: string[] = [];
    const failed: string[] = [];
    let killed = false;
    const target = server!;
    const worker = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const title = `انفجار ${w}-${i}`;
        try {
          const res = await createCategory(target.url, title);
          if (res.status === 201) acknowledged.push(title);
          else failed.push(`${title}: ${res.status}`);
        } catch {
          // the connection died with the process: this write was never acknowledged
          return;
        }
        if (acknowledged.length >= 60 && !killed) {
          killed = true;
          // SIGKILL while the other workers' requests are in flight
          target.child.kill('SIGKILL');
        }
        if (killed) return;
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
    await target.exited;
    expect(failed).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    server = await startServer(s.env);
    const stored = await allCategoryTitles(server.url);
    expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
    // and the database is whole: it takes new writes
    expect((await createCategory(server.url, 'پس از بازگشت')).status).toBe(201);
  });

  it('finishes the requests in flight when stopped with SIGTERM, then exits cleanly', {
    timeout: 180_000,
  }, async () => {
    const target = server!;
    const port = Number(new URL(target.url).port);
    const titles = Array.from({ length: 5 }, (_, i) => `در راه ${i}`);
    // each request has been read by the server (its 100 Continue came back) and sent part of its body
    const inFlight = await Promise.all(
      titles.map(async (title) => {
        const body = Buffer.from(JSON.stringify({ title, color: '#123456' }));
        const req = http.request(`${target.url}/api/news/Category/`, {
          method: 'POST',
          agent: false,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': String(body.length),
            expect: '100-continue',
          },
        });
        const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
          req.once('response', (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => {
              text += chunk.toString();
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          });
          req.once('error', reject);
        });
        req.flushHeaders();
        await new Promise((resolve) => req.once('continue', resolve));
        req.write(body.subarray(0, 10));
        return { req, rest: body.subarray(10), answered };
      }),
    );
    target.child.kill('SIGTERM');
    await untilRefused(port);
    expect(target.child.exitCode).toBeNull();
    for (const { req, rest } of inFlight) req.end(rest);
    const answers = await Promise.all(inFlight.map((r) => r.answered));
    expect(answers.map((a) => a.status)).toEqual(titles.map(() => 201));
    expect(await target.exited).toBe(0);

    server = await startServer(s.env);
    const stored = await allCategoryTitles(server.url);
    expect(titles.filter((title) => !stored.has(title))).toEqual([]);
  });
});
