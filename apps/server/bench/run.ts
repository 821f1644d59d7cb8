/**
 * `npm run bench`: the speed, memory and weight figures, printed and written to
 * bench/results.json (and bench/results-<date>.json). Nothing here is asserted; the targets are printed
 * beside each figure so a regression is plain to see.
 *
 * 1. Seeds the large data set once into its own data folder (data-bench/, or BENCH_DATABASE_URL); its
 *    marker bench-seed.json is compared as JSON, and a database with data but no matching marker stops the
 *    bench (seeding again would add the data set on top) with what to delete.
 * 2. Starts the real server (production mode) and a bare Fastify route answering a JSON body of the
 *    same size as the public subjects list, the yardstick every endpoint is divided by. Waits for the start's
 *    background work to end (a cached answer within 50 ms ten times in a row) and prints how long it took.
 * 3. Loads each endpoint with autocannon (BENCH_CONNECTIONS, default 50, for BENCH_SECONDS, default 10)
 *    and prints requests per second, p50 and p99 latency and the ratio to the bare route; samples the
 *    server's resident memory throughout and prints its peak. Two kinds of figures, said apart:
 *    - cached: the same address again and again, answered from the public cache;
 *    - first requests: a different address each time (a page of another subject or report, a list with
 *      other real filters), so every answer is made (rendered, queried) for that request;
 *    - a flood of /report/<id>?utm_source=<n> variants (100 connections) with a reader beside it, whose
 *      p99 says whether the flood starves everybody else; then the same with a flood of public
 *      list searches, each for a new three-letter text (the search gate's 429s counted apart).
 * 4. Opens the home page in Chromium and sums the JavaScript it loads, gzipped.
 * 5. Runs Lighthouse on the home page and a report page, mobile and desktop (BENCH_LIGHTHOUSE=false skips).
 * 6. First (before the server starts, on its own small PGlite copy of the demo data): the CPU one distinct,
 *    uncached subject or report page costs and its HTML size (render-cost.ts; BENCH_RENDER_COST=false skips,
 *    BENCH_RENDER_PAGES sets how many of each, default 300, the first 60's median printed too). CPU time, unlike requests per second, is
 *    not moved much by other work sharing the machine.
 * 7. The tipline figures (bench/tipline.ts): recall@5 and false matches of the labelled set among
 *    the large seed, the 'already checked?' p95, grouping time per question, the inbox sorted by demand.
 * 8. The messenger bot's figures (bench/tipline-bot.ts, on its own small PGlite copy of the demo data): update
 *    to reply p50/p95 for a checked and a new text, the labelled set's archive share through the bot, and a
 *    web reader's p99 under a flood of 200 updates a second.
 * 9. The picture figures of ADR 30 (bench/pictures.ts): the labelled picture set's recall per edit and false
 *    matches, and the lookup's p95 among the large seed's 100 000 fingerprinted pictures.
 *
 * 10. The offline edition (ADR 41): its size and build time at the large seed (the first request after start).
 *
 * 11. The dashboard's figures (bench/dashboard.ts): its aggregates' time for 30 days and a year at the large
 *    seed, and the public statistics' twelve months.
 *
 * 12. Last, the memory soak (bench/soak.ts) on a mid-size site of its own: BENCH_SOAK_MINUTES (default 10;
 *    0 skips) of mixed load (pages of many ids, searches, feeds, cards, sign-ins, staff writes with pictures,
 *    asks), the server's RSS sampled throughout: start, peak and end, and each half's average and peak.
 *
 * Environment: BENCH_SUBJECTS / BENCH_SOURCES (default 100 000 / 500 000), BENCH_DATA_DIR,
 * BENCH_DATABASE_URL (PostgreSQL instead of PGlite), BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_LIGHTHOUSE,
 * BENCH_SOAK_MINUTES, BENCH_CACHED (false skips the cached answers' loads).
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import type { ServerProcess } from '../test/crash/server-process.ts';
import { startBuiltServer } from './bench-servers.ts';
import { DASHBOARD_TARGET_MS, dashboardBench } from './dashboard.ts';
import { memoryTargetMb, procStatusMb, quantile } from './figures.ts';
import {
  type ListedOutlet,
  lighthouseScores,
  outletPages,
  outletsByNews,
  printLighthouse,
} from './lighthouse.ts';
import { PICTURE_LOOKUP_TARGET_MS, pictureFigures } from './pictures.ts';
import { DEFAULT_PAGES, measureRenderCost, printRenderCost, type RenderCost } from './render-cost.ts';
import { seedDecision } from './seed-marker.ts';
import { runSoak } from './soak.ts';
import { TIPLINE_TARGETS, tiplineFigures } from './tipline.ts';
import { TIPLINE_BOT_TARGETS, tiplineBotFigures } from './tipline-bot.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const env = process.env;
const SUBJECTS = Number(env.BENCH_SUBJECTS ?? 100_000);
const SOURCES = Number(env.BENCH_SOURCES ?? 500_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 2);
const SOAK_MINUTES = Number(env.BENCH_SOAK_MINUTES ?? 10);
const DATA_DIR = path.resolve(root, env.BENCH_DATA_DIR ?? 'data-bench');
const DATABASE_URL = env.BENCH_DATABASE_URL ?? '';
const WEB_DIST = path.resolve(root, env.WEB_DIST ?? 'apps/web/dist');
const CHROMIUM = env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The speed and memory targets on this 2-core machine. */
const TARGETS = {
  listRatio: 0.4,
  p99Ms: 100,
  /** the runtime's (ADR 43) */
  peakMemoryMb: memoryTargetMb(),
  /** distinct, uncached subject and report pages at 50 connections */
  firstPagesPerSecond: 300,
  firstPagesP99Ms: 250,
  /** of those, pages really rendered (not the plain shell a shed render gets) and the shells' share */
  renderedPagesPerSecond: 400,
  shellShareMax: 0.1,
  /** 100 connections of ?utm_source=<n> variants, and a reader beside them */
  floodConnections: 100,
  floodP99Ms: 500,
  readerP99Ms: 300,
  homeJsGzipKb: 170,
  /** an outlet's page, uncached, at the large seed (ADR 34) */
  outletCpuMs: 10,
  outletHtmlKb: 60,
  lighthouse: { performanceMobile: 95, clsMax: 0.05, accessibility: 100, bestPractices: 100, seo: 100 },
};

