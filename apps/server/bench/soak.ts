/**
 * The memory soak (`npm run soak -- --minutes N`, default 60; the bench runs a shorter one): the real
 * server, built as `npm start` runs it, in production mode on PGlite, under a mixed load from this
 * process for N minutes, its resident memory (RSS) sampled every few seconds. It prints the start (after
 * the warm-up read of the ids, before the load), the peak and the end, and the first half's and the second
 * half's average, peak and trend (the least-squares slope, per ten minutes, which tells a warm-up that ends
 * from a growth that goes on): the target is under 250 MB throughout and no growth from one half to the next.
 * Beside it, sampled the same way, the resident memory of the server's child processes summed (the picture
 * process and the OCR: docs/decisions/0021, addendum "the picture process"), which the target does not count
 * but a reader of the figures must see.
 *
 * The site: a fresh data folder (SOAK_DATA_DIR, default data-soak/, copied
 * afresh at the start from <folder>-seeded/, which is seeded once) with the demo data (seeded by a
 * development start) and a mid-size catalogue on top (seed-large.ts, SOAK_SUBJECTS subjects, default 3 000,
 * with five sources each). The load, two parts side by side:
 * - readers (autocannon, SOAK_CONNECTIONS connections, default 6; each asks again as soon as it is answered,
 *   or, with `--rate R` or SOAK_RATE, all of them together at R requests a second: docs/decisions/0044):
 *   subject and report pages of many
 *   distinct ids, category lists, list pages in other sizes and orders, searches, the search suggestions,
 *   the 'already checked?' text API, the RSS feeds and sitemap, the verdict cards' addresses, uploaded
 *   pictures, the other public pages; each from one of thousands of client addresses (X-Forwarded-For,
 *   the server trusting the loopback proxy), as readers behind a proxy come;
 * - the newsroom and askers, one action at a time (about one a second): sign-ins of ever new numbers (the
 *   code read from a Kavenegar stand-in on 127.0.0.1), staff writing subjects with a new picture each time
 *   (create, then edit), asks with a picture whose temporary token is attached after a sign-in, 'already
 *   checked?' with a picture (read by the OCR), verdict cards followed to their picture.
 * The machine is shared: the memory figures mean something, the speeds do not (none is printed as a target).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import sharp from 'sharp';
import type { ServerProcess } from '../test/crash/server-process.ts';
import { startBuiltServer } from './bench-servers.ts';
import { childPids, memoryTargetMb, procStatusMb, slope } from './figures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

export interface SoakFigures {
  minutes: number;
  subjects: number;
  connections: number;
  /** the readers' requests a second, all connections together; 0: each asks again once answered (closed) */
  rate: number;
  /** RSS in MB */
  startMb: number;
  peakMb: number;
  endMb: number;
  /** the kernel's high-water mark at the end (VmHWM): the most RSS the server held, its start included */
  highWaterMb: number;
  /** the Node.js that ran the server (its flags depend on the V8 inside: serverNodeFlags) */
  node: string;
  /** the peak's target for that Node (memoryTargetMb) */
  targetMb: number;
  /** trendMbPer10Min: the half's least-squares slope, so a warm-up is told from a leak */
  firstHalf: { averageMb: number; peakMb: number; trendMbPer10Min: number };
  secondHalf: { averageMb: number; peakMb: number; trendMbPer10Min: number };
  /** one sample a minute (the last of each minute), for the shape of the curve */
  perMinuteMb: number[];
  /** the server's child processes (picture process, OCR), their RSS summed at each sample, in MB */
  children: { startMb: number; peakMb: number; endMb: number; perMinuteMb: number[] };
  readers: { requests: number; errors: number; non2xx: number; errorsAt: string[] };
  actions: Record<string, { ok: number; failed: number }>;
}

