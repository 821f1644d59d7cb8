/**
 * `npm run bench`: the speed, memory and weight figures of issue 6, printed and written to
 * bench/results.json (and bench/results-<date>.json). Nothing here is asserted; the targets are printed
 * beside each figure so a regression is plain to see.
 *
 * 1. Seeds the large data set once into its own data folder (data-bench/, or BENCH_DATABASE_URL).
 * 2. Starts the real server (production mode) and a bare Fastify route answering a JSON body of the
 *    same size as the public subjects list, the yardstick every endpoint is divided by.
 * 3. Loads each endpoint with autocannon (BENCH_CONNECTIONS, default 50, for BENCH_SECONDS, default 10)
 *    and prints requests per second, p50 and p99 latency and the ratio to the bare route; samples the
 *    server's resident memory throughout and prints its peak.
 * 4. Opens the home page in Chromium and sums the JavaScript it loads, gzipped.
 * 5. Runs Lighthouse on the home page and a report page, mobile and desktop (BENCH_LIGHTHOUSE=false skips).
 *
 * Environment: BENCH_SUBJECTS / BENCH_SOURCES (default 100 000 / 500 000), BENCH_DATA_DIR,
 * BENCH_DATABASE_URL (PostgreSQL instead of PGlite), BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_LIGHTHOUSE.
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { type ServerProcess, startServer } from '../test/crash/server-process.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const env = process.env;
const SUBJECTS = Number(env.BENCH_SUBJECTS ?? 100_000);
const SOURCES = Number(env.BENCH_SOURCES ?? 500_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 2);
const DATA_DIR = path.resolve(root, env.BENCH_DATA_DIR ?? 'data-bench');
const DATABASE_URL = env.BENCH_DATABASE_URL ?? '';
const WEB_DIST = path.resolve(root, env.WEB_DIST ?? 'apps/web/dist');
const CHROMIUM = env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The targets of issue 6 on this 2-core machine. */
const TARGETS = {
  listRatio: 0.4,
  p99Ms: 100,
  peakMemoryMb: 300,
  homeJsGzipKb: 170,
  lighthouse: { performanceMobile: 90, accessibility: 100, bestPractices: 100, seo: 100 },
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

function ensureSeeded(): void {
  const marker = path.join(DATA_DIR, 'bench-seed.json');
  const wanted = { subjects: SUBJECTS, sources: SOURCES, database: DATABASE_URL || 'pglite' };
  if (existsSync(marker) && readFileSync(marker, 'utf8') === JSON.stringify(wanted)) {
    log(`large data set already seeded in ${DATABASE_URL ? 'PostgreSQL' : DATA_DIR}`);
    return;
  }
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

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/**
 * The real server in production mode on the bench's data, built and run as `npm start` runs it (the same
 * child-process helper the crash tests use).
 */
async function startBenchServer(): Promise<ServerProcess> {
  // @ts-expect-error: a plain JavaScript build script, without type declarations
  const { buildServer } = (await import('../build.mjs')) as { buildServer(): Promise<string> };
  await buildServer();
  return startServer(
    {
      NODE_ENV: 'production',
      DATA_DIR,
      DATABASE_URL,
      WEB_DIST,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      HASH_KEY: randomBytes(48).toString('base64url'),
      // production refuses the development outbox; the bench never sends a code
      SMS_SENDER: 'kavenegar',
      KAVENEGAR_API_KEY: 'bench-never-used',
      ADMIN_MOBILE: '',
    },
    120_000,
    'built',
  );
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

interface LighthouseFigure {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** the metrics behind the performance score, in ms (CLS unitless) */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
}

async function lighthouseScores(
  base: string,
  pages: { name: string; path: string }[],
): Promise<LighthouseFigure[]> {
  if (env.BENCH_LIGHTHOUSE === 'false' || !existsSync(CHROMIUM)) return [];
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const out: LighthouseFigure[] = [];
  try {
    for (const target of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        // the server has drawn this page before (its code is warm), but not in the last seconds: the run
        // measures a fresh render, not an answer kept in the public cache
        await fetch(`${base}${target.path}${target.path.includes('?') ? '&' : '?'}warm=${formFactor}`).catch(
          () => null,
        );
        const run = () =>
          lighthouse(
            `${base}${target.path}`,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
        let result = await run();
        // a run Lighthouse itself could not finish (its runtimeError, e.g. NO_NAVSTART from headless
        // Chromium's trace) is said, and tried again, up to three times in all
        for (let attempt = 2; result?.lhr.runtimeError && attempt <= 3; attempt++) {
          log(
            `Lighthouse ${target.name} ${formFactor}: ${result.lhr.runtimeError.code}; run ${attempt} of 3`,
          );
          await new Promise((resolve) => setTimeout(resolve, 2000));
          result = await run();
        }
        const categories = result?.lhr.categories;
        const score = (key: string) => Math.round((categories?.[key]?.score ?? 0) * 100);
        const metric = (id: string) => Math.round((result?.lhr.audits[id]?.numericValue ?? 0) * 1000) / 1000;
        out.push({
          page: target.name,
          formFactor,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          metrics: {
            fcp: metric('first-contentful-paint'),
            lcp: metric('largest-contentful-paint'),
            tbt: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
            si: metric('speed-index'),
          },
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return out;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

async function main(): Promise<void> {
  ensureWebBuild();
  ensureSeeded();
  const server = await startBenchServer();
  // the peak, and where it came from: the server just started (modules, the database opening) or under load
  const peak = { mb: 0, startedMb: rssMb(server.child.pid ?? 0), underLoadMb: 0 };
  let loading = false;
  const sampler = setInterval(() => {
    const mb = rssMb(server.child.pid ?? 0);
    peak.mb = Math.max(peak.mb, mb);
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
    ];

    log(`\nload: ${CONNECTIONS} connections, ${SECONDS} s per endpoint\n`);
    const bareFigure = await load('bare Fastify route (same body size)', bare.url, '/bare');
    const figures: LoadFigure[] = [bareFigure];
    loading = true;
    for (const endpoint of endpoints) {
      const probe = await fetch(`${server.url}${endpoint.path}`);
      if (!probe.ok) {
        log(`skipped ${endpoint.name}: ${endpoint.path} answered ${probe.status}`);
        continue;
      }
      const figure = await load(endpoint.name, server.url, endpoint.path);
      figure.ratioToBare = figure.requestsPerSecond / bareFigure.requestsPerSecond;
      figures.push(figure);
    }
    clearInterval(sampler);
    peak.mb = Math.max(peak.mb, rssMb(server.child.pid ?? 0));

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

    const lighthouse = await lighthouseScores(server.url, [
      { name: 'home', path: '/' },
      ...(reportId ? [{ name: 'report page', path: `/report/${reportId}` }] : []),
    ]);
    if (lighthouse.length) {
      log('\nLighthouse       form     perf  a11y  best  seo   FCP ms  LCP ms  TBT ms   CLS');
      for (const l of lighthouse) {
        log(
          `${l.page.padEnd(16)} ${l.formFactor.padEnd(8)} ${pad(l.performance, 4)} ${pad(l.accessibility, 5)} ${pad(l.bestPractices, 5)} ${pad(l.seo, 4)} ${pad(Math.round(l.metrics.fcp), 8)} ${pad(Math.round(l.metrics.lcp), 7)} ${pad(Math.round(l.metrics.tbt), 7)} ${pad(l.metrics.cls.toFixed(3), 5)}`,
        );
      }
      log(
        `targets: performance ≥ ${TARGETS.lighthouse.performanceMobile} on mobile; accessibility, best practices, SEO 100`,
      );
    }

    const results = {
      at: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      database: DATABASE_URL ? 'postgresql' : 'pglite',
      dataSet: { subjects: SUBJECTS, sources: SOURCES },
      load: { connections: CONNECTIONS, seconds: SECONDS, figures },
      serverPeakMemoryMb: Math.round(peak.mb),
      serverMemoryMb: { beforeLoad: Math.round(peak.startedMb), underLoad: Math.round(peak.underLoadMb) },
      homeJavaScript: js,
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
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
