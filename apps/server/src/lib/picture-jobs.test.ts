import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEnv } from '../../../../scripts/server-process.mjs';
import { ChildStopped, ChildTimeout } from './child-process.ts';
import { AppError } from './errors.ts';
import { saveImage } from './images.ts';
import {
  closePictureProcess,
  type PictureProcess,
  pictureJob,
  pictureProcess,
  startPictureProcess,
} from './picture-jobs.ts';
import { LocalStorage } from './storage.ts';

// The picture process (docs/decisions/0021, addendum "the picture process"): sharp's pipelines run in one
// bounded child process, never in the server.

const here = path.dirname(fileURLToPath(import.meta.url));
const storageDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-picture-process-'));
const storage = new LocalStorage(storageDir);

const png = (width: number, height = width) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();
/** An edition picture job: a small WebP back, as its answer. */
const narrow = async (child: PictureProcess, width = 64) =>
  sharp(Buffer.from(await pictureJob({ kind: 'edition', bytes: await png(200), width }, child))).metadata();

const exited = async (pid: number) => {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

const children: PictureProcess[] = [];
const started = (options: Parameters<typeof startPictureProcess>[0]) => {
  const child = startPictureProcess(options);
  children.push(child);
  return child;
};
afterAll(async () => {
  await Promise.all(children.map((child) => child.close()));
  await closePictureProcess();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('the picture process', () => {
  it('runs a job in a child, not in this process, and reuses the child for the next job', async () => {
    const child = started({});
    expect((await narrow(child)).width).toBe(64);
    const pid = child.pid;
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect((await narrow(child, 32)).width).toBe(32);
    expect(child.pid).toBe(pid);
    expect(child.started).toBe(1);
  });

  it('a job past its time limit fails cleanly, its child is killed, and the next job works in a new one', async () => {
    const child = started({ timeLimitMs: 1 });
    await expect(narrow(child)).rejects.toBeInstanceOf(ChildTimeout);
    expect(child.started).toBe(1);
    expect(child.pid).toBeUndefined();
    child.timeLimitMs = 30_000;
    expect((await narrow(child)).width).toBe(64);
    expect(child.started).toBe(2);
  });

  it('exits once idle, giving its memory back, and a later job forks a new child', async () => {
    const child = started({ idleMs: 300 });
    await narrow(child);
    const pid = child.pid!;
    expect(await exited(pid)).toBe(true);
    expect(child.pid).toBeUndefined();
    expect((await narrow(child)).width).toBe(64);
    expect(child.pid).not.toBe(pid);
    expect(child.started).toBe(2);
  });

  it('a killed child fails the job in it with a clear error, and the next job works', async () => {
    const child = started({});
    await narrow(child);
    const bytes = await png(200);
    // the job handed to a stopped child, so that it is still in it when the kill comes (handed in after a
    // picture was made, it could reach the child that replaced the killed one)
    process.kill(child.pid!, 'SIGSTOP');
    const inFlight = pictureJob({ kind: 'edition', bytes, width: 64 }, child);
    process.kill(child.pid!, 'SIGKILL');
    await expect(inFlight).rejects.toBeInstanceOf(ChildStopped);
    expect((await narrow(child)).width).toBe(64);
    expect(child.started).toBe(2);
  });

  it('refuses a job with a Persian 503 when its queue is full, and runs the ones it took', async () => {
    const child = started({ maxWaiting: 1 });
    const bytes = await png(200);
    // handed in at once: one runs, one waits, the third finds the queue full
    const jobs = [1, 2, 3].map(() => pictureJob({ kind: 'edition', bytes, width: 64 }, child));
    const settled = await Promise.allSettled(jobs);
    expect(settled.map((job) => job.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refusal = (settled[2] as PromiseRejectedResult).reason as AppError;
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal.statusCode).toBe(503);
    expect(refusal.detail).toBe(SERVER_MESSAGES.unavailable);
    expect(refusal.headers?.['Retry-After']).toBe('5');
  });

  it('an upload past the time limit is the upload’s usual refusal, and the next upload is stored', async () => {
    const shared = pictureProcess();
    shared.timeLimitMs = 1;
    try {
      const refused = await saveImage(storage, await png(300), { folder: 'avatars', maxWidth: 200 }).catch(
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).statusCode).toBe(415);
      expect((refused as AppError).code).toBe(ERROR_CODES.unsupportedMedia);
      expect((refused as AppError).detail).toBe(SERVER_MESSAGES.imageUnreadable);
    } finally {
      shared.timeLimitMs = 30_000;
    }
    const key = await saveImage(storage, await png(300), { folder: 'avatars', maxWidth: 200 });
    const stored = await storage.read!(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).width).toBe(200);
  });

  it('a server process that stores an upload never maps libvips', () => {
    // a process of its own in the server's environment: this test process has loaded sharp itself
    const script = `
const fs = require('node:fs');
(async () => {
  const { saveImage } = await import(${JSON.stringify(path.join(here, 'images.ts'))});
  const { LocalStorage } = await import(${JSON.stringify(path.join(here, 'storage.ts'))});
  const { closePictureProcess } = await import(${JSON.stringify(path.join(here, 'picture-jobs.ts'))});
  const png = Buffer.from(${JSON.stringify(tinyPng().toString('base64'))}, 'base64');
  const key = await saveImage(new LocalStorage(${JSON.stringify(storageDir)}), png, { folder: 'avatars', maxWidth: 100 });
  const libvips = fs.readFileSync('/proc/self/maps', 'utf8').includes('libvips');
  await closePictureProcess();
  console.log(JSON.stringify({ key, libvips }));
})();
`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--eval', script], {
      cwd: path.resolve(here, '../..'),
      env: serverEnv(),
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const seen = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(seen.key).toMatch(/^avatars\/[0-9a-f]{32}\.webp$/);
    expect(seen.libvips).toBe(false);
  });
});

/** A tiny PNG, made without sharp (the spawned process must not load it): 1 x 1, white. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
    'base64',
  );
}
