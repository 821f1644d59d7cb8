/**
 * What the picture process costs a job (`npx tsx apps/server/bench/picture-process.ts`; docs/decisions/0021,
 * addendum "the picture process"): the same jobs run in this process (picture-work.ts, as the server ran them
 * before) and in the picture process (picture-jobs.ts: the bytes to the child and the answer back by IPC,
 * `serialization: 'advanced'`), alternated, medians in ms; and the first job's fork and start. The machine is
 * shared: compare the two columns of one run, not runs.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { startPictureProcess, pictureJob } from '../src/lib/picture-jobs.ts';
import { runPictureJob, type PictureRequest } from '../src/lib/picture-work.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 15);

/** A photo-like picture (noise, so it does not compress to nothing): width x height JPEG. */
const photo = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const upload = await photo(2400, 1600);
const small = await photo(640, 480);
const jobs: { name: string; request: PictureRequest }[] = [
  {
    name: `upload (${(upload.length / 1e6).toFixed(1)} MB JPEG, 2400x1600)`,
    request: { kind: 'upload', bytes: upload, maxWidth: 1600, smallWidth: 480 },
  },
  {
    name: `reader's picture (${(small.length / 1e3).toFixed(0)} KB, 640x480)`,
    request: { kind: 'lookup', bytes: small },
  },
  {
    name: 'verdict card',
    request: {
      kind: 'card',
      content: {
        title: 'ادعای فلان درباره‌ی اینترنت',
        verdict: 'نادرست',
        colour: '#c0392b',
        siteName: 'راستی',
        address: 'rasti.example',
      },
    },
  },
];

const child = startPictureProcess();
const forkStarted = performance.now();
await pictureJob(jobs[1]!.request as { kind: 'lookup'; bytes: Uint8Array }, child);
console.log(
  `first job in a new picture process (fork, start, sharp loaded, job): ${(performance.now() - forkStarted).toFixed(0)} ms`,
);
await runPictureJob(jobs[1]!.request);

console.log(`median of ${ROUNDS} runs, alternated: in this process / in the picture process (ms)`);
for (const job of jobs) {
  const here: number[] = [];
  const there: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    await runPictureJob(job.request);
    here.push(performance.now() - t);
    t = performance.now();
    await child.run(job.request);
    there.push(performance.now() - t);
  }
  const a = median(here);
  const b = median(there);
  console.log(`${job.name}: ${a.toFixed(1)} / ${b.toFixed(1)} (difference ${(b - a).toFixed(1)} ms)`);
}
await child.close();
