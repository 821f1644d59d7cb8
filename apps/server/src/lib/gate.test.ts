import { describe, expect, it, vi } from 'vitest';
import { createGate } from './gate.ts';

describe('a gate', () => {
  it('lets `slots` renders run, lines up `queue` more, and refuses the next at once', async () => {
    const gate = createGate({ slots: 2, queue: 1, maxWaitMs: 60_000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    const third = gate.enter();
    expect(gate.waiting).toBe(1);
    expect(await gate.enter()).toBeNull();

    first?.();
    const admitted = await third;
    expect(admitted).toBeTypeOf('function');
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(0);
    // releasing twice frees one slot, not two
    second?.();
    second?.();
    admitted?.();
    expect(gate.running).toBe(0);
  });

  it('refuses a render that waited too long, and the line moves on without it', async () => {
    vi.useFakeTimers();
    try {
      const gate = createGate({ slots: 1, queue: 4, maxWaitMs: 100 });
      const release = await gate.enter();
      const late = gate.enter();
      vi.advanceTimersByTime(101);
      expect(await late).toBeNull();
      expect(gate.waiting).toBe(0);
      release?.();
      expect(gate.running).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses everything beyond the slots with no line at all', async () => {
    const gate = createGate({ slots: 1, queue: 0, maxWaitMs: 1000 });
    expect(await gate.enter()).toBeTypeOf('function');
    expect(await gate.enter()).toBeNull();
  });

  it('with foreseeWait, refuses at once a task that could not start within its wait, and lines up one that could', async () => {
    vi.useFakeTimers();
    try {
      const gate = createGate({ slots: 2, queue: 100, maxWaitMs: 100, foreseeWait: true });
      // two tasks that each hold their slot 40 ms: the gate learns a slot is held about 40 ms
      for (let i = 0; i < 2; i++) {
        const release = await gate.enter();
        vi.advanceTimersByTime(40);
        release?.();
      }
      const a = await gate.enter();
      const b = await gate.enter();
      // in line: the first two rounds of two (waits of about 40 and 80 ms) are kept
      const waiting = [gate.enter(), gate.enter(), gate.enter(), gate.enter()];
      expect(gate.waiting).toBe(4);
      // a third round would wait about 120 ms, past the 100 ms allowed: refused now, not after 100 ms
      expect(await gate.enter()).toBeNull();
      expect(gate.waiting).toBe(4);
      a?.();
      b?.();
      const admitted = await Promise.all(waiting.slice(0, 2));
      expect(admitted.every((r) => typeof r === 'function')).toBe(true);
      for (const r of admitted) r?.();
      for (const r of await Promise.all(waiting.slice(2))) r?.();
      expect(gate.running).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without foreseeWait, the same line is kept until it is full', async () => {
    vi.useFakeTimers();
    try {
      const gate = createGate({ slots: 2, queue: 100, maxWaitMs: 100 });
      for (let i = 0; i < 2; i++) {
        const release = await gate.enter();
        vi.advanceTimersByTime(40);
        release?.();
      }
      await gate.enter();
      await gate.enter();
      for (let i = 0; i < 5; i++) void gate.enter();
      expect(gate.waiting).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });
});
