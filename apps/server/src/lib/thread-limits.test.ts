import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../../../scripts/server-process.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

// A process started with the server's own flags (`npm start`'s), which this test process does not have: each
// worker reports the heap V8 gave it.
const script = `
const v8 = require('node:v8');
const { Worker } = require('node:worker_threads');
const heapOf = (resourceLimits) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(
      "require('node:worker_threads').parentPort.postMessage(require('node:v8').getHeapStatistics().heap_size_limit)",
      { eval: true, resourceLimits },
    );
    worker.once('message', (bytes) => resolve(Math.round(bytes / 1048576)));
    worker.once('error', reject);
  });
(async () => {
  const { threadLimits } = await import(${JSON.stringify(path.join(here, 'thread-limits.ts'))});
  const mainBefore = Math.round(v8.getHeapStatistics().heap_size_limit / 1048576);
  const rendering = await heapOf(threadLimits({ maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 12 }));
  const unnamed = threadLimits();
  const unnamedHeap = await heapOf(unnamed);
  const mainAfter = Math.round(v8.getHeapStatistics().heap_size_limit / 1048576);
  console.log(JSON.stringify({ mainBefore, mainAfter, rendering, unnamed, unnamedHeap }));
})();
`;

describe("a worker thread's heap limits (lib/thread-limits.ts)", () => {
  it('hold under the server’s heap flags, which V8 would otherwise give every thread', () => {
    const run = spawnSync(process.execPath, [...serverNodeFlags({}), '--import', 'tsx', '--eval', script], {
      cwd: path.resolve(here, '../..'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const seen = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    // the main thread keeps its 192 MB cap (and 2 MB semi-spaces: 6 MB more in the limit)
    expect(seen.mainBefore).toBe(198);
    expect(seen.mainAfter).toBe(198);
    // a rendering thread's 32 MB (+ 12 MB young), not the main thread's 192 MB
    expect(seen.rendering).toBe(44);
    // a thread that names no limits gets what the flags gave it before
    expect(seen.unnamed).toEqual({ maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 6 });
    expect(seen.unnamedHeap).toBe(198);
  });
});