interface LoadFigure {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  ratioToBare?: number;
}

const log = (line: string) => console.log(line);

function ensureWebBuild(): void {
  // a build from before server rendering has no server bundle: build again, or the pages would not be the real ones
  if (
    existsSync(path.join(WEB_DIST, 'index.html')) &&
    existsSync(path.join(WEB_DIST, '.ssr', 'entry-server.js'))
  )
    return;
  log('building the web app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
}

/** Whether the bench's database holds anything: PGlite's folder, or PostgreSQL's subjects table. */
async function databaseHasData(): Promise<boolean> {
  if (!DATABASE_URL) {
    const dir = path.join(DATA_DIR, 'pglite');
    return existsSync(dir) && readdirSync(dir).length > 0;
  }
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: boolean }>(
      "SELECT to_regclass('public.subjects') IS NOT NULL AS found",
    );
    if (!rows[0]?.found) return false;
    const any = await client.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM subjects) AS found');
    return Boolean(any.rows[0]?.found);
  } finally {
    await client.end();
  }
}

async function ensureSeeded(): Promise<void> {
  const marker = path.join(DATA_DIR, 'bench-seed.json');
  const wanted = { subjects: SUBJECTS, sources: SOURCES, database: DATABASE_URL || 'pglite' };
  const decision = seedDecision({
    markerText: existsSync(marker) ? readFileSync(marker, 'utf8') : null,
    wanted,
    databaseHasData: await databaseHasData(),
    startOver: DATABASE_URL
      ? `Empty the PostgreSQL database ${DATABASE_URL}`
      : `Delete the folder ${DATA_DIR}`,
  });
  if (decision === 'ready') {
    log(`large data set already seeded in ${DATABASE_URL ? 'PostgreSQL' : DATA_DIR}`);
    return;
  }
  if (decision !== 'seed') throw new Error(decision.refuse);
  mkdirSync(DATA_DIR, { recursive: true });
  log(`seeding ${SUBJECTS} subjects and ${SOURCES} sources (once; kept in ${DATA_DIR})…`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/db/seed-large.ts')],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...env,
        NODE_ENV: 'development',
        DATA_DIR,
        DATABASE_URL,
        SEED_SUBJECTS: String(SUBJECTS),
        SEED_SOURCES: String(SOURCES),
      },
    },
  );
  if (result.status !== 0) throw new Error('seeding the large data set failed');
  writeFileSync(marker, JSON.stringify(wanted));
}

