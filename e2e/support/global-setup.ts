import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/server-process.mjs';
import { hasChromium } from './chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become ready at ${url}`);
}

/** Starts the real server with a fresh data folder (embedded database, demo seed) for the journeys. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!hasChromium) {
    const line =
      'e2e: SKIPPED all browser journeys: no Chromium at /usr/bin/chromium (apt-get install chromium).';
    if (process.env.CI === 'true') throw new Error(`${line} CI must install it.`);
    console.warn(line);
    project.provide('baseUrl', '');
    project.provide('dataDir', '');
    return async () => {};
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      // every journey signs in from 127.0.0.1; the per-number limits still apply
      SIGNIN_CODES_PER_IP_PER_HOUR: '1000',
      // the journeys share the demo numbers: more than 5 of them sign in as the admin within an hour
      SIGNIN_CODES_PER_MOBILE_PER_HOUR: '30',
      // the whole run's sign-ins share one server: the site-wide ceiling of code texts is not what it tests
      SIGNIN_SMS_PER_HOUR: '0',
      // the answer notices leave the outbox table within a second
      SMS_OUTBOX_INTERVAL_MS: '1000',
      // a second pair of eyes (ADR 33): a board member's published review waits for an editor or an admin
      REVIEW_APPROVAL: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(baseUrl, child, 90_000);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
