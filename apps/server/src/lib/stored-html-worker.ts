// The sanitiser thread (lib/stored-html.ts starts one for the one-time cleaning, lib/html-cleaner.ts one for
// the writes): it receives batches of rich HTML and answers them cleaned with the allow-list. The engine
// (sanitize-html) and each document's garbage live in this thread only, never in the server's heap.
import v8 from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { cleanHtml } from './html.ts';

/** A batch sent by the main thread, and the answer: the same HTML in the same order, cleaned. */
export type CleanRequest = { id: number; html: string[] };
export type CleanAnswer = { id: number; clean: string[] } | { id: number; error: string };
/** Sent once, when the sanitiser is loaded and batches are cleaned at once. */
export type ReadyMessage = { ready: true };

/**
 * How much this thread's older garbage may grow before it collects it (docs/decisions/0021, session 26).
 * V8 lets an old generation grow by at least 8 MB past what its last full collection kept, and a thread
 * this small (5 MB live) reaches that only after an hour of steady saves: its heap climbed from 5 to 13 MB
 * through the memory soak, all of it garbage. 2 MB is the step V8 itself takes for a heap it keeps small.
 */
const COLLECT_AFTER_BYTES = 2 * 1024 * 1024;

/** `gc`, present when the process runs with --expose-gc (the server's flags: scripts/server-process.mjs) */
const collect = (globalThis as { gc?: () => void }).gc;
/** the old generation's bytes in use (what outlives a cleaning: the young generation empties itself) */
const oldBytes = () => {
  let used = 0;
  for (const space of v8.getHeapSpaceStatistics()) {
    if (!space.space_name.startsWith('new')) used += space.space_used_size;
  }
  return used;
};
/** the old generation's bytes after the last full collection (or once the sanitiser is loaded) */
let keptBytes = 0;

const port = parentPort;
if (!port) throw new Error('stored-html-worker runs as a worker thread');
port.on('message', ({ id, html }: CleanRequest) => {
  let answer: CleanAnswer;
  try {
    answer = { id, clean: html.map(cleanHtml) };
  } catch (err) {
    answer = { id, error: String((err as Error)?.stack ?? err) };
  }
  port.postMessage(answer);
  // after the answer has gone: a full collection of this small heap takes a few ms, and no save waits on it
  if (collect && oldBytes() > keptBytes + COLLECT_AFTER_BYTES) {
    collect();
    keptBytes = oldBytes();
  }
});
// The sanitiser is loaded before the thread says it is ready: a document's time limit (lib/html-cleaner.ts)
// counts its cleaning, not the thread's start (its modules, through tsx in tests), slow on a busy machine.
// RASTI_TEST_SANITISER_START_MS makes the start that much longer, for the test of exactly that.
cleanHtml('<p></p>');
keptBytes = oldBytes();
const startDelay = Number(process.env.RASTI_TEST_SANITISER_START_MS ?? 0);
if (startDelay > 0) await new Promise((resolve) => setTimeout(resolve, startDelay));
port.postMessage({ ready: true } satisfies ReadyMessage);