interface SoakOptions {
  minutes: number;
  subjects?: number;
  connections?: number;
  /** readers' requests a second, all connections together (autocannon's overallRate); 0 or none: closed */
  rate?: number;
  sampleMs?: number;
  dataDir?: string;
  log?: (line: string) => void;
}

/** The server's child processes' resident memory summed, in MB (0 when it has none running). */
const childrenRssMb = (pid: number): number =>
  childPids(pid).reduce((sum, child) => sum + procStatusMb(child), 0);

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (mb: number) => Math.round(mb * 10) / 10;

/** A stand-in for Kavenegar's verify/lookup and sms/send on 127.0.0.1: it keeps the last code per number. */
async function smsPeer(): Promise<{ url: string; codes: Map<string, string>; close(): Promise<void> }> {
  const codes = new Map<string, string>();
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    for await (const _ of req) {
      // the body is not needed
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.endsWith('/verify/lookup.json')) {
      codes.set(url.searchParams.get('receptor') ?? '', url.searchParams.get('token') ?? '');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 1 }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    codes,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The demo data (a development start seeds it), then the mid-size catalogue on top. */
async function prepareSite(dataDir: string, subjects: number, log: (line: string) => void): Promise<void> {
  // seeded once into <dataDir>-seeded (its marker says how large), copied afresh for every run
  const seeded = `${dataDir}-seeded`;
  const marker = path.join(seeded, 'soak-seed.json');
  const wanted = JSON.stringify({ subjects });
  if (!(existsSync(marker) && readFileSync(marker, 'utf8') === wanted)) {
    await seedSite(seeded, subjects, log);
    writeFileSync(marker, wanted);
  }
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(seeded, dataDir, { recursive: true });
}

async function seedSite(dataDir: string, subjects: number, log: (line: string) => void): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  log(`seeding the demo data into ${path.relative(root, dataDir)}…`);
  const seeding = await startBuiltServer({ NODE_ENV: 'development', DATA_DIR: dataDir, SEED_DEMO: 'true' });
  await seeding.stop('SIGTERM');
  log(`adding ${subjects} subjects and ${subjects * 5} sources…`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/db/seed-large.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_SUBJECTS: String(subjects),
        SEED_SOURCES: String(subjects * 5),
      },
    },
  );
  if (result.status !== 0) throw new Error('seeding the soak data set failed');
}

