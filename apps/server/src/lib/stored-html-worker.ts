// The sanitiser thread (lib/stored-html.ts starts one for the one-time cleaning, lib/html-cleaner.ts one for
// the writes): it receives batches of rich HTML and answers them cleaned with the allow-list. The engine
// (sanitize-html) and each document's garbage live in this thread only, never in the server's heap.
import { parentPort } from 'node:worker_threads';
import { cleanHtml } from './html.ts';

/** A batch sent by the main thread, and the answer: the same HTML in the same order, cleaned. */
export type CleanRequest = { id: number; html: string[] };
export type CleanAnswer = { id: number; clean: string[] } | { id: number; error: string };
/** Sent once, when the sanitiser is loaded and batches are cleaned at once. */
export type ReadyMessage = { ready: true };

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
});
// The sanitiser is loaded before the thread says it is ready: a document's time limit (lib/html-cleaner.ts)
// counts its cleaning, not the thread's start (its modules, through tsx in tests), slow on a busy machine.
// RASTI_TEST_SANITISER_START_MS makes the start that much longer, for the test of exactly that.
cleanHtml('<p></p>');
const startDelay = Number(process.env.RASTI_TEST_SANITISER_START_MS ?? 0);
if (startDelay > 0) await new Promise((resolve) => setTimeout(resolve, startDelay));
port.postMessage({ ready: true } satisfies ReadyMessage);
