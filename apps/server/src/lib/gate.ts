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

export function createGate(options: { slots: number; queue: number; maxWaitMs: number }): Gate {
  let running = 0;
  const line: { admit: () => void; timer: NodeJS.Timeout }[] = [];

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
    return () => {
      if (done) return;
      done = true;
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
