import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../../../scripts/server-process.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const workerUrl = pathToFileURL(path.join(here, 'stored-html-worker.ts')).href;

// The sanitiser thread under a steady run of saves, in a process with the server's flags (`npm start`'s):
// its heap is read between saves through a port of its own, beside the thread's real message handling.
const script = `
const { Worker, MessageChannel } = require('node:worker_threads');
const { port1, port2 } = new MessageChannel();
const source = ${JSON.stringify(JSON.stringify(workerUrl))};
const worker = new Worker(
  "const { workerData } = require('node:worker_threads');" +
    "workerData.heap.on('message', () => workerData.heap.postMessage(require('node:v8').getHeapStatistics().used_heap_size));" +
    "import('tsx/esm/api').then((tsx) => tsx.tsImport(" + source + ", " + source + "))",
  {
    eval: true,
    workerData: { heap: port2 },
    transferList: [port2],
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 },
  },
);
const heapMb = () => new Promise((resolve) => {
  port1.once('message', (bytes) => resolve(Math.round((bytes / 1048576) * 10) / 10));
  port1.postMessage('heap');
});
// a subject's content of a hundred paragraphs, links and things the allow-list drops
const doc = (n) => '<h2>عنوان ' + n + '</h2>' + Array.from({ length: 100 }, (_, i) =>
  '<p class="x" style="color:red">متن <b>' + i + '</b> <a href="https://example.com/' + n + '/' + i +
  '" onclick="x()">پیوند</a><script>bad()</script></p>').join('');
const waiting = new Map();
let ready;
worker.on('message', (m) => (m.ready ? ready() : waiting.get(m.id)(m)));
const clean = (id, html) => new Promise((resolve) => {
  waiting.set(id, resolve);
  worker.postMessage({ id, html: [html] });
});
(async () => {
  await new Promise((resolve) => (ready = resolve));
  const seen = [];
  for (let n = 1; n <= 1000; n++) {
    const answer = await clean(n, doc(n));
    if (!answer.clean || answer.clean[0].includes('script')) throw new Error('not cleaned');
    if (n % 50 === 0) seen.push(await heapMb());
  }
  console.log(JSON.stringify(seen));
  await worker.terminate();
  process.exit(0);
})();
`;

const heapsUnder = (flags: string[]): number[] => {
  const run = spawnSync(process.execPath, [...flags, '--import', 'tsx', '--eval', script], {
    cwd: path.resolve(here, '../..'),
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]') as number[];
};

describe("the sanitiser thread's heap under steady saves (lib/stored-html-worker.ts)", () => {
  it('collects its garbage once it has grown by 2 MB, where V8 alone lets it grow by 8', () => {
    const flags = serverNodeFlags({});
    expect(flags).toContain('--expose-gc');
    const collected = heapsUnder(flags);
    const alone = heapsUnder(flags.filter((flag: string) => flag !== '--expose-gc'));
    expect(collected).toHaveLength(20);
    expect(alone).toHaveLength(20);
    // with the server's flags the heap stays within 2 MB of garbage (and the young generation's few MB)
    expect(Math.max(...collected) - Math.min(...collected)).toBeLessThan(5);
    // the same saves without gc(): V8's own schedule lets the old generation fill with garbage first
    expect(Math.max(...alone) - Math.min(...alone)).toBeGreaterThan(5);
  }, 240_000);
});
