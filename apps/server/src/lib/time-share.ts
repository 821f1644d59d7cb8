/**
 * A share of the server's time for one kind of background or untrusted work: each task spends the time it
 * took, the budget is earned back at `shareOfTime` of the wall clock up to a burst of `burstMs`. The public
 * searches are refused when it is spent (plugins/search-gate.ts); the tipline bots wait for it to be earned
 * back (features/tipline-bot), so a flood of messenger updates never holds more than its share of the
 * thread that PGlite and the web readers run on.
 */
export interface TimeBudget {
  /** the time the work may still take now, in ms */
  readonly leftMs: number;
  spend(ms: number): void;
  /** resolves once some of the budget is left (at once when it is) */
  earned(): Promise<void>;
}

/**
 * `maxDebtMs` bounds what one long task can owe (and so the wait after it); a share of 1 or more is the
 * whole time, no limit: it never runs into debt, so it never makes anyone wait nor refuses anyone (the
 * tests' servers use it, where one search on a busy machine can take longer than a burst).
 */
export function createBudget(shareOfTime: number, burstMs: number, maxDebtMs = Infinity): TimeBudget {
  if (shareOfTime >= 1)
    return {
      leftMs: burstMs,
      spend() {},
      async earned() {},
    };
  let left = burstMs;
  let at = performance.now();
  const refill = () => {
    const now = performance.now();
    left = Math.min(burstMs, left + (now - at) * shareOfTime);
    at = now;
  };
  return {
    get leftMs() {
      refill();
      return left;
    },
    spend(ms) {
      refill();
      left = Math.max(-maxDebtMs, left - ms);
    },
    async earned() {
      refill();
      if (left > 0 || shareOfTime >= 1) return;
      // the time until the debt is paid back, plus a little
      await new Promise((r) => setTimeout(r, -left / shareOfTime + 1));
    },
  };
}

/**
 * A task's pause between two of its steps (runInSlices); with `afterMs`, only when its slice has already
 * run that long (a long loop asks on every turn and pauses every few milliseconds).
 */
export type Pause = (afterMs?: number) => Promise<void>;

/** A pause that never pauses: for work done outside a time share (a web request's own). */
export const noPause: Pause = async () => {};

/**
 * Runs `task` within the budget in slices: it starts once some of the budget is left, and each pause it
 * makes spends the time since its last pause (or its start), lets the event loop serve what waits (a web
 * reader's request, a query's answer) and, when the budget is spent, waits until some is earned back.
 * Between two pauses the task holds the thread alone, so it pauses between its steps (its queries, every
 * few milliseconds of a long loop): a reader waits behind one slice, never behind the whole task.
 */
export async function runInSlices<T>(budget: TimeBudget, task: (pause: Pause) => Promise<T>): Promise<T> {
  await budget.earned();
  let since = performance.now();
  const pause: Pause = async (afterMs = 0) => {
    const now = performance.now();
    if (now - since < afterMs) return;
    budget.spend(now - since);
    await new Promise<void>((resolve) => setImmediate(resolve));
    await budget.earned();
    since = performance.now();
  };
  try {
    return await task(pause);
  } finally {
    budget.spend(performance.now() - since);
  }
}
