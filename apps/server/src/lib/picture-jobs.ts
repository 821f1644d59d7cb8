import { ERROR_CODES, SERVER_MESSAGES } from '@rasti/contract';
import type { CardContent } from './card-render.ts';
import type { Fingerprint } from './fingerprint.ts';
import { BoundedChild, type BoundedChildOptions, ChildBusy, childProgram } from './child-process.ts';
import { AppError } from './errors.ts';
import type { PictureJobKind, PictureJobs, PictureRequest } from './picture-work.ts';

// The server's side of the picture process (docs/decisions/0021, addendum "the picture process"): every sharp
// pipeline (uploads, fingerprints, verdict cards, the offline edition's pictures) is a job for one child
// process (picture-process.ts), forked on the first job and reused, stopped once idle, so libvips and its
// pixels' memory are never the server's. Its machinery is the OCR's (lib/child-process.ts): one job at a time,
// a time limit per job (past it the child is killed and the job fails: each caller answers its route's usual
// refusal), a child grown past its memory bound replaced, a bounded queue (past it a Persian 503, as the
// server's other bounds: ADR 29).

export const PICTURE_PROCESS = {
  /** the child's V8 heap: sharp's objects are small, the pixels live in libvips' own (native) memory */
  heapMb: 128,
  /**
   * one job, from when the child is ready: a 50-megapixel upload re-encoded twice takes a few seconds on a
   * loaded machine; a job this long is stuck, not slow
   */
  timeLimitMs: 30_000,
  /** a child whose resident memory passed this after a job is replaced */
  maxRssBytes: 320 * 1024 * 1024,
  /** a child with no job for this long is stopped, its memory given back */
  idleMs: 20_000,
  /** jobs waiting behind the running one at most (a flood of uploads does not queue without limit) */
  maxWaiting: 16,
} as const;

export type PictureProcess = BoundedChild<PictureRequest, PictureJobs[PictureJobKind]['result']>;

/** A picture process of its own (tests give it shorter limits); the server shares one (pictureProcess). */
export function startPictureProcess(options: Partial<BoundedChildOptions> = {}): PictureProcess {
  return new BoundedChild({
    name: 'the picture process',
    program: childProgram(import.meta.url, 'picture-process'),
    ...PICTURE_PROCESS,
    ...options,
  });
}

let shared: PictureProcess | null = null;
/** The server's one picture process, forked on its first job. */
export const pictureProcess = (): PictureProcess => {
  shared ??= startPictureProcess();
  return shared;
};
/** Stops the shared picture process (the server is closing); a later job starts a new one. */
export async function closePictureProcess(): Promise<void> {
  const running = shared;
  shared = null;
  await running?.close();
}

/** Seconds a refused job's caller is told to wait. */
const BUSY_RETRY_SECONDS = 5;

/**
 * One job's answer; a full queue is a Persian 503 with Retry-After. A job past its time limit, or whose child
 * stopped, rejects with the child's error (ChildTimeout, ChildStopped) for the caller to answer as it answers
 * a picture it cannot read.
 */
export async function pictureJob<K extends PictureJobKind>(
  request: { kind: K } & PictureJobs[K]['request'],
  child: PictureProcess = pictureProcess(),
): Promise<PictureJobs[K]['result']> {
  try {
    return (await child.run(request as PictureRequest)) as PictureJobs[K]['result'];
  } catch (err) {
    if (err instanceof ChildBusy) {
      throw new AppError(503, ERROR_CODES.unavailable, SERVER_MESSAGES.unavailable, undefined, {
        'Retry-After': String(BUSY_RETRY_SECONDS),
      });
    }
    throw err;
  }
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** An upload's type checked by its bytes and it re-encoded to WebP at `maxWidth` and `smallWidth`, or why it is refused. */
export async function resizeUpload(
  bytes: Buffer,
  widths: { maxWidth: number; smallWidth: number },
): Promise<{ main: Buffer; small: Buffer } | { refused: 'type' | 'dimensions' | 'unreadable' }> {
  const answer = await pictureJob({ kind: 'upload', bytes, ...widths });
  return 'refused' in answer ? answer : { main: asBuffer(answer.main), small: asBuffer(answer.small) };
}

/** A reader's picture's type checked by its bytes and its lookup fingerprints, or why it is refused. */
export const lookupFingerprintsOf = (bytes: Buffer) => pictureJob({ kind: 'lookup', bytes });

/** A stored picture's fingerprints. */
export const fingerprintsOf = (bytes: Buffer): Promise<Fingerprint[]> =>
  pictureJob({ kind: 'stored', bytes });

/** A verdict card's PNG. */
export const drawCard = async (content: CardContent): Promise<Buffer> =>
  asBuffer(await pictureJob({ kind: 'card', content }));

/** A picture of the offline edition, `width` wide at most, as WebP. */
export const editionPictureOf = async (bytes: Buffer, width: number): Promise<Buffer> =>
  asBuffer(await pictureJob({ kind: 'edition', bytes, width }));
