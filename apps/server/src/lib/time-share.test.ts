import { describe, expect, it } from 'vitest';
import { createBudget, runInSlices } from './time-share.ts';

/** Holds the thread for `ms`, as synchronous work does. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
};

describe('a task run in slices of a time share (lib/time-share.ts)', () => {
  it('lets what waits on the event loop run at each pause, not between two pauses', async () => {
    const order: string[] = [];
    await runInSlices(createBudget(1, 1000), async (pause) => {
      setImmediate(() => order.push('reader'));
      busy(2);
      order.push('first step');
      // a slice shorter than asked for goes on without pausing
      await pause(10_000);
      order.push('second step');
      await pause();
      order.push('third step');
    });
    expect(order).toEqual(['first step', 'second step', 'reader', 'third step']);
  });

  it('spends each slice from the share and waits at a pause until it is earned back, the wait not spent', async () => {
    // a quarter of the time, 20 ms at once: a 40 ms slice leaves a debt of 20 ms, earned back in 80 ms
    const budget = createBudget(0.25, 20);
    let waited = 0;
    await runInSlices(budget, async (pause) => {
      busy(40);
      const before = performance.now();
      await pause();
      waited = performance.now() - before;
    });
    expect(waited).toBeGreaterThanOrEqual(70);
    // the wait was not charged (it would leave a debt of some 80 ms): only the little after the pause was
    expect(budget.leftMs).toBeGreaterThan(-5);
  });

  it('never runs a share of the whole time into debt: a long task leaves it whole', async () => {
    const budget = createBudget(1, 20);
    budget.spend(1000);
    expect(budget.leftMs).toBe(20);
  });

  it('starts a task only once some of the share is left', async () => {
    const budget = createBudget(0.25, 20);
    budget.spend(40);
    const before = performance.now();
    await runInSlices(budget, async () => {});
    expect(performance.now() - before).toBeGreaterThanOrEqual(70);
  });
});
