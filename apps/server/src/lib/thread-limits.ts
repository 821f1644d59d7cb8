import v8 from 'node:v8';
import type { ResourceLimits } from 'node:worker_threads';

// Memory of the server's threads (docs/decisions/0021, addendum of 2026-11-29). `npm start` runs the server
// with --max-old-space-size and --max-semi-space-size (scripts/server-process.mjs). V8 reads those flags
// again for every heap it makes, and they win over a worker's `resourceLimits`: the rendering thread and
// the sanitiser thread each had the main thread's 192 MB cap and 4 MB semi-spaces, whatever their own
// limits said. The main thread's heap is made before any of this code runs, so the flags have done their
// work there: they are cleared before the first thread starts, and each thread's own limits hold. A limit a
// thread does not name is the one the flags gave it before.

/** The heap flags this process was started with (command line or NODE_OPTIONS), in MB; read once. */
let started: { oldMb?: number; semiMb?: number } | null = null;

function heapFlag(name: string): number | undefined {
  const args = [...(process.env.NODE_OPTIONS ?? '').split(/\s+/), ...process.execArgv];
  let value: number | undefined;
  for (const arg of args) {
    const [flag, raw] = arg.replace(/_/g, '-').split('=');
    if (flag === `--${name}` && raw !== undefined && Number(raw) > 0) value = Number(raw);
  }
  return value;
}

function clearHeapFlags(): { oldMb?: number; semiMb?: number } {
  if (started) return started;
  started = { oldMb: heapFlag('max-old-space-size'), semiMb: heapFlag('max-semi-space-size') };
  // 0 is V8's "not set": a new heap then takes its isolate's resource constraints
  if (started.oldMb !== undefined) v8.setFlagsFromString('--max-old-space-size=0');
  if (started.semiMb !== undefined) v8.setFlagsFromString('--max-semi-space-size=0');
  return started;
}

/**
 * A worker's `resourceLimits`, made to hold: the process's heap flags are cleared (once) so that V8 applies
 * them. A young generation of 3 x S MB has semi-spaces of S MB (two of them, and as much for large objects).
 */
export function threadLimits(limits: ResourceLimits = {}): ResourceLimits {
  const { oldMb, semiMb } = clearHeapFlags();
  return {
    ...(oldMb === undefined ? {} : { maxOldGenerationSizeMb: oldMb }),
    ...(semiMb === undefined ? {} : { maxYoungGenerationSizeMb: semiMb * 3 }),
    ...limits,
  };
}
