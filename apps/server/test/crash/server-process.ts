// The real server as a child process (node --import tsx src/server.ts, or the built dist/server.mjs that
// `npm start` runs), for tests about what only a real process shows: kills, signals, and several
// processes sharing one database and one Redis.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, serverEnv, serverNodeFlags } from '../../../../scripts/server-process.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverDir, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** everything the process wrote, for failure messages */
  output(): string;
  /** resolves with the exit code (or the signal) once the process is gone */
  exited: Promise<number | string | null>;
  /** SIGTERM (drain, then exit) or SIGKILL (no goodbye), and waits for the exit */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | string | null>;
}

/** Builds the file `npm start` runs (apps/server/build.mjs) and answers its path, for `startServer(…, 'built')`. */
export async function buildServerBundle(): Promise<string> {
  const buildFile = pathToFileURL(path.join(serverDir, 'build.mjs')).href;
  const { buildServer } = (await import(buildFile)) as { buildServer(): Promise<string> };
  return buildServer();
}

/**
 * Starts one server on a free port with NODE_ENV=test, no demo seed and no web build, plus `env`
 * (DATA_DIR, DATABASE_URL, REDIS_URL…), and waits until /readyz answers.
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  /** `built`: the file `npm start` runs (apps/server/build.mjs makes it), as the bench measures it */
  entry: 'source' | 'built' = 'source',
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  // the same Node flags as `npm start` (scripts/start.mjs)
  const program =
    entry === 'built'
      ? [path.join(serverDir, 'dist/server.mjs')]
      : ['--import', 'tsx', path.join(serverDir, 'src/server.ts')];
  const child = spawn(process.execPath, [...serverNodeFlags({ ...process.env, ...env }), ...program], {
    cwd: repoRoot,
    env: {
      ...serverEnv(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(repoRoot, 'no-web-build-for-this-test'),
      DATABASE_URL: '',
      REDIS_URL: '',
      // the address it listens at (what production requires to be said)
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`the server did not become ready at ${url}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The newest code the development sender wrote to DATA_DIR/sms-outbox.log for this mobile. */
export function outboxCode(dataDir: string, mobile: string): string {
  const lines = readFileSync(path.join(dataDir, 'sms-outbox.log'), 'utf8').trim().split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const entry = JSON.parse(lines[i]!) as { to: string; code: string };
    if (entry.to === mobile && entry.code !== undefined) return entry.code;
  }
  throw new Error(`no code in the outbox for ${mobile}`);
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text, json: () => JSON.parse(text) as Record<string, unknown> };
}

/** Signs in over HTTP: the code is asked for on `ask`, read from the outbox and verified on `verifyOn`. */
export async function signInOver(
  ask: ServerProcess,
  verifyOn: ServerProcess,
  dataDir: string,
  mobile: string,
) {
  const requested = await postJson(`${ask.url}/api/accounts/users/request_authentication/`, { mobile });
  if (requested.status !== 200)
    throw new Error(`code request for ${mobile}: ${requested.status} ${requested.body}`);
  const verified = await postJson(`${verifyOn.url}/api/accounts/users/verify_authentication/`, {
    mobile,
    otp: outboxCode(dataDir, mobile),
  });
  if (verified.status !== 200) throw new Error(`verify for ${mobile}: ${verified.status} ${verified.body}`);
  return verified.json() as { access: string; refresh: string };
}
