/**
 * The sanitiser thread's heap (docs/decisions/0029, addendum of 2026-11-29): a worker thread like the
 * server's (lib/sanitiser-thread.ts) loads lib/html.ts, cleans the largest document the bounds let through,
 * then a few hundred ordinary ones, and reports its heap (V8's own figures, after a full collection) at each
 * step (the worker carries tsx's loader, about 22 MB before anything is loaded); then the smallest
 * old-generation limit, of a few tried, under which the built thread (dist/stored-html-worker.mjs, built
 * first) still cleans the largest document. Runnable alone:
 *
 *   NODE_OPTIONS=--expose-gc npx tsx apps/server/bench/sanitiser-heap.ts [path/to/html.ts]
 *
 * The largest document: 8 MB, a multipart rich field's bound (lib/multipart.ts), of which 1 MB of text
 * (LIMITS.richTextMaxChars) in 4 700 paragraphs nested 40 deep, and 7 MB of inline data-URL images (not
 * counted by the bounds; kept by the cleaning), with a hundred images whose source is not allowed.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LIMITS, richTextBounds } from '@rasti/contract';
import { HTML_CLEANER_LIMITS } from '../src/lib/html-cleaner.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const module = pathToFileURL(path.resolve(process.argv[2] ?? path.join(here, '../src/lib/html.ts'))).href;

function largestDocument(): string {
  const depth = LIMITS.richTextMaxDepth - 1;
  const paragraphs = 4_700;
  const text = 'متن فارسی با نیم‌فاصله، ';
  const perParagraph = Math.floor((LIMITS.richTextMaxChars - 250_000) / paragraphs / text.length);
  const image = `<img src="data:image/png;base64,${'A'.repeat(70_000)}" alt="تصویر">`;
  const parts = ['<span>'.repeat(depth)];
  for (let i = 0; i < paragraphs; i++) {
    parts.push(`<p style="text-align: right" onclick="x()">${text.repeat(perParagraph)}</p>`);
    if (i % 49 === 0) parts.push(image, '<img src="x" onerror="x()">');
  }
  parts.push('</span>'.repeat(depth));
  return parts.join('');
}

const ordinary = (i: number) =>
  `<h2>عنوان ${i}</h2>` +
  `<p style="text-align: justify">${'یک جملهٔ معمولی از متن بررسی، با <strong>پررنگ</strong> و <a href="https://example.ir/a">پیوند</a>. '.repeat(40)}</p>` +
  `<ul>${'<li>مورد <em>کج</em></li>'.repeat(10)}</ul><p><img src="/media/subjects/${i}.webp" alt="تصویر"></p>`;

const WORKER = `
const v8 = require('node:v8');
const { parentPort, workerData } = require('node:worker_threads');
const heap = () => {
  const before = v8.getHeapStatistics();
  globalThis.gc?.();
  globalThis.gc?.();
  const after = v8.getHeapStatistics();
  return { totalBeforeGc: before.total_heap_size, used: after.used_heap_size, total: after.total_heap_size };
};
import('tsx/esm/api').then(async (tsx) => {
  const { cleanHtml } = await tsx.tsImport(workerData.module, workerData.module);
  const steps = { start: heap() };
  cleanHtml('<p></p>');
  steps.loaded = heap();
  if (workerData.largest) {
    const started = performance.now();
    const out = cleanHtml(workerData.largest);
    steps.largestMs = Math.round(performance.now() - started);
    steps.largestOutMb = out.length / 1e6;
    steps.largest = heap();
  }
  for (let i = 0; i < workerData.ordinary.length; i++) cleanHtml(workerData.ordinary[i]);
  steps.ordinary = heap();
  parentPort.postMessage(steps);
});
`;

function run(
  largest: string | null,
  ordinaryDocs: string[],
  oldMb?: number,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { module, largest, ordinary: ordinaryDocs },
      resourceLimits: oldMb
        ? { maxOldGenerationSizeMb: oldMb, maxYoungGenerationSizeMb: 4 }
        : { maxYoungGenerationSizeMb: 4 },
    });
    worker.once('message', (steps) => {
      void worker.terminate();
      resolve(steps);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`exit ${code}`)));
  });
}

const mb = (bytes: unknown) => Math.round((Number(bytes) / 2 ** 20) * 10) / 10;
const largest = largestDocument();
console.log(
  `module ${path.relative(process.cwd(), fileURLToPath(module))}; largest document ${mb(largest.length)} MB of text ` +
    `(bounds: ${richTextBounds(largest) ?? 'within'}), 300 ordinary of ${Math.round(ordinary(1).length / 1000)} KB`,
);
if (!globalThis.gc) console.log('(no --expose-gc: figures are before a full collection)');
const steps = await run(
  largest,
  Array.from({ length: 300 }, (_, i) => ordinary(i)),
);
for (const [step, value] of Object.entries(steps)) {
  if (typeof value !== 'object' || value === null) console.log(`${step}: ${value}`);
  else {
    const h = value as Record<string, number>;
    console.log(
      `${step}: used ${mb(h.used)} MB, heap ${mb(h.total)} MB (${mb(h.totalBeforeGc)} MB before the collection)`,
    );
  }
}
// The limit: the built thread the server runs (dist/stored-html-worker.mjs, no TypeScript loader beside it),
// its young generation as the server gives it, the largest document sent as a save sends it.
// @ts-expect-error: a plain JavaScript build script, without type declarations
const { buildServer } = (await import('../build.mjs')) as { buildServer(): Promise<string> };
await buildServer();
const built = new URL('../dist/stored-html-worker.mjs', import.meta.url);
const cleanIn = (oldMb: number) =>
  new Promise<void>((resolve, reject) => {
    const worker = new Worker(built, {
      resourceLimits: {
        maxOldGenerationSizeMb: oldMb,
        maxYoungGenerationSizeMb: HTML_CLEANER_LIMITS.youngMb,
      },
    });
    worker.on('message', (answer: { ready?: true; clean?: string[]; error?: string }) => {
      if (answer.ready) return worker.postMessage({ id: 1, html: [largest] });
      void worker.terminate();
      if (answer.clean) resolve();
      else reject(new Error(answer.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`exit ${code}`)));
  });
for (const limit of [16, 24, 32, 40, 48, 56, 64, 96]) {
  try {
    await cleanIn(limit);
    console.log(`built thread: largest document cleaned with an old generation of ${limit} MB`);
    break;
  } catch (err) {
    console.log(`built thread, old generation of ${limit} MB: ${(err as Error).message}`);
  }
}
