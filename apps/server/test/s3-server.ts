import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '../src/lib/s3-storage.ts';

/** s3rver's own fixed credentials */
const KEY = 'S3RVER';

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
 * A real S3-compatible server (s3rver from the npm registry) on the loopback address, speaking the S3 REST
 * protocol that the AWS SDK talks to a bucket. Objects live in a temporary
 * folder. Virtual-hosted addresses name the bucket in the host (`<bucket>.s3.localhost`).
 */
export async function startS3(buckets: string[] = ['rasti']): Promise<S3Peer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'rasti-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      serviceEndpoint: 'localhost',
      configureBuckets: buckets.map((name) => ({ name, configs: [] })),
    });
    port = (await server.run()).port;
  };
  await start();
  const stop = async () => {
    await server?.close();
    server = null;
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