/**
 * The real server in production mode on the bench's data, built and run as `npm start` runs it (the same
 * child-process helper the crash tests use).
 */
async function startBenchServer(): Promise<ServerProcess> {
  return startBuiltServer({ NODE_ENV: 'production', DATA_DIR, DATABASE_URL, WEB_DIST });
}

async function startBare(bytes: number): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(path.join(here, 'bare-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...env, BARE_BYTES: String(bytes), PORT: '0' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/**
 * A different address for every request, from `paths` in turn (or made from its number); how many were
 * asked is counted, so a run that went round the list (and so asked some twice) says so.
 */
function distinct(paths: string[] | ((n: number) => string)): {
  next: () => string;
  asked: () => number;
  count: number;
} {
  let i = 0;
  return typeof paths === 'function'
    ? { next: () => paths(i++), asked: () => i, count: Number.POSITIVE_INFINITY }
    : { next: () => paths[i++ % paths.length] as string, asked: () => i, count: paths.length };
}

/** Loads a different address per request (first requests: never an answer kept from an earlier one). */
async function loadDistinct(
  name: string,
  base: string,
  paths: string[] | ((n: number) => string),
  connections = CONNECTIONS,
): Promise<FirstFigure> {
  const source = distinct(paths);
  // pages answered with the plain page (every renderer taken: shed, ADR 7), not rendered
  let plain = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: source.next(),
          headers: { ...request.headers, accept: 'text/html,application/json' },
        }),
        onResponse: (_status, body) => {
          if (body.includes('<div id="root"></div>')) plain++;
        },
      },
    ],
  });
  return {
    name,
    path: `${typeof paths === 'function' ? paths(0) : paths[0]} …`,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    distinctPaths: Math.min(source.asked(), source.count),
    repeated: Math.max(0, source.asked() - source.count),
    plain,
    answered: result.requests.total,
  };
}

/** A first-requests figure: its plain pages (shed renders) are counted apart from the rendered ones. */
type FirstFigure = LoadFigure & { distinctPaths: number; repeated: number; plain: number; answered: number };

/** Rendered pages a second (the answers that were not the plain shell) and the shells' share of all answers. */
function renderedAndShells(f: FirstFigure): { renderedPerSecond: number; shellShare: number } {
  const shellShare = f.answered > 0 ? f.plain / f.answered : 0;
  return { renderedPerSecond: Math.round(f.requestsPerSecond * (1 - shellShare)), shellShare };
}

