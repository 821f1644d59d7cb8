import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { CleanAnswer, ReadyMessage } from './stored-html-worker.ts';
import { threadLimits } from './thread-limits.ts';

// The rich-HTML sanitiser (lib/html.ts: sanitize-html) runs in a thread of its own (stored-html-worker.ts),
// never on the main thread: a large document's garbage is not the server's heap, and its work (up to a
// second or so for a document at the bounds on a loaded machine) blocks no reader. Two users: the one-time cleaning of stored
// rows at start (lib/stored-html.ts) and every write of rich HTML (lib/html-cleaner.ts).

/** A running sanitiser thread: batches of HTML in, the same cleaned out; closed at the end. */
export interface Sanitiser {
  /** resolves once the thread has loaded the sanitiser; rejects if it stops before */
  ready: Promise<void>;
  clean(html: string[]): Promise<string[]>;
  close(): Promise<void>;
}

export interface SanitiserOptions {
  /** the thread's own heap and stack: beyond them the thread dies, not the process */
  resourceLimits?: ResourceLimits;
  /** called once when the thread has stopped, by itself (an error, out of memory) or by close() */
  onExit?: () => void;
  /** the thread does not keep the process alive by itself (a server's long-lived helper) */
  unref?: boolean;
}

/**
 * Starts stored-html-worker: from the source (tsx, vitest) through tsx's loader, from the built server
 * (`dist/server.mjs`) as the bundled `dist/stored-html-worker.mjs` beside it (apps/server/build.mjs).
 * When the thread dies every call in progress is refused with the reason.
 */
export function startSanitiser(opts: SanitiserOptions = {}): Sanitiser {
  const source =
    import.meta.url.endsWith('.ts') &&
    JSON.stringify(new URL('./stored-html-worker.ts', import.meta.url).href);
  // the thread's own limits hold, not the server's heap flags (thread-limits.ts)
  const options = { resourceLimits: threadLimits(opts.resourceLimits) };
  const worker = source
    ? new Worker(`import('tsx/esm/api').then((tsx) => tsx.tsImport(${source}, ${source}))`, {
        ...options,
        eval: true,
      })
    : new Worker(new URL('./stored-html-worker.mjs', import.meta.url), options);
  if (opts.unref) worker.unref();
  const waiting = new Map<number, { resolve: (clean: string[]) => void; reject: (err: Error) => void }>();
  let stopped: Error | null = null;
  let markReady: () => void = () => {};
  let notReady: (err: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    notReady = reject;
  });
  // a thread that stops before it is ready rejects `ready` for whoever waits on it, and no one else
  ready.catch(() => {});
  const failAll = (err: Error) => {
    notReady(err);
    stopped ??= err;
    for (const call of waiting.values()) call.reject(err);
    waiting.clear();
  };
  worker.on('message', (answer: CleanAnswer | ReadyMessage) => {
    if ('ready' in answer) return markReady();
    const call = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('error' in answer) call?.reject(new Error(`stored HTML: the sanitiser failed: ${answer.error}`));
    else call?.resolve(answer.clean);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    failAll(new Error(`stored HTML: the sanitiser stopped (exit code ${code})`));
    opts.onExit?.();
  });
  let lastId = 0;
  return {
    ready,
    clean: (html) =>
      new Promise((resolve, reject) => {
        if (stopped) return reject(stopped);
        const id = ++lastId;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, html });
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}
