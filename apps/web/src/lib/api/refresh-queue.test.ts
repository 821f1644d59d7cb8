import { describe, expect, it, vi } from 'vitest';
import { createRefreshQueue } from './refresh-queue';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createRefreshQueue', () => {
  it('runs one refresh for callers that arrive while it is in flight', async () => {
    const gate = deferred<string>();
    const refresh = vi.fn(() => gate.promise);
    const queue = createRefreshQueue(refresh);

    const first = queue.run();
    const second = queue.run();
    expect(queue.inFlight).toBe(true);
    gate.resolve('new-token');

    await expect(Promise.all([first, second])).resolves.toEqual(['new-token', 'new-token']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(queue.inFlight).toBe(false);
  });

  it('starts a new refresh once the previous one has finished', async () => {
    const refresh = vi.fn().mockResolvedValueOnce('a').mockResolvedValueOnce('b');
    const queue = createRefreshQueue(refresh);
    await expect(queue.run()).resolves.toBe('a');
    await expect(queue.run()).resolves.toBe('b');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('rejects every waiting caller when the refresh fails, then allows a new try', async () => {
    const gate = deferred<string>();
    const refresh = vi.fn(() => gate.promise);
    const queue = createRefreshQueue(refresh);
    const waiting = [queue.run(), queue.run()];
    gate.reject(new Error('refused'));
    for (const promise of waiting) await expect(promise).rejects.toThrow('refused');
    expect(queue.inFlight).toBe(false);
    refresh.mockResolvedValueOnce('later');
    await expect(queue.run()).resolves.toBe('later');
  });
});
