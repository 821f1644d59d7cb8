/**
 * A fixed number of renders at once, a bounded line of renders waiting for one, and a bound on the wait:
 * a render that cannot start soon is refused at once (the visitor gets the plain page), never queued
 * without bound, so a flood of distinct pages cannot starve other readers.
 */
export interface RenderGate {
  /** a release function once a slot is free; null when the line is full or the wait ran out */
  enter(): Promise<(() => void) | null>;
  /** renders running now */
  readonly running: number;
  /** renders waiting for a slot */
  readonly waiting: number;
}

export function createRenderGate(options: { slots: number; queue: number; maxWaitMs: number }): RenderGate {
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
