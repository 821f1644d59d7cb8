import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Options } from '../src/lib/s3-storage.ts';

/** s3rver's own fixed credentials */
const KEY = 'S3RVER';

const serverFile = fileURLToPath(new URL('./s3-server-process.mjs', import.meta.url));

export interface S3Peer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  port: number;
  /** storage options for a bucket on this server */
  options(extra?: Partial<S3Options>): S3Options;
  /** stops the server, keeping its objects (start() serves them again on the same port) */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver from the npm registry) on the loopback address, in a process of its own
 * (s3-server-process.mjs), speaking the S3 REST protocol that the AWS SDK talks to a bucket. Objects live in
 * a temporary folder. Virtual-hosted addresses name the bucket in the host (`<bucket>.s3.localhost`).
 */
export async function startS3(buckets: string[] = ['rasti']): Promise<S3Peer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'rasti-s3-'));
  let port = 0;
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = fork(serverFile, [JSON.stringify({ port, directory, buckets })], {
      execArgv: ['--openssl-legacy-provider'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child = started;
    port = await new Promise<number>((resolve, reject) => {
      started.once('message', (message: { port: number }) => resolve(message.port));
      started.once('exit', (code) =>
        reject(new Error(`the S3 server stopped before it listened (exit ${code})`)),
      );
    });
  };
  await start();
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.send('close');
    await exited;
  };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    options: (extra = {}) => ({
      bucket: buckets[0]!,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: KEY,
      secretAccessKey: KEY,
      forcePathStyle: true,
      ...extra,
    }),
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
