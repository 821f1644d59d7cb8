import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoundedLocalStore, LOCAL_LIMIT_SWEEP_MS } from './rate-limit.ts';

// The process's own rate-limit counters (no Redis, or Redis down) hold only the addresses whose window is
// still open: an ended count is dropped by a later count instead of staying until newer addresses push it
// out, and no answer changes. The clock is vitest's, so a window ends exactly when the test says.

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

const count = (store: FastifyRateLimitStore, address: string, windowMs: number, max = 5) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(
      address,
      (err, result) => (err || !result ? reject(err ?? new Error('no count')) : resolve(result)),
      windowMs,
      max,
    ),
  );

/** a route's counter as the plugin makes it: a child of the first store, with no options of its own */
const routeCounter = () => new BoundedLocalStore().child({} as unknown as RouteOptions) as BoundedLocalStore;

describe('A route counter in the process', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops the addresses whose window has ended, keeps those still counting, and counts as before', async () => {
    const route = routeCounter();
    const window = 200;
    expect((await count(route, 'a', window)).current).toBe(1);
    expect((await count(route, 'a', window)).current).toBe(2);
    await count(route, 'b', window);
    vi.advanceTimersByTime(120);
    await count(route, 'c', window);
    expect(route.size).toBe(3);
    // a's and b's windows end at 200 ms, c's at 320
    vi.advanceTimersByTime(100);
    await count(route, 'd', window);
    expect(route.size).toBe(2);
    // c kept its count; a starts again at 1, as the plugin's store counts an ended window
    expect((await count(route, 'c', window)).current).toBe(2);
    expect((await count(route, 'a', window)).current).toBe(1);
  });

  it(`looks for ended windows at most once a window, and at least every ${LOCAL_LIMIT_SWEEP_MS / 1000} s`, async () => {
    const hour = 60 * 60_000;
    const route = routeCounter();
    for (const address of ['a', 'b', 'c']) await count(route, address, hour);
    vi.advanceTimersByTime(hour - LOCAL_LIMIT_SWEEP_MS / 2);
    await count(route, 'd', hour);
    // the three windows are still open after the sweep of a minute
    expect(route.size).toBe(4);
    vi.advanceTimersByTime(LOCAL_LIMIT_SWEEP_MS);
    await count(route, 'e', hour);
    expect(route.size).toBe(2);
    // a minute's window, counted often, is looked at once a minute only: an ended count waits for it
    const minute = 60_000;
    const busy = routeCounter();
    await count(busy, 'x', minute);
    vi.advanceTimersByTime(30_000);
    await count(busy, 'y', minute);
    vi.advanceTimersByTime(31_000);
    await count(busy, 'z', minute);
    expect(busy.size).toBe(2);
    // y's window ended at 90 s, the last look was at 61 s
    vi.advanceTimersByTime(30_000);
    await count(busy, 'w', minute);
    expect(busy.size).toBe(3);
    vi.advanceTimersByTime(30_000);
    await count(busy, 'v', minute);
    expect(busy.size).toBe(2);
  });

  it("takes the plugin's options and each route's (an object each) as the plugin's own store does", async () => {
    // the plugin makes the first store with its global options: continueExceeding off stays off
    const root = new BoundedLocalStore({ continueExceeding: false, exponentialBackoff: false });
    for (let i = 0; i < 3; i++) await count(root, 'a', 1000, 2);
    vi.advanceTimersByTime(600);
    expect((await count(root, 'a', 1000, 2)).ttl).toBe(400);
    const route = root.child({ continueExceeding: false } as unknown as RouteOptions);
    for (let i = 0; i < 3; i++) await count(route, 'a', 1000, 2);
    vi.advanceTimersByTime(600);
    // over the limit, the window is not restarted: it ends 1 000 ms after the first count
    expect((await count(route, 'a', 1000, 2)).ttl).toBe(400);
    const exceeding = root.child({ continueExceeding: true } as unknown as RouteOptions);
    for (let i = 0; i < 3; i++) await count(exceeding, 'a', 1000, 2);
    vi.advanceTimersByTime(600);
    expect((await count(exceeding, 'a', 1000, 2)).ttl).toBe(1000);
  });
});