async function load(name: string, base: string, urlPath: string): Promise<LoadFigure> {
  const headers = { accept: urlPath.startsWith('/api') ? 'application/json' : 'text/html' };
  // a short unrecorded run first, so the JIT and the caches are warm for every endpoint alike
  await autocannon({ url: `${base}${urlPath}`, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  const result = await autocannon({
    url: `${base}${urlPath}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  return {
    name,
    path: urlPath,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One GET of `url`, its answer read whole, timed in ms (a failed one counts its time too). */
async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  await fetch(url)
    .then((r) => r.arrayBuffer())
    .catch(() => null);
  return performance.now() - started;
}

/**
 * One uncached list, timed in ms: it queues behind any work in the database. A shallow page of an indexed
 * order, a different one each time (the same again only after 200 probes, long after it left the cache).
 */
let probes = 0;
const probe = (base: string): Promise<number> =>
  timedGet(
    `${base}/api/public/public-news-subject/?most_wanted=true&page_size=1&page=${1 + (probes++ % 200)}`,
  );

/**
 * Asks again and again (`ask` gives its time in ms, `pauseMs` between) until `inARow` answers in a row come
 * within `quickMs`, or `limitMs` has passed: the one waiting loop of drained() and settled().
 */
async function untilQuick(
  ask: () => Promise<number>,
  {
    quickMs,
    inARow,
    limitMs,
    pauseMs,
  }: { quickMs: number; inARow: number; limitMs: number; pauseMs: number },
): Promise<void> {
  const until = performance.now() + limitMs;
  for (let quick = 0; quick < inARow && performance.now() < until; ) {
    quick = (await ask()) < quickMs ? quick + 1 : 0;
    if (quick < inARow) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/**
 * Waits until the server has finished what an earlier run left queued (autocannon stops asking, but the
 * answers it no longer waits for are still being made): an uncached list answers about as fast as it did
 * on the idle server (`idleMs`), twice in a row. Without it, one run's backlog would be counted in the next.
 */
const drained = (base: string, idleMs: number): Promise<void> =>
  untilQuick(() => probe(base), {
    quickMs: Math.max(50, idleMs * 4),
    inARow: 2,
    limitMs: 60_000,
    pauseMs: 250,
  });

/** a cached answer slower than this (ms) says the server's main thread is busy with something else */
const SETTLED_MS = 50;

/**
 * Waits until the cached answer at `cachedPath` comes within SETTLED_MS ten times in a row (at most three
 * minutes), and returns how long after `upAt` that was: on a large catalogue the start's background work
 * holds the main thread for a while, and cached answers wait for it like the rest.
 */
async function settled(base: string, cachedPath: string, upAt: number): Promise<number> {
  await untilQuick(() => timedGet(`${base}${cachedPath}`), {
    quickMs: SETTLED_MS,
    inARow: 10,
    limitMs: 180_000,
    pauseMs: 100,
  });
  return Math.round(performance.now() - upAt);
}

/** Ids of published rows, read from a public list page by page (100 a page, newest first). */
async function publishedIds(base: string, list: string, wanted: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < wanted; page++) {
    const rows = await getJson<{ id: number }[]>(`${base}${list}?page=${page}&page_size=100`);
    if (!rows?.length) break;
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Spreads `ids` so neighbours in the list are not neighbours in the database (nor in its pages). */
const shuffled = <T>(items: T[]): T[] => {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

async function getJson<T>(url: string): Promise<T | null> {
  try {
    const res = await fetch(url);
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

/** The JavaScript the home page loads in a real browser, each file gzipped at level 9 as the build ships it. */
async function homeJavaScript(
  base: string,
): Promise<{ files: { url: string; gzipBytes: number }[]; totalKb: number } | null> {
  if (!existsSync(CHROMIUM)) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const files = [...scripts].map(([url, gzipBytes]) => ({ url: url.replace(base, ''), gzipBytes }));
    return { files, totalKb: files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024 };
  } finally {
    await browser.close();
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

/** CPU time a process has used, all its threads, in ms (Linux's /proc; clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, the stat line's 14th and 15th fields (the 12th and 13th after the command's name)
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** An outlet's public page, uncached: the server's CPU per distinct page and the HTML's median size. */
async function outletPageCost(
  server: ServerProcess,
  outlets: ListedOutlet[],
  pages = 100,
): Promise<{
  outletId: number;
  sources: number;
  pages: number;
  cpuMsPerPage: number;
  htmlKb: number;
} | null> {
  const [outlet, other] = outlets;
  const pid = server.child.pid;
  if (outlet === undefined || !pid) return null;
  const outletId = outlet.id;
  // the code is warm: twenty pages of another outlet first (each page is still made for its request)
  for (let n = 1; n <= 20; n++)
    await fetch(`${server.url}/media/${(other ?? outlet).id}?page=${n + 200}`).then((r) => r.arrayBuffer());
  const sizes: number[] = [];
  const before = processCpuMs(pid);
  for (let n = 1; n <= pages; n++) {
    const answer = await fetch(`${server.url}/media/${outletId}?page=${n}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    });
    sizes.push((await answer.arrayBuffer()).byteLength / 1024);
  }
  const cpuMsPerPage = (processCpuMs(pid) - before) / pages;
  return { outletId, sources: outlet.rumor_count, pages, cpuMsPerPage, htmlKb: quantile(sizes, 0.5) };
}

async function main(): Promise<void> {
  ensureWebBuild();
  let renderCost: RenderCost | null = null;
  if (env.BENCH_RENDER_COST !== 'false') {
    log('\nrender cost of first requests (one distinct page at a time, nothing cached for it):');
    renderCost = await measureRenderCost({
      pages: Number(env.BENCH_RENDER_PAGES ?? DEFAULT_PAGES),
      webDist: WEB_DIST,
      log,
    });
    printRenderCost(renderCost, log);
  }
  await ensureSeeded();
  const server = await startBenchServer();
  const serverUpAt = performance.now();
  // the peak, and where it came from: the server just started (modules, the database opening) or under load
  const peak = { mb: 0, startedMb: procStatusMb(server.child.pid ?? 0), underLoadMb: 0 };
  let loading = false;
  /** the peak of each part of the load (cached, first requests, flood) */
  const phasePeaks = new Map<string, number>();
  let phase = 'start';
  const sampler = setInterval(() => {
    const mb = procStatusMb(server.child.pid ?? 0);
    peak.mb = Math.max(peak.mb, mb);
    phasePeaks.set(phase, Math.max(phasePeaks.get(phase) ?? 0, mb));
    if (loading) peak.underLoadMb = Math.max(peak.underLoadMb, mb);
    else peak.startedMb = Math.max(peak.startedMb, mb);
  }, 200);
  let bare: { url: string; child: ChildProcess } | null = null;
  try {
    const listPath = '/api/public/public-news-subject/?page=1&page_size=6';
    const listBody = await fetch(`${server.url}${listPath}`).then((r) => r.text());
    bare = await startBare(Buffer.byteLength(listBody));

    const reviews = await getJson<{ id: number }[]>(
      `${server.url}/api/public/public-news-review/?page=1&page_size=1`,
    );
    const reportId = reviews?.[0]?.id;

    // the offline edition: the first request after start waits for its one build
    const editionStarted = performance.now();
    const editionAnswer = await fetch(`${server.url}/offline/rasti-latest.html`);
    const editionBytes = (await editionAnswer.arrayBuffer()).byteLength;
    const offlineEdition = {
      status: editionAnswer.status,
      sizeBytes: editionBytes,
      buildMs: Number(/dur=(\d+)/.exec(editionAnswer.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN),
      firstRequestMs: Math.round(performance.now() - editionStarted),
    };
    log(
      `\noffline edition: ${(editionBytes / 1024 / 1024).toFixed(2)} MB (target < 3 MB), built in ${offlineEdition.buildMs} ms, first request ${offlineEdition.firstRequestMs} ms (status ${offlineEdition.status})`,
    );

    const endpoints: { name: string; path: string }[] = [
      { name: 'public subjects list', path: listPath },
      {
        name: 'subjects list, most viewed',
        path: '/api/public/public-news-subject/?page=3&page_size=6&views=true',
      },
      {
        name: 'subjects search',
        path: `/api/public/public-news-subject/?page=1&page_size=6&search=${encodeURIComponent('قیمت بنزین')}`,
      },
      { name: 'global search suggestions', path: `/api/public/search/?q=${encodeURIComponent('واکسن')}` },
      { name: 'home data', path: '/api/public/home/' },
      { name: 'agency scores table', path: '/api/public/Rumor-Tabel/table_rumor?page=1&page_size=100' },
      { name: 'latest reviews', path: '/api/public/public-news-review/?page=1&page_size=6' },
      ...(reportId ? [{ name: 'report page HTML', path: `/report/${reportId}` }] : []),
      // for feed readers and crawlers (kept in the public cache; a large sitemap file is not)
      { name: 'RSS feed', path: '/rss.xml' },
      { name: 'sitemap (an index past 50 000 addresses)', path: '/sitemap.xml' },
    ];

    // the start's background work (the pictures' index, the words' rarity, the backfills) shares the main
    // thread with every answer, the cached ones too: loads measured before it ends would measure it
    const startSettledMs = await settled(server.url, listPath, serverUpAt);
    log(
      `start-up's background work: cached answers slower than ${SETTLED_MS} ms until ${(startSettledMs / 1000).toFixed(1)} s after the server was up`,
    );

    log(`\nload: ${CONNECTIONS} connections, ${SECONDS} s per endpoint\n`);
    const bareFigure = await load('bare Fastify route (same body size)', bare.url, '/bare');
    const figures: LoadFigure[] = [bareFigure];
    loading = true;
    phase = 'cached';
    // BENCH_CACHED=false skips the cached answers (to reach the first requests sooner)
    for (const endpoint of env.BENCH_CACHED === 'false' ? [] : endpoints) {
      const probe = await fetch(`${server.url}${endpoint.path}`);
      if (!probe.ok) {
        log(`skipped ${endpoint.name}: ${endpoint.path} answered ${probe.status}`);
        continue;
      }
      const figure = await load(endpoint.name, server.url, endpoint.path);
      figure.ratioToBare = figure.requestsPerSecond / bareFigure.requestsPerSecond;
      figures.push(figure);
    }

    // first requests: ids of published rows, each asked once (the list calls that find them are cached ones)
    phase = 'first requests';
    // more ids than the fastest run asks for, so none is asked twice (an id asked again may come from the cache)
    const wanted = Math.max(2000, Math.ceil(SECONDS * 1000));
    const subjectIds = shuffled(await publishedIds(server.url, '/api/public/public-news-subject/', wanted));
    const reviewIds = shuffled(await publishedIds(server.url, '/api/public/public-news-review/', wanted));
    // every page size from 1 to 100 with every page from 1 to 100: real filters, 10 000 different lists
    const listVariants = (list: string) =>
      shuffled(
        Array.from(
          { length: 10_000 },
          (_, i) => `${list}?page=${1 + (i % 100)}&page_size=${1 + Math.floor(i / 100)}`,
        ),
      );
    // the idle server's time for an uncached list: the yardstick of drained()
    const idleMs = Math.min(await probe(server.url), await probe(server.url), await probe(server.url));
    const firsts: FirstFigure[] = [];
    const firstRuns: [string, string[]][] = [
      ['subject pages (HTML)', subjectIds.map((id) => `/news-subject-page/${id}`)],
      ['report pages (HTML)', reviewIds.map((id) => `/report/${id}`)],
      ['public subjects lists (JSON)', listVariants('/api/public/public-news-subject/')],
      ['public reviews lists (JSON)', listVariants('/api/public/public-news-review/')],
    ];
    for (const [name, paths] of firstRuns) {
      if (paths.length === 0) {
        log(`skipped first requests of ${name}: no published rows`);
        continue;
      }
      await drained(server.url, idleMs);
      firsts.push(await loadDistinct(name, server.url, paths));
    }
    await drained(server.url, idleMs);

    // an outlet's page at the large seed (ADR 34): the outlet with the most sources, distinct pages of it one
    // at a time, each made for its request; the server process's CPU time over them (every thread's)
    // the outlets with the most checked news first: the outlet pages' cost here and Lighthouse's below
    const outlets = await outletsByNews(server.url);
    const outletPage = await outletPageCost(server, outlets);
    if (outletPage) {
      log(
        `\noutlet page at the large seed (outlet ${outletPage.outletId}, ${outletPage.sources} published sources; ${outletPage.pages} distinct pages, one at a time): ` +
          `CPU ${outletPage.cpuMsPerPage.toFixed(1)} ms a page (target < ${TARGETS.outletCpuMs}), HTML median ${outletPage.htmlKb.toFixed(1)} KB (target < ${TARGETS.outletHtmlKb})`,
      );
    }
    await drained(server.url, idleMs);

    // the reader beside each flood: cached answers, as most readers get them
    const readerPaths = [
      '/api/public/home/',
      '/news-subjects',
      `/api/public/search/?q=${encodeURIComponent('واکسن')}`,
    ];
    // a flood of one report under ever new utm_source values, and a reader of other pages beside it
    phase = 'flood';
    let flood: { flood: LoadFigure; reader: LoadFigure } | null = null;
    if (reportId) {
      const variants = (n: number) => `/report/${reportId}?utm_source=${n}`;
      // the report and the reader's pages are read once first: a flood falls on a page people are reading,
      // and the question is whether its variants make new entries (and starve the reader), not a cold render
      for (const path of [`/report/${reportId}`, ...readerPaths])
        await fetch(`${server.url}${path}`).catch(() => null);
      const [floodFigure, readerFigure] = await Promise.all([
        loadDistinct('flood: /report/<id>?utm_source=<n>', server.url, variants, TARGETS.floodConnections),
        loadDistinct('reader beside it (home data, a list page, search)', server.url, readerPaths, 5),
      ]);
      flood = { flood: floodFigure, reader: readerFigure };
    }

    // a flood of searches, every one new (what the cache cannot answer), and the same reader beside it: the search gate and the search's own bounds
    // (plugins/search-gate.ts, lib/title-match.ts) must keep the reader's answers quick
    phase = 'search flood';
    await drained(server.url, idleMs);
    const alphabet = [...'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی'];
    // three letters: the shortest text that is a search (ADR 26), and the one the index narrows least
    const searchText = (n: number) =>
      [0, 1, 2].map((i) => alphabet[Math.floor(n / alphabet.length ** i) % alphabet.length]).join('');
    const searchList = (n: number) =>
      `/api/public/public-news-${n % 2 ? 'review' : 'subject'}/?search=${encodeURIComponent(searchText(n >> 1))}`;
    for (const path of readerPaths) await fetch(`${server.url}${path}`).catch(() => null);
    const [searchFloodFigure, searchReaderFigure] = await Promise.all([
      loadDistinct(
        'search flood: lists ?search=<new text>',
        server.url,
        searchList,
        TARGETS.floodConnections,
      ),
      loadDistinct('reader beside it (home data, a list page, search)', server.url, readerPaths, 5),
    ]);
    const searchFlood = { flood: searchFloodFigure, reader: searchReaderFigure };
    clearInterval(sampler);
    peak.mb = Math.max(peak.mb, procStatusMb(server.child.pid ?? 0));

    log('\ncached answers (the same address again and again: the public cache answers)');
    log(
      `${'endpoint'.padEnd(40)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('× bare', 7)} errors`,
    );
    for (const f of figures) {
      log(
        `${f.name.padEnd(40)} ${pad(f.requestsPerSecond, 8)} ${pad(f.p50Ms, 7)} ${pad(f.p99Ms, 7)} ${pad(
          f.ratioToBare === undefined ? '1.00' : f.ratioToBare.toFixed(2),
          7,
        )} ${f.errors + f.non2xx}`,
      );
    }
    log('\nfirst requests (a different address each time: every answer made for its request)');
    log(
      `${'endpoint'.padEnd(40)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('asked', 7)} errors`,
    );
    for (const f of firsts) {
      log(
        `${f.name.padEnd(40)} ${pad(f.requestsPerSecond, 8)} ${pad(f.p50Ms, 7)} ${pad(f.p99Ms, 7)} ${pad(f.distinctPaths, 7)} ${f.errors + f.non2xx}` +
          (f.name.includes('(HTML)')
            ? `  rendered ${renderedAndShells(f).renderedPerSecond}/s, shells ${(100 * renderedAndShells(f).shellShare).toFixed(1)} % (${f.plain} of ${f.answered})`
            : '') +
          (f.repeated ? `  (went round: ${f.repeated} asked twice, maybe cached)` : ''),
      );
    }
    const pages = firsts.filter((f) => f.name.includes('(HTML)'));
    if (pages.length) {
      log(
        `targets: distinct uncached pages ≥ ${TARGETS.firstPagesPerSecond}/s at ${CONNECTIONS} connections with p99 < ${TARGETS.firstPagesP99Ms} ms ` +
          `(${pages.map((f) => `${f.name}: ${f.requestsPerSecond}/s, p99 ${f.p99Ms} ms`).join('; ')})`,
      );
      log(
        `targets: rendered pages (not shells) ≥ ${TARGETS.renderedPagesPerSecond}/s with shells under ${100 * TARGETS.shellShareMax} % ` +
          `(${pages.map((f) => `${f.name}: ${renderedAndShells(f).renderedPerSecond}/s, shells ${(100 * renderedAndShells(f).shellShare).toFixed(1)} %`).join('; ')})`,
      );
    }
    if (flood) {
      log(
        `\nflood (${TARGETS.floodConnections} connections, one report under ever new utm_source values) and a reader beside it`,
      );
      for (const f of [flood.flood, flood.reader]) {
        log(
          `${f.name.padEnd(50)} ${pad(f.requestsPerSecond, 8)} req/s  p50 ${pad(f.p50Ms, 5)} ms  p99 ${pad(f.p99Ms, 5)} ms  errors ${f.errors + f.non2xx}`,
        );
      }
      log(
        `targets: flood p99 < ${TARGETS.floodP99Ms} ms (${flood.flood.p99Ms} ms); reader p99 < ${TARGETS.readerP99Ms} ms (${flood.reader.p99Ms} ms)`,
      );
    }
    log(
      `\nsearch flood (${TARGETS.floodConnections} connections, public lists searched for ever new three-letter texts) and a reader beside it`,
    );
    for (const f of [searchFlood.flood, searchFlood.reader]) {
      log(
        `${f.name.padEnd(50)} ${pad(f.requestsPerSecond, 8)} req/s  p50 ${pad(f.p50Ms, 5)} ms  p99 ${pad(f.p99Ms, 5)} ms  ` +
          `errors ${f.errors}, refused (429 and other non-2xx) ${f.non2xx}`,
      );
    }
    log(
      `targets: reader p99 < ${TARGETS.readerP99Ms} ms (${searchFlood.reader.p99Ms} ms); the flood's searches are answered or refused at once, p99 < ${TARGETS.floodP99Ms} ms (${searchFlood.flood.p99Ms} ms)`,
    );
    if (renderCost) {
      log(
        '\nrender cost of a first request (CPU per distinct uncached page, whole process; HTML before compression)',
      );
      printRenderCost(renderCost, log);
    }
    log(
      `\nserver memory (RSS) peak per part: ${[...phasePeaks].map(([name, mb]) => `${name} ${mb.toFixed(0)} MB`).join(', ')}`,
    );

    const list = figures.find((f) => f.name === 'public subjects list');
    log(
      `\ntargets: public list ≥ ${TARGETS.listRatio * 100}% of bare (${list ? `${((list.ratioToBare ?? 0) * 100).toFixed(0)}%` : 'n/a'}); ` +
        `p99 < ${TARGETS.p99Ms} ms (worst ${Math.max(...figures.slice(1).map((f) => f.p99Ms))} ms); ` +
        `server peak memory < ${TARGETS.peakMemoryMb} MB (${peak.mb.toFixed(0)} MB: ${peak.startedMb.toFixed(0)} MB ` +
        `before the load, ${peak.underLoadMb.toFixed(0)} MB under it)`,
    );

    const js = await homeJavaScript(server.url);
    if (js) {
      log(
        `\nJavaScript the home page loads (gzip -9): ${js.totalKb.toFixed(1)} KB (target ≤ ${TARGETS.homeJsGzipKb} KB)`,
      );
      for (const f of js.files) log(`  ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB ${f.url}`);
    } else log('\nJavaScript weight: skipped (no Chromium)');

    // the pages asked above (the JavaScript weight's home page, the flood's report) leave the public cache
    // after their time to live and stale limit (5 s + 5 s): Lighthouse measures a page made for it
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const otherReport = reviewIds.find((id) => id !== reportId);
    const lighthouse =
      env.BENCH_LIGHTHOUSE === 'false'
        ? []
        : await lighthouseScores(server.url, CHROMIUM, [
            { name: 'home', path: '/', warmPath: '/news-subjects' },
            ...(reportId
              ? [
                  {
                    name: 'report page',
                    path: `/report/${reportId}`,
                    warmPath: `/report/${otherReport ?? reportId}`,
                  },
                ]
              : []),
            ...outletPages(outlets),
          ]);
    printLighthouse(lighthouse, log);

    const results = {
      at: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      database: DATABASE_URL ? 'postgresql' : 'pglite',
      dataSet: { subjects: SUBJECTS, sources: SOURCES },
      load: { connections: CONNECTIONS, seconds: SECONDS, figures },
      firstRequests: firsts,
      outletPage,
      flood,
      searchFlood,
      serverMemoryPeakPerPartMb: Object.fromEntries(
        [...phasePeaks].map(([name, mb]) => [name, Math.round(mb)]),
      ),
      serverPeakMemoryMb: Math.round(peak.mb),
      serverMemoryMb: { beforeLoad: Math.round(peak.startedMb), underLoad: Math.round(peak.underLoadMb) },
      homeJavaScript: js,
      offlineEdition,
      startSettledMs,
      renderCost,
      lighthouse,
      targets: TARGETS,
    };
    const file = path.join(here, 'results.json');
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    log(`\nfigures written to ${path.relative(root, file)}`);
  } finally {
    clearInterval(sampler);
    bare?.child.kill('SIGTERM');
    await server.stop('SIGTERM');
  }
  // the tipline figures, on the same data once the server has let go of it
  const database = await openDatabase(
    DATABASE_URL ? { databaseUrl: DATABASE_URL } : { pgliteDir: path.join(DATA_DIR, 'pglite') },
  );
  try {
    const tipline = await tiplineFigures(database.db, log);
    const pictures = await pictureFigures(log, database.db);
    const dashboard = await dashboardBench(database.db, log);
    const file = path.join(here, 'results.json');
    const results = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
      : {};
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          ...results,
          tipline,
          tiplineTargets: TIPLINE_TARGETS,
          pictures,
          pictureLookupTargetMs: PICTURE_LOOKUP_TARGET_MS,
          dashboard,
          dashboardTargetMs: DASHBOARD_TARGET_MS,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await database.close();
  }
  const tiplineBot = await tiplineBotFigures(log);
  const file = path.join(here, 'results.json');
  const results = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(
    file,
    `${JSON.stringify({ ...results, tiplineBot, tiplineBotTargets: TIPLINE_BOT_TARGETS }, null, 2)}\n`,
  );
  // last, on a site of its own: the memory soak (bench/soak.ts), shorter than `npm run soak`'s hour
  if (SOAK_MINUTES > 0) {
    log(`\nmemory soak (${SOAK_MINUTES} min of mixed load; BENCH_SOAK_MINUTES=0 skips):`);
    const soak = await runSoak({ minutes: SOAK_MINUTES, log });
    const sofar = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, `${JSON.stringify({ ...sofar, soak }, null, 2)}\n`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