function ensureWebBuild(webDist: string, log: (line: string) => void): void {
  if (
    existsSync(path.join(webDist, 'index.html')) &&
    existsSync(path.join(webDist, '.ssr', 'entry-server.js'))
  )
    return;
  log('building the web app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
}

async function json<T>(url: string, init?: RequestInit): Promise<T | null> {
  try {
    const res = await fetch(url, init);
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

/** Ids of published rows from a public list, 100 a page. */
async function listIds(base: string, list: string, wanted: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < wanted; page++) {
    const rows = await json<{ id: number }[]>(
      `${base}${list}${list.includes('?') ? '&' : '?'}page=${page}&page_size=100`,
    );
    if (!rows?.length) break;
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** A different small picture each time (noise and a colour), as a camera would give. */
async function picture(n: number): Promise<Buffer> {
  const width = 320 + (n % 7) * 16;
  const height = 240 + (n % 5) * 16;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 31 + n * 97 + ((i / width) | 0) * 7) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const blob = (bytes: Buffer, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

export async function runSoak(options: SoakOptions): Promise<SoakFigures> {
  const log = options.log ?? ((line: string) => console.log(line));
  const minutes = options.minutes;
  const subjectsToSeed = options.subjects ?? Number(process.env.SOAK_SUBJECTS ?? 3000);
  const connections = options.connections ?? Number(process.env.SOAK_CONNECTIONS ?? 6);
  const rate = options.rate ?? Number(process.env.SOAK_RATE ?? 0);
  const sampleMs = options.sampleMs ?? 5000;
  const dataDir = options.dataDir ?? path.resolve(root, process.env.SOAK_DATA_DIR ?? 'data-soak');
  const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');

  ensureWebBuild(webDist, log);
  await prepareSite(dataDir, subjectsToSeed, log);
  const sms = await smsPeer();
  let server: ServerProcess | null = null;
  try {
    server = await startBuiltServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: webDist,
      SMS_SENDER: 'kavenegar',
      KAVENEGAR_API_KEY: 'soak',
      KAVENEGAR_BASE_URL: sms.url,
      // the readers' addresses come in X-Forwarded-For, as behind a proxy
      TRUST_PROXY: '127.0.0.1',
      // the soak signs in far more often than a newsroom: the code limits would only refuse it
      SIGNIN_CODES_PER_IP_PER_HOUR: '100000',
      SIGNIN_CODES_PER_MOBILE_PER_HOUR: '100000',
      SIGNIN_SMS_PER_HOUR: '0',
      LOG_LEVEL: 'warn',
      ...(process.env.SOAK_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SOAK_NODE_OPTIONS } : {}),
    });
    const base = server.url;
    const pid = server.child.pid ?? 0;
    log(`server (production, PGlite) at ${base}, pid ${pid}`);

    // what the readers ask for
    const subjectIds = await listIds(base, '/api/public/public-news-subject/', 3000);
    const reviewIds = await listIds(base, '/api/public/public-news-review/', 2000);
    const categories = (await json<{ id: number }[]>(`${base}/api/public/public-category/`)) ?? [];
    const categoryIds = categories.map((c) => c.id);
    const evaluations = (await json<{ id: number }[]>(`${base}/api/public/public-Review-Result`)) ?? [];
    const pictureAddresses = new Set<string>();
    for (const id of subjectIds.slice(0, 40)) {
      const detail = await json<Record<string, unknown>>(`${base}/api/public/public-news-subject/${id}/`);
      for (const match of JSON.stringify(detail ?? {}).matchAll(/"(\/media\/[^"]+)"/g))
        pictureAddresses.add(match[1] as string);
    }
    const pictures = [...pictureAddresses];
    log(
      `${subjectIds.length} subjects, ${reviewIds.length} reports, ${categoryIds.length} categories, ` +
        `${pictures.length} pictures to read`,
    );
    if (!subjectIds.length || !reviewIds.length || !categoryIds.length || !evaluations.length)
      throw new Error('the soak site has no published subjects, reports, categories or evaluations');

    const words = ['قیمت', 'بنزین', 'واکسن', 'دلار', 'مدارس', 'سیل', 'تهران', 'یارانه', 'کنکور', 'اینترنت'];
    const claims = [
      'قیمت بنزین از فردا افزایش می‌یابد',
      'واکسن کرونا باعث ناباروری می‌شود',
      'مدارس تهران فردا تعطیل است',
      'یارانه نقدی این ماه قطع می‌شود',
      'تصویر سیل خوزستان مربوط به امسال است',
    ];
    const html = (p: string) => ({ path: p, accept: 'text/html' });
    const api = (p: string) => ({ path: p, accept: 'application/json' });
    const q = encodeURIComponent;
    const readerRequests: (() => { path: string; accept: string })[] = [
      () => html(`/news-subject-page/${pick(subjectIds)}`),
      () => html(`/news-subject-page/${pick(subjectIds)}`),
      () => html(`/report/${pick(reviewIds)}`),
      () => html(`/report/${pick(reviewIds)}`),
      () => html(`/news-subjects?category=${pick(categoryIds)}`),
      () =>
        html(
          pick([
            '/',
            '/news-subjects',
            '/news-reports',
            '/corrections',
            '/media',
            '/facuality-list',
            '/ask-me',
          ]),
        ),
      () => api(`/api/public/public-news-subject/${pick(subjectIds)}/`),
      () => api(`/api/public/public-news-review/${pick(reviewIds)}/`),
      () =>
        api(
          `/api/public/public-news-subject/?page=${1 + Math.floor(Math.random() * 50)}&page_size=${pick([6, 12, 20])}` +
            pick(['', '&views=true', '&most_wanted=true', `&category=${pick(categoryIds)}`]),
        ),
      () => api(`/api/public/public-news-subject/?search=${q(`${pick(words)} ${pick(words)}`)}`),
      () => api(`/api/public/public-news-review/?search=${q(pick(words))}`),
      () => api(`/api/public/search/?q=${q(pick(words))}`),
      () => api(`/api/public/public-user-question/similar/?text=${q(pick(claims))}`),
      () => api('/api/public/home/'),
      () => ({
        path: pick(['/rss.xml', `/rss.xml?category=${pick(categoryIds)}`, '/sitemap.xml']),
        accept: '*/*',
      }),
      () => ({ path: `/og/report/${pick(reviewIds)}.png`, accept: 'image/*' }),
      () => ({ path: pictures.length ? pick(pictures) : '/robots.txt', accept: 'image/*' }),
    ];
    const clientAddress = () =>
      `10.${Math.floor(Math.random() * 20)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

    // the newsroom's and the askers' actions
    const actions: Record<string, { ok: number; failed: number }> = {};
    /** the last failure of each action since the last progress line */
    const failures = new Map<string, string>();
    const count = (name: string, ok: boolean) => {
      actions[name] ??= { ok: 0, failed: 0 };
      actions[name][ok ? 'ok' : 'failed']++;
    };
    const post = (url: string, body: unknown, access?: string) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': clientAddress(),
          ...(access ? { authorization: `Bearer ${access}` } : {}),
        },
        body: JSON.stringify(body),
      });
    /** a session's access token: the code asked for, read from the SMS stand-in, and verified */
    const signIn = async (mobile: string): Promise<string> => {
      sms.codes.delete(mobile);
      await answered(await post('/api/accounts/users/request_authentication/', { mobile }), 200);
      for (let i = 0; i < 100 && !sms.codes.has(mobile); i++) await sleep(100);
      const otp = sms.codes.get(mobile);
      if (!otp) throw new Error(`no code sent to ${mobile}`);
      const verified = await post('/api/accounts/users/verify_authentication/', { mobile, otp });
      return (JSON.parse(await answered(verified, 200)) as { access: string }).access;
    };
    let staffToken = '';
    let staffSignedInAt = 0;
    const staff = async () => {
      if (!staffToken || Date.now() - staffSignedInAt > 4 * 60_000) {
        staffToken = await signIn(pick(['09120000002', '09120000003']));
        staffSignedInAt = Date.now();
      }
      return staffToken;
    };
    /** the answer read whole; one of `statuses`, or an error naming what came instead */
    const answered = async (res: Response, ...statuses: number[]) => {
      const body = await res.text();
      if (!statuses.includes(res.status)) throw new Error(`${res.status} ${body.slice(0, 160)}`);
      return body;
    };
    const created: number[] = [];
    let n = 0;
    const newMobile = () => `0935${String(1_000_000 + (n % 900_000)).padStart(7, '0')}`;
    const subjectForm = async (i: number) => {
      const body = new FormData();
      body.append('title', `ادعای شماره ${i} درباره ${pick(words)} و ${pick(words)}`);
      body.append('abstract', `بررسی ادعای ${pick(words)} در شبکه‌های اجتماعی، نوبت ${i}`);
      body.append('content', `<p>متن <strong>بررسی</strong> ${i}</p><p>${pick(claims)}</p>`);
      body.append('category', String(pick(categoryIds)));
      body.append('status', '2');
      body.append('reviews', String(pick(evaluations).id));
      body.append('main_images', blob(await picture(i)), `picture-${i}.jpg`);
      return body;
    };
    const steps: (() => Promise<unknown>)[] = [
      // a reader signs in (a new number: a new account)
      async () => signIn(newMobile()),
      // staff write a subject with a picture
      async () => {
        const token = await staff();
        const res = await fetch(`${base}/api/news/news-subject/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: await subjectForm(n),
        });
        created.push((JSON.parse(await answered(res, 201)) as { id: number }).id);
        if (created.length > 200) created.shift();
        return true;
      },
      // staff edit one of them with a new picture
      async () => {
        const token = await staff();
        const id = created.length ? pick(created) : pick(subjectIds);
        const res = await fetch(`${base}/api/news/news-subject/${id}/`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}` },
          body: await subjectForm(n),
        });
        return answered(res, 200);
      },
      // an asker asks with a picture, signs in and attaches the question
      async () => {
        const body = new FormData();
        body.append('title', pick(claims));
        body.append('summary', `دیدم در یک گروه پیام‌رسان، نوبت ${n}`);
        body.append('resource', 'https://t.me/example/1');
        body.append('picture_1', blob(await picture(n + 1_000_000)), 'ask.jpg');
        const asked = await fetch(`${base}/api/public/public-user-question/`, {
          method: 'POST',
          headers: { 'x-forwarded-for': clientAddress() },
          body,
        });
        const { temporary_token } = JSON.parse(await answered(asked, 201)) as { temporary_token?: string };
        const access = await signIn(newMobile());
        if (!temporary_token) throw new Error('no temporary token in the answer');
        const attached = await post(
          '/api/public/public-user-question/attach-temp-token/',
          { temporary_token },
          access,
        );
        return answered(attached, 200);
      },
      // 'already checked?' with a picture (read by the OCR)
      async () => {
        const body = new FormData();
        body.append('text', pick(claims));
        body.append('image', blob(await picture(n + 2_000_000)), 'check.jpg');
        const res = await fetch(`${base}/api/public/public-user-question/similar/`, {
          method: 'POST',
          headers: { 'x-forwarded-for': clientAddress() },
          body,
        });
        return answered(res, 200, 202);
      },
      // a verdict card, followed to its picture (made for a report's current version)
      async () => {
        return answered(await fetch(`${base}/og/report/${pick(reviewIds)}.png`), 200);
      },
    ];
    const stepNames = ['sign-in', 'staff create', 'staff edit', 'ask', 'already checked (picture)', 'card'];

    const samples: { at: number; mb: number; childrenMb: number }[] = [];
    const sample = () => ({
      at: Date.now() - started,
      mb: procStatusMb(pid),
      childrenMb: childrenRssMb(pid),
    });
    const startMb = procStatusMb(pid);
    const startChildrenMb = childrenRssMb(pid);
    const started = Date.now();
    const endsAt = started + minutes * 60_000;
    const sampler = setInterval(() => samples.push(sample()), sampleMs);
    let lastMinute = 0;
    const progress = setInterval(() => {
      const minute = Math.floor((Date.now() - started) / 60_000);
      if (minute === lastMinute) return;
      lastMinute = minute;
      const now = samples.at(-1)?.mb ?? 0;
      const nowChildren = samples.at(-1)?.childrenMb ?? 0;
      const done = Object.entries(actions)
        .map(([name, c]) => `${name} ${c.ok}${c.failed ? `/${c.failed} failed` : ''}`)
        .join(', ');
      log(`minute ${minute}: RSS ${now.toFixed(0)} MB (children ${nowChildren.toFixed(0)} MB); ${done}`);
      for (const [name, reason] of failures) log(`  last failure of ${name}: ${reason}`);
      failures.clear();
    }, 5000);

    // SOAK_STEPS (names, comma-separated) keeps some of the actions only: to find which one holds memory
    const only = process.env.SOAK_STEPS?.split(',').map((name) => name.trim());
    const chosen = steps.flatMap((_, i) => (!only || only.includes(stepNames[i] as string) ? [i] : []));
    const sideLoad = (async () => {
      while (Date.now() < endsAt && chosen.length) {
        const i = chosen[n++ % chosen.length] as number;
        const began = Date.now();
        let ok = false;
        try {
          await (steps[i] as () => Promise<unknown>)();
          ok = true;
        } catch (error) {
          failures.set(stepNames[i] as string, String(error instanceof Error ? error.message : error));
        }
        count(stepNames[i] as string, ok);
        await sleep(Math.max(0, 1000 - (Date.now() - began)));
      }
    })();
    /** each reader error (a timeout is one), by minute and message, for the report */
    const readerErrors = new Map<string, number>();
    /** autocannon's run is a promise of its result and an emitter of each request's error */
    const counted = (run: Promise<autocannon.Result>) => {
      (run as unknown as autocannon.Instance).on('reqError', (error: Error) => {
        const at = `minute ${Math.floor((Date.now() - started) / 60_000)}: ${error.message}`;
        readerErrors.set(at, (readerErrors.get(at) ?? 0) + 1);
      });
      return run;
    };
    const readers =
      connections > 0
        ? await counted(
            autocannon({
              url: base,
              connections,
              ...(rate > 0 ? { overallRate: rate } : {}),
              duration: minutes * 60,
              requests: [
                {
                  setupRequest: (request) => {
                    const { path: p, accept } = pick(readerRequests)();
                    return {
                      ...request,
                      path: p,
                      headers: { ...request.headers, accept, 'x-forwarded-for': clientAddress() },
                    };
                  },
                },
              ],
            }),
          )
        : await sleep(minutes * 60_000).then(() => ({
            requests: { total: 0 },
            errors: 0,
            timeouts: 0,
            non2xx: 0,
          }));
    await sideLoad;
    clearInterval(sampler);
    clearInterval(progress);
    samples.push(sample());
    const highWaterMb = procStatusMb(pid, 'VmHWM');

    const half = (minutes * 60_000) / 2;
    const stats = (part: { at: number; mb: number }[]) => ({
      averageMb: round(part.reduce((sum, s) => sum + s.mb, 0) / Math.max(1, part.length)),
      peakMb: round(Math.max(0, ...part.map((s) => s.mb))),
      trendMbPer10Min: round(slope(part.map((s) => ({ x: s.at, y: s.mb }))) * 600_000),
    });
    const perMinuteMb: number[] = [];
    const childrenPerMinuteMb: number[] = [];
    for (const s of samples) {
      perMinuteMb[Math.floor(s.at / 60_000)] = round(s.mb);
      childrenPerMinuteMb[Math.floor(s.at / 60_000)] = round(s.childrenMb);
    }
    const figures: SoakFigures = {
      minutes,
      subjects: subjectsToSeed,
      connections,
      rate,
      startMb: round(startMb),
      peakMb: round(Math.max(startMb, ...samples.map((s) => s.mb))),
      endMb: round(samples.at(-1)?.mb ?? 0),
      highWaterMb: round(highWaterMb),
      node: process.version,
      targetMb: memoryTargetMb(),
      firstHalf: stats(samples.filter((s) => s.at < half)),
      secondHalf: stats(samples.filter((s) => s.at >= half)),
      perMinuteMb: perMinuteMb.filter((mb) => mb !== undefined),
      children: {
        startMb: round(startChildrenMb),
        peakMb: round(Math.max(startChildrenMb, ...samples.map((s) => s.childrenMb))),
        endMb: round(samples.at(-1)?.childrenMb ?? 0),
        perMinuteMb: childrenPerMinuteMb.filter((mb) => mb !== undefined),
      },
      readers: {
        requests: readers.requests.total,
        // autocannon's errors count its timeouts too
        errors: readers.errors,
        errorsAt: [...readerErrors].map(([at, times]) => `${at} (${times}×)`),
        non2xx: readers.non2xx,
      },
      actions,
    };
    printSoak(figures, log);
    return figures;
  } finally {
    await server?.stop('SIGTERM');
    await sms.close();
  }
}

const signed = (mb: number) => `${mb >= 0 ? '+' : '−'}${Math.abs(mb).toFixed(1)}`;

export function printSoak(f: SoakFigures, log: (line: string) => void): void {
  log(
    `\nmemory soak: ${f.minutes} min of mixed load (${f.connections} reader connections, ` +
      `${f.rate > 0 ? `${f.rate} requests a second in all` : 'each asking again once answered'}, beside the newsroom's ` +
      `and askers' actions) on PGlite with the demo data and ${f.subjects} subjects, on Node ${f.node}`,
  );
  log(`readers: ${f.readers.requests} requests, ${f.readers.errors} errors, ${f.readers.non2xx} non-2xx`);
  if (f.readers.errorsAt.length) log(`readers' errors: ${f.readers.errorsAt.join('; ')}`);
  log(
    `actions: ${Object.entries(f.actions)
      .map(([name, c]) => `${name} ${c.ok} ok${c.failed ? `, ${c.failed} failed` : ''}`)
      .join('; ')}`,
  );
  log(`server RSS per minute (MB): ${f.perMinuteMb.map((mb) => mb.toFixed(0)).join(' ')}`);
  log(
    `server RSS: start ${f.startMb.toFixed(0)} MB, peak ${f.peakMb.toFixed(0)} MB, end ${f.endMb.toFixed(0)} MB; ` +
      `first half average ${f.firstHalf.averageMb.toFixed(0)} MB (peak ${f.firstHalf.peakMb.toFixed(0)}), ` +
      `second half average ${f.secondHalf.averageMb.toFixed(0)} MB (peak ${f.secondHalf.peakMb.toFixed(0)}); ` +
      `trend ${signed(f.firstHalf.trendMbPer10Min)} MB per 10 minutes in the first half, ` +
      `${signed(f.secondHalf.trendMbPer10Min)} in the second`,
  );
  log(
    `server's highest RSS as the kernel counted it (VmHWM, its start included, which the samples begin ` +
      `after): ${f.highWaterMb.toFixed(0)} MB`,
  );
  log(
    `children's RSS (picture process and OCR, summed; not in the target): start ${f.children.startMb.toFixed(0)} MB, ` +
      `peak ${f.children.peakMb.toFixed(0)} MB, end ${f.children.endMb.toFixed(0)} MB; per minute ` +
      `${f.children.perMinuteMb.map((mb) => mb.toFixed(0)).join(' ')}`,
  );
  const peakHeld = Math.max(f.peakMb, f.highWaterMb) < f.targetMb;
  log(
    `targets: peak < ${f.targetMb} MB on Node ${f.node} (${f.peakMb.toFixed(0)} MB sampled, ${f.highWaterMb.toFixed(0)} MB ` +
      `high-water mark: ${peakHeld ? 'held' : 'NOT held'}); no growth from the first half to the ` +
      `second (average ${signed(f.secondHalf.averageMb - f.firstHalf.averageMb)} MB, peak ` +
      `${signed(f.secondHalf.peakMb - f.firstHalf.peakMb)} MB; trend in the second half ` +
      `${signed(f.secondHalf.trendMbPer10Min)} MB per 10 minutes)`,
  );
}

/** `npm run soak -- --minutes N [--rate R]` */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? Number(process.argv[at + 1]) : undefined;
  };
  const minutes = option('--minutes') ?? 60;
  const rate = option('--rate');
  if (!(minutes > 0)) {
    console.error('--minutes takes a number of minutes greater than 0');
    process.exit(2);
  }
  if (rate !== undefined && !(Number.isInteger(rate) && rate >= 0)) {
    console.error('--rate takes a whole number of requests a second (0: as fast as the server answers)');
    process.exit(2);
  }
  runSoak({ minutes, ...(rate !== undefined ? { rate } : {}) }).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
