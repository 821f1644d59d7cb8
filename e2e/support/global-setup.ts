import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/server-process.mjs';
import { hasChromium } from './chromium.ts';

/** The journeys' servers send one number a new code after this many seconds (production: 60). */
const RESEND_SECONDS = 2;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One journeys' server: where it answers and its data folder (the SMS outbox the journeys read). */
export interface JourneyServer {
  baseUrl: string;
  dataDir: string;
}

/** Waits for /readyz: a busy shared machine can take minutes to start the servers (two at once). */
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

/**
 * Starts the real server with a fresh data folder (embedded database, demo seed): it and how to stop it.
 * `extraEnv` (given the server's origin) adds to or overrides the journeys' settings, for a journey that
 * needs a server of its own (the tipline bot's).
 */
export async function startJourneyServer(
  extraEnv: (origin: string) => Record<string, string> = () => ({}),
): Promise<JourneyServer & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
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
      // many journeys' sign-ins share one server: the site-wide ceiling of code texts is not what they test
      SIGNIN_SMS_PER_HOUR: '0',
      // the journeys sign the shared demo numbers in again and again: a short wait between two codes to one
      // number (the rule's minute is the API tests' subject; the screens' countdown keeps showing 60 s)
      SIGNIN_RESEND_SECONDS: String(RESEND_SECONDS),
      // the answer notices leave the outbox table within a second
      SMS_OUTBOX_INTERVAL_MS: '1000',
      // a second pair of eyes (ADR 33): a board member's published review waits for an editor or an admin
      REVIEW_APPROVAL: 'true',
      ...extraEnv(baseUrl),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(baseUrl, child, 300_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, dataDir, stop };
}

/**
 * How many journey files run at once (vitest's workers, E2E_WORKERS in vitest.config.ts), never more than the
 * files this run has: each running file gets a server of its own.
 */
async function serverCount(project: TestProject): Promise<number> {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  if (workers === 1) return 1;
  // the files named on the command line, when some are (vitest keeps them as its filename pattern)
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
  const { testFiles } = await project.globTestFiles(filters);
  return Math.max(1, Math.min(workers, testFiles.length));
}

/**
 * Starts one real server per worker, each with its own fresh data folder (embedded database, demo seed):
 * the files one worker runs, one after another, share its server, as a single run's files all did before
 * they ran two at a time; files running at the same time never see each other's data, sign-ins or limits.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('resendSeconds', RESEND_SECONDS);
  if (!hasChromium) {
    const line =
      'e2e: SKIPPED all browser journeys: no Chromium at /usr/bin/chromium (apt-get install chromium).';
    if (process.env.CI === 'true') throw new Error(`${line} CI must install it.`);
    console.warn(line);
    project.provide('servers', []);
    return async () => {};
  }
  const started = await Promise.allSettled(
    Array.from({ length: await serverCount(project) }, () => startJourneyServer()),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the journeys' servers, one per worker (none when the journeys are skipped) */
    servers: JourneyServer[];
    /** the servers' wait between two codes to one number (SIGNIN_RESEND_SECONDS) */
    resendSeconds: number;
  }
}
