import { BoundedChild, ChildTimeout, childProgram } from '../../lib/child-process.ts';
import type { OcrRequest } from './ocr-process.ts';

// The words inside pictures (ADR 32): Tesseract runs in a child process of its own (ocr-process.ts), so its
// wasm heap (a few hundred MB while it reads) is never the server's, one picture at a time. Each picture has a
// time limit: past it the child is killed and the next picture starts a fresh one; so is a child whose
// resident memory grew past its budget after a picture. The V8 heap of the child is bounded by its flags.
// The process machinery is the picture process's too (lib/child-process.ts).

export interface OcrOptions {
  /** the time limit of one picture, from when it is handed to the child */
  timeoutMs?: number;
  /** resident memory above which the child is restarted after a picture */
  maxRssBytes?: number;
}

/** A picture past its time limit (the child was killed). */
export { ChildTimeout as OcrTimeout };

export class OcrReader {
  private readonly child: BoundedChild<OcrRequest, string>;

  constructor(options: OcrOptions = {}) {
    this.child = new BoundedChild({
      name: 'the OCR process',
      program: childProgram(import.meta.url, 'ocr-process'),
      heapMb: 256,
      timeLimitMs: options.timeoutMs ?? 10_000,
      maxRssBytes: options.maxRssBytes ?? 600 * 1024 * 1024,
    });
  }

  /** pictures handed in and not yet read (the one being read included) */
  get waiting(): number {
    return this.child.waiting;
  }

  /** the child's process id while one runs */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** how many child processes were started (a test's witness of a restart) */
  get started(): number {
    return this.child.started;
  }

  /** how many pictures were handed to Tesseract (a test's witness that a picture is read once) */
  get reads(): number {
    return this.child.jobs;
  }

  /**
   * The text Tesseract reads in the picture (Persian and English); rejects with OcrTimeout past the limit.
   * The picture is made readable in the child (ocr-input.ts): the server never decodes it.
   */
  read(bytes: Buffer): Promise<string> {
    return this.child.run(bytes);
  }

  /** Stops the child; pictures still queued are refused. */
  close(): Promise<void> {
    return this.child.close();
  }
}
