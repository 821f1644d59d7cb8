/**
 * A fixed number of tasks at once, a bounded line of tasks waiting for one, and a bound on the wait: a task
 * that cannot start soon is refused at once, never queued without bound, so a flood cannot starve other
 * readers. The server's renders go through one (a refused render is the plain page), the public searches
 * through another (plugins/search-gate.ts: a refused search is a 429).
 */
export interface Gate {
  /** a release function once a slot is free; null when the line is full or the wait ran out */
  enter(): Promise<(() => void) | null>;
  /** tasks running now */
  readonly running: number;
  /** tasks waiting for a slot */
  readonly waiting: number;
}

export interface GateOptions {
  slots: number;
  queue: number;
  maxWaitMs: number;
  /**
   * Refuse at once a task whose wait, foreseen from how long recent tasks held their slot, would run past
   * `maxWaitMs`: it would be refused then anyway, after making its visitor wait. Without it, a task is refused
   * only when the line is full or its wait has run out.
   */
  foreseeWait?: boolean;
}

/** How much each finished task moves the running average of a slot's holding time (an exponential average). */
const HOLD_WEIGHT = 0.1;

export function createGate(options: GateOptions): Gate {
  let running = 0;
  const line: { admit: () => void; timer: NodeJS.Timeout }[] = [];
  // the running average of how long a task holds its slot, ms (0 until one has finished)
  let holdMs = 0;

  /** the wait a task entering the line now can expect: the rounds of `slots` tasks ahead of it */
  const foreseenWait = () => Math.ceil((line.length + 1) / options.slots) * holdMs;

  const release = () => {
    const next = line.shift();
    if (next) {
      clearTimeout(next.timer);
      // the slot passes straight to the next in line
      next.admit();
    } else running--;
  };
  const once = () => {
    let done = false;
    const since = performance.now();
    return () => {
      if (done) return;
      done = true;
      const held = performance.now() - since;
      holdMs = holdMs === 0 ? held : holdMs + HOLD_WEIGHT * (held - holdMs);
      release();
    };
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
    enter() {
      if (running < options.slots) {
        running++;
        return Promise.resolve(once());
      }
      if (line.length >= options.queue) return Promise.resolve(null);
      if (options.foreseeWait && foreseenWait() > options.maxWaitMs) return Promise.resolve(null);
      return new Promise((resolve) => {
        const place = {
          admit: () => resolve(once()),
          timer: setTimeout(() => {
            line.splice(line.indexOf(place), 1);
            resolve(null);
          }, options.maxWaitMs),
        };
        line.push(place);
      });
    },
  };
}
