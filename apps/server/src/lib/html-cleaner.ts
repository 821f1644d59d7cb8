import { ERROR_CODES, richTextProblem, SERVER_MESSAGES } from '@rasti/contract';
import { AppError } from './errors.ts';
import { type Sanitiser, startSanitiser } from './sanitiser-thread.ts';

// Every write of rich HTML (a subject's or review's content, the about page, a restored version) is cleaned
// here (docs/decisions/0018: stored HTML is clean on the way in). One save of 20 000 empty paragraphs
// (160 KB) once ran the server out of its heap, when the sanitiser built a jsdom tree of the document. So
//  - content beyond the contract's bounds (LIMITS.richText*: characters, elements, nesting) is refused with
//    a Persian 413 before anything parses it;
//  - what is within them is cleaned in one long-lived sanitiser thread with its own heap limit and a time
//    limit: a document that still outgrows either ends that thread (restarted by the next save), not the
//    process, and is refused the same way; readers are never waited on by a cleaning.
// The thread stops after a quiet minute, so a server that only reads holds no sanitiser (docs/decisions/0018).

export const HTML_CLEANER_LIMITS = {
  /**
   * the sanitiser thread's heap: the largest document the bounds let through (an 8 MB multipart rich field,
   * 1 MB of text and 7 MB of inline images) is cleaned within 40 MB and not within 32 MB
   * (bench/sanitiser-heap.ts); an ordinary save's thread uses a few MB (ADR 29, addendum of 2026-11-29)
   */
  heapMb: 64,
  /**
   * the thread's young generation (semi-spaces of about a third of it, resident once used): 4 MB, not the
   * 16 MB it was given, nor the 12 MB the server's flags gave it while they overrode it (lib/thread-limits.ts)
   */
  youngMb: 4,
  /** one document's cleaning, counted from when the thread is ready; far above what the bounds allow to take */
  timeMs: 15_000,
  /** the thread's start (loading its modules): seconds on a busy machine, never a document's fault */
  startMs: 120_000,
  /** a thread with nothing to clean for this long is stopped */
  idleMs: 60_000,
} as const;

const tooLarge = (field: string, detail: string) =>
  new AppError(413, ERROR_CODES.tooLarge, detail, { [field]: [detail] });

let thread: Sanitiser | null = null;
let cleaningTimeMs: number = HTML_CLEANER_LIMITS.timeMs;
/** For tests: a shorter time limit for one document's cleaning (none given: the usual one). */
export function setCleaningTimeLimit(ms?: number): void {
  cleaningTimeMs = ms ?? HTML_CLEANER_LIMITS.timeMs;
}
let idle: NodeJS.Timeout | null = null;
/** Cleanings run one after another, so a document that ends the thread takes no other save with it. */
let queue: Promise<unknown> = Promise.resolve();

function sanitiser(): Sanitiser {
  if (idle) clearTimeout(idle);
  idle = null;
  if (thread) return thread;
  const started = startSanitiser({
    resourceLimits: {
      maxOldGenerationSizeMb: HTML_CLEANER_LIMITS.heapMb,
      maxYoungGenerationSizeMb: HTML_CLEANER_LIMITS.youngMb,
    },
    unref: true,
    onExit: () => {
      if (thread === started) thread = null;
    },
  });
  thread = started;
  return started;
}

function stopWhenIdle(): void {
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => void stopHtmlCleaner(), HTML_CLEANER_LIMITS.idleMs);
  idle.unref();
}

/** Stops the sanitiser thread now (the next cleaning starts another). */
export async function stopHtmlCleaner(): Promise<void> {
  const running = thread;
  thread = null;
  if (idle) clearTimeout(idle);
  idle = null;
  await running?.close();
}

/** Whether the sanitiser thread is running (for tests). */
export const htmlCleanerRunning = (): boolean => thread !== null;

async function cleanInThread(html: string, field: string): Promise<string> {
  const running = sanitiser();
  let timer: NodeJS.Timeout | undefined;
  const after = (ms: number) =>
    new Promise<never>((_, reject) => {
      clearTimeout(timer);
      timer = setTimeout(() => reject(new Error('timeout')), ms);
    });
  try {
    // the time limit is the document's: it starts once the thread is ready, not while it loads (a first
    // save on a loaded machine was refused as too heavy while the thread was still starting)
    await Promise.race([running.ready, after(HTML_CLEANER_LIMITS.startMs)]);
    const [clean] = await Promise.race([running.clean([html]), after(cleaningTimeMs)]);
    return clean as string;
  } catch {
    // out of its heap, out of time or failed: the thread goes, the document is refused
    if (thread === running) thread = null;
    await running.close();
    throw tooLarge(field, SERVER_MESSAGES.richTextTooHeavy);
  } finally {
    clearTimeout(timer);
    if (thread) stopWhenIdle();
  }
}

/**
 * Rich HTML reduced to the editor's allow-list (lib/html.ts), off the main thread. Content over the
 * contract's bounds, or too heavy to clean within the thread's heap and time, is a 413 naming `field`.
 */
export async function cleanRichText(html: string, field = 'content'): Promise<string> {
  if (!html) return '';
  const problem = richTextProblem(html);
  if (problem) throw tooLarge(field, problem);
  const turn = queue.then(() => cleanInThread(html, field));
  queue = turn.catch(() => {});
  return turn;
}
