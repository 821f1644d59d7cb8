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
});
