import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type SupervisedServer,
  serverEnv,
  serverNodeFlags,
  superviseServer,
} from '../../../../scripts/server-process.mjs';

// `npm start` keeps its server running: a server process that dies (here SIGKILL, as the kernel does to a
// process out of memory) is started again and the log says so; a stop is passed on and restarts nothing.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-restart-'));
let supervisor: SupervisedServer | undefined;
afterAll(async () => {
  await supervisor?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function ready(url: string, timeoutMs = 90_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return true;
    } catch {
      // not listening (yet, or again)
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe('npm start’s supervisor', () => {
  it('starts a killed server process again, says so, and answers again; a stop ends it for good', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const logged: string[] = [];
    supervisor = superviseServer({
      args: [...serverNodeFlags(), '--import', 'tsx', path.join(serverDir, 'src/server.ts')],
      cwd: path.resolve(serverDir, '../..'),
      env: serverEnv({
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        WEB_DIST: path.join(dataDir, 'no-web'),
      }),
      stdio: 'ignore',
      log: (message) => logged.push(message),
      backoff: { firstMs: 200, maxMs: 1_000, healthyAfterMs: 60_000 },
    });
    expect(await ready(url)).toBe(true);
    const first = supervisor.current()!;
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));

    expect(await ready(url)).toBe(true);
    expect(supervisor.current()!.pid).not.toBe(first.pid);
    expect(logged).toEqual([
      `[rasti] the server process ${first.pid} was killed by SIGKILL; starting it again in 0.2 s`,
    ]);

    const second = supervisor.current()!;
    expect(await supervisor.stop('SIGTERM')).toBe(0);
    expect(second.exitCode ?? second.signalCode).not.toBeNull();
    expect(logged).toHaveLength(1);
    await expect(fetch(`${url}/readyz`)).rejects.toThrow();
  }, 240_000);

  it('waits longer after each quick death, so a process that cannot start does not spin', async () => {
    const logged: string[] = [];
    const failing = superviseServer({
      args: ['-e', 'process.exit(3)'],
      env: process.env,
      stdio: 'ignore',
      log: (message) => {
        logged.push(message.replace(/process \d+/, 'process N'));
        if (logged.length === 5) void failing.stop();
      },
      backoff: { firstMs: 20, maxMs: 80, healthyAfterMs: 60_000 },
    });
    expect(await failing.done).toBe(0);
    expect(logged).toEqual(
      ['0.02', '0.04', '0.08', '0.08', '0.08'].map(
        (s) => `[rasti] the server process N exited with code 3; starting it again in ${s} s`,
      ),
    );
  });
});
