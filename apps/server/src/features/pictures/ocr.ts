import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PICTURE_LIMITS } from '@rasti/contract';
import { loadSharp } from '../../lib/lazy-modules.ts';
import type { OcrRequest, OcrResponse } from './ocr-process.ts';

// The words inside pictures (ADR 32): Tesseract runs in a child process of its own (ocr-process.ts), so its
// wasm heap (a few hundred MB while it reads) is never the server's, one picture at a time. Each picture has a
// time limit: past it the child is killed and the next picture starts a fresh one; so is a child whose
// resident memory grew past its budget after a picture. The V8 heap of the child is bounded by its flags.

export interface OcrOptions {
  /** the time limit of one picture, from when it is handed to the child */
  timeoutMs?: number;
  /** resident memory above which the child is restarted after a picture */
  maxRssBytes?: number;
}

export class OcrTimeout extends Error {
  constructor(ms: number) {
    super(`OCR took longer than ${ms} ms`);
  }
}

/**
 * A forwarded screenshot is often half its size: it is widened to this, where its lines are again about as
 * tall as Tesseract reads best (measured on the labelled screenshots: read at 640 px they gave more of their
 * words than at 900 or 1200 px).
 */
const MIN_WIDTH = 640;
/** Wider pictures are narrowed to this: a phone's screenshot keeps its lines readable, a huge photo costs less. */
const MAX_WIDTH = 1600;

/** The picture as the child reads it: first frame, oriented, on white, grey, at a readable width, as PNG. */
export async function ocrInput(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: PICTURE_LIMITS.maxPixels }).rotate();
  const { width = MIN_WIDTH } = await image.metadata();
  const target = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width));
  return image
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: target })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * The child's program: from the source (tsx, vitest) ocr-process.ts through tsx's loader; from the built server
 * (`dist/server.mjs`) the bundled `dist/ocr-process.mjs` beside it (apps/server/build.mjs), with no loader.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const CHILD = fileURLToPath(new URL(FROM_SOURCE ? './ocr-process.ts' : './ocr-process.mjs', import.meta.url));

interface Job {
  id: number;
  bytes: Buffer;
  resolve: (text: string) => void;
  reject: (err: Error) => void;
}

export class OcrReader {
  private readonly timeoutMs: number;
  private readonly maxRssBytes: number;
  private child: ChildProcess | null = null;
  private ready: Promise<void> | null = null;
  private queue: Job[] = [];
  private busy = false;
  private nextId = 1;
  /** pictures handed in and not yet read (the one being read included) */
  get waiting(): number {
    return this.queue.length + (this.busy ? 1 : 0);
  }

  /** the child's process id while one runs */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** how many child processes were started (a test's witness of a restart) */
  started = 0;
  /** how many pictures were handed to Tesseract (a test's witness that a picture is read once) */
  reads = 0;

  constructor(options: OcrOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxRssBytes = options.maxRssBytes ?? 600 * 1024 * 1024;
  }

  /** The text Tesseract reads in the picture (Persian and English); rejects with OcrTimeout past the limit. */
  read(bytes: Buffer): Promise<string> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, bytes, resolve, reject });
      void this.drain();
    });
  }

  /** Stops the child; pictures still queued are refused. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new Error('OCR closed'));
    this.stop();
  }

  private start(): Promise<void> {
    const child = fork(CHILD, [], {
      // the child reads TypeScript as the server does; its heap is bounded apart from the server's
      execArgv: [...(FROM_SOURCE ? ['--import', 'tsx'] : []), '--max-old-space-size=256'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.child = child;
    this.started++;
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (m: unknown) => {
        if ((m as { ready?: boolean }).ready) {
          child.off('exit', onExit);
          child.off('message', onMessage);
          resolve();
        }
      };
      const onExit = (code: number | null) => reject(new Error(`the OCR process stopped (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
    child.once('exit', () => {
      if (this.child === child) {
        this.child = null;
        this.ready = null;
      }
    });
    return this.ready;
  }

  private stop(): void {
    const child = this.child;
    this.child = null;
    this.ready = null;
    if (child && child.exitCode === null) child.kill('SIGKILL');
  }

  private async drain(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      for (let job = this.queue.shift(); job; job = this.queue.shift()) {
        try {
          job.resolve(await this.run(job));
        } catch (err) {
          job.reject(err as Error);
        }
      }
    } finally {
      this.busy = false;
    }
  }

  private async run(job: Job): Promise<string> {
    const input = await ocrInput(job.bytes);
    this.reads++;
    if (!this.child) await this.start();
    else await this.ready;
    const child = this.child!;
    return new Promise<string>((resolve, reject) => {
      const finish = (outcome: () => void) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        outcome();
      };
      const timer = setTimeout(() => {
        finish(() => reject(new OcrTimeout(this.timeoutMs)));
        this.stop();
      }, this.timeoutMs);
      const onMessage = (reply: OcrResponse) => {
        if (reply.id !== job.id) return;
        if (reply.rss > this.maxRssBytes) this.stop();
        finish(() => ('text' in reply ? resolve(reply.text) : reject(new Error(reply.error))));
      };
      const onExit = (code: number | null) =>
        finish(() => reject(new Error(`the OCR process stopped (${code})`)));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ id: job.id, bytes: input } satisfies OcrRequest);
    });
  }
}
