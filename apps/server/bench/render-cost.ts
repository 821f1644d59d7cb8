/**
 * What one server-rendered page costs when nothing is cached: CPU milliseconds per distinct subject and
 * report page, and per distinct page of an outlet with 5 000 sources (median and p95), and the page's HTML
 * size before compression. Runnable alone:
 *
 *   npx tsx apps/server/bench/render-cost.ts
 *
 * It seeds its own temporary PGlite data folder (the demo seed, then copies of its published subjects and
 * reports until there are RENDER_PAGES of each), builds the app in this process with the public cache off,
 * and asks for each page once through the app's own page route (`app.inject`), so every figure is a first
 * request. `measureRenderCost` is exported for `npm run bench`.
 *
 * RENDER_PAGES (default 300) sets how many of each; RENDER_PROFILE=<file> writes a CPU profile of them. The
 * median is of them all (a running server's pages); the median of the first FIRST_PAGES is printed beside
 * it: those run while the JIT is still compiling the render's code (a server just started).
 *
 * Then the memory of a reading server: the built server (`npm start`'s file, in production mode, a process
 * of its own) on the same data, its resident memory once started and after RENDER_MEMORY_PAGES (default
 * 500; 0 skips) distinct subject and report pages asked RENDER_MEMORY_CONNECTIONS (default 50) at a time,
 * its peak, and how fast those first requests were answered (pages a second, p99, how many were shed). Nothing is written meanwhile, so this is
 * the server that never cleans HTML (docs/decisions/0018).
 *
 * CPU is the whole process's (process.cpuUsage): with rendering in worker threads the figure counts the
 * workers' CPU too, so it is the page's full price, data calls included; the main thread's share (the
 * database, the API calls, the page's head) is printed beside it. The public cache is on, as in
 * production: the data every page shares (the home answer of the right column) comes from it, while each
 * page and its own data are asked for the first time.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { bootstrapData } from '../src/bootstrap.ts';
import { openDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/lib/sql.ts';
import { demoAppConfig, pgliteDirOf, startBuiltServer } from './bench-servers.ts';
import { memoryTargetMb, procStatusMb, quantile } from './figures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

export interface PageCost {
  pages: number;
  cpuMedianMs: number;
  cpuP95Ms: number;
  /**
   * the mean: the whole CPU of the pages over their number. A page's collections (the rendering thread's and
   * the main thread's) come every few pages, so they show in the mean and the p95, not in the median
   */
  cpuMeanMs: number;
  /** the median of the first FIRST_PAGES pages only (a server just started, its JIT still compiling) */
  cpuFirstMedianMs: number;
  /** the mean share of the main thread (database, API, page head), from /proc (Linux; 0 elsewhere) */
  mainThreadMeanMs: number;
  htmlMedianKb: number;
  /** pages whose answer was not the server-rendered page (no rendered root) */
  notRendered: number;
}

export interface RenderCost {
  subject: PageCost;
  report: PageCost;
  /** distinct pages (?page=n) of one outlet's page with OUTLET_SOURCES published sources */
  outlet: PageCost;
  /** the built server's resident memory (MB) on the same data, when measured */
  memory?: ReadingMemory;
}

export interface ReadingMemory {
  pages: number;
  startedMb: number;
  afterMb: number;
  peakMb: number;
  /** how many pages were asked at once */
  connections: number;
  /** distinct pages answered per second, and the slowest 1 % of them (ms) */
  pagesPerSecond: number;
  p99Ms: number;
  /** pages answered with the plain page (every renderer taken: shed, ADR 7) */
  plain: number;
}

/** How many distinct pages of each kind are measured by default, and how many of them count as 'first'. */
export const DEFAULT_PAGES = 300;
const FIRST_PAGES = 60;

const percentile = (values: number[], p: number): number => quantile(values, p / 100);

const round = (value: number) => Math.round(value * 100) / 100;

/** CPU ms the main thread has used (Linux: /proc/self/task/<pid>/stat, in clock ticks of 10 ms). */
function mainThreadMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The built server on `dataDir` (already seeded and marked clean): its memory once its rendering thread
 * has started, after `urls` were each asked once (`connections` at a time), and its peak; how many pages
 * a second that was, the p99 of their answers, and how many were shed to the plain page.
 */
async function readingMemory(
  dataDir: string,
  webDist: string,
  urls: string[],
  connections: number,
): Promise<ReadingMemory> {
  const server = await startBuiltServer({ NODE_ENV: 'production', DATA_DIR: dataDir, WEB_DIST: webDist });
  try {
    const pid = server.child.pid ?? 0;
    // the rendering thread starts a second after the server listens
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const started = procStatusMb(pid);
    let next = 0;
    let plain = 0;
    const times: number[] = [];
    const connection = async () => {
      while (next < urls.length) {
        const url = urls[next++] as string;
        const asked = performance.now();
        const body = await (await fetch(`${server.url}${url}`)).text();
        times.push(performance.now() - asked);
        if (body.includes('<div id="root"></div>')) plain++;
      }
    };
    const began = performance.now();
    await Promise.all(Array.from({ length: connections }, connection));
    const seconds = (performance.now() - began) / 1000;
    const after = { rss: procStatusMb(pid), peak: procStatusMb(pid, 'VmHWM') };
    return {
      pages: urls.length,
      startedMb: round(started),
      afterMb: round(after.rss),
      peakMb: round(after.peak),
      connections,
      pagesPerSecond: round(urls.length / seconds),
      p99Ms: round(percentile(times, 99)),
      plain,
    };
  } finally {
    await server.stop();
  }
}

/** Copies of the published rows (with their sources or news items) until `count` are published. */
async function grow(
  db: ReturnType<typeof Object>,
  count: number,
): Promise<{ subjects: number[]; reports: number[] }> {
  const execute = (query: ReturnType<typeof sql>) =>
    (db as { execute(q: ReturnType<typeof sql>): Promise<{ rows: Record<string, unknown>[] }> }).execute(
      query,
    );
  const ids = async (table: 'subjects' | 'reviews') =>
    (await execute(sql.raw(`SELECT id FROM ${table} WHERE status = 2 ORDER BY id`))).rows.map((r) =>
      Number(r.id),
    );
  let subjects = await ids('subjects');
  for (let i = 0; subjects.length < count; i++) {
    const from = subjects[i % subjects.length];
    const made = await execute(sql`
      INSERT INTO subjects (title, abstract, content, main_image, category_id, evaluation_id, status, priority,
        hashtags, date_published, search_text)
      SELECT left(title || ' ' || ${i}, 300), abstract, content, main_image, category_id, evaluation_id, status,
        priority, hashtags, date_published - make_interval(mins => ${i}), search_text
      FROM subjects WHERE id = ${from} RETURNING id`);
    const id = Number(made.rows[0]?.id);
    await execute(sql`
      INSERT INTO sources (subject_id, title, link, outlet_id, summary, date_published_rumor, evaluation_id, status)
      SELECT ${id}, title, link, outlet_id, summary, date_published_rumor, evaluation_id, status
      FROM sources WHERE subject_id = ${from}`);
    subjects.push(id);
  }
  let reports = await ids('reviews');
  for (let i = 0; reports.length < count; i++) {
    const from = reports[i % reports.length];
    const made = await execute(sql`
      INSERT INTO reviews (subject_id, title, summary, content, main_image, status, date_published, author_id,
        search_text)
      SELECT subject_id, left(title || ' ' || ${i}, 300), summary, content, main_image, status,
        date_published - make_interval(mins => ${i}), author_id, search_text
      FROM reviews WHERE id = ${from} RETURNING id`);
    const id = Number(made.rows[0]?.id);
    await execute(sql`
      INSERT INTO review_news_items (review_id, outlet_id, title, link, summary, date, evaluation_id, position)
      SELECT ${id}, outlet_id, title, link, summary, date, evaluation_id, position
      FROM review_news_items WHERE review_id = ${from}`);
    reports.push(id);
  }
  subjects = subjects.slice(0, count);
  reports = reports.slice(0, count);
  return { subjects, reports };
}

/** How many published sources the measured outlet has (its page's numbers come from the counters, ADR 34). */
export const OUTLET_SOURCES = 5000;
/** the published subjects, none of them a measured page, that the measured outlet's sources are on */
const OUTLET_SUBJECTS = 50;

/**
 * A new outlet with `count` published sources on the given published subjects, dated over the last three
 * years with the demo's evaluations in turn (the triggers keep its counters as for any write).
 */
async function outletWithSources(db: ReturnType<typeof Object>, subjectIds: number[], count: number) {
  const [outlet] = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO outlets (name, english_name, link, origin, search_text)
      VALUES ('رسانه‌ی پرخبر', 'Busy outlet', 'https://busy.example', 1, 'رسانه پرخبر busy outlet')
      RETURNING id`),
  );
  await db.execute(sql`
    WITH e AS (SELECT array_agg(id ORDER BY id) AS ids FROM evaluations),
         s AS (SELECT ${`{${subjectIds.join(',')}}`}::int[] AS ids)
    INSERT INTO sources (subject_id, title, link, outlet_id, summary, date_published_rumor, evaluation_id, status)
    SELECT s.ids[1 + g % cardinality(s.ids)], 'روایت پرخبر ' || g, 'https://busy.example/' || g, ${outlet!.id},
           'خلاصه', now() - (g * interval '5 hours'), e.ids[1 + g % cardinality(e.ids)], 2
    FROM generate_series(1, ${count}::int) AS g CROSS JOIN e CROSS JOIN s`);
  // as the large seed and PGlite's upkeep leave it: the planner knows the sources it now has
  await db.execute(sql`ANALYZE sources`);
  return outlet!.id;
}

/**
 * Seeds a temporary data folder, renders `pages` distinct subject pages and as many report pages (after a
 * few warm-up renders of other pages), and returns their CPU and size figures.
 */
export async function measureRenderCost(
  options: {
    pages?: number;
    webDist?: string;
    log?: (line: string) => void;
    /** where to write a CPU profile of the measured renders (main thread), e.g. for Chrome's devtools */
    profileFile?: string;
    /** distinct pages the built server renders for its memory figure (0: not measured) */
    memoryPages?: number;
    /** how many of them it is asked for at once (default 50) */
    memoryConnections?: number;
  } = {},
): Promise<RenderCost> {
  const pages = options.pages ?? DEFAULT_PAGES;
  const memoryPages = options.memoryPages ?? 0;
  const warmup = 10;
  const log = options.log ?? (() => {});
  const webDist = options.webDist ?? path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, '.ssr', 'entry-server.js'))) {
    throw new Error(`no server bundle in ${webDist}: run \`npm run build\` first`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-render-cost-'));
  const database = await openDatabase({ pgliteDir: pgliteDirOf(dataDir) });
  const app = await buildApp({ config: demoAppConfig(dataDir, webDist), database });
  let closed = false;
  try {
    await app.ready();
    log('seeding the demo data…');
    await bootstrapData(app);
    const measured = Math.max(pages + warmup, Math.ceil(memoryPages / 2));
    const grown = await grow(database.db, measured + OUTLET_SUBJECTS);
    const subjects = grown.subjects.slice(0, measured);
    const reports = grown.reports.slice(0, measured);
    // the outlet's sources go on subjects of their own: on the measured ones they would lengthen the subject
    // and report pages measured here (some 16 sources more on each)
    const outletId = await outletWithSources(database.db, grown.subjects.slice(measured), OUTLET_SOURCES);
    const outletPages = Array.from({ length: pages + warmup }, (_, i) => i + 1);
    await app.serverRenderer();

    const measure = async (ids: number[], page: (id: number) => string): Promise<PageCost> => {
      for (const id of ids.slice(pages, pages + warmup)) await app.inject({ url: page(id) });
      const cpu: number[] = [];
      const sizes: number[] = [];
      let notRendered = 0;
      const mainBefore = mainThreadMs();
      for (const id of ids.slice(0, pages)) {
        const before = process.cpuUsage();
        const answer = await app.inject({ url: page(id), headers: { 'accept-encoding': 'identity' } });
        const used = process.cpuUsage(before);
        cpu.push((used.user + used.system) / 1000);
        sizes.push(answer.rawPayload.length / 1024);
        if (answer.body.includes('<div id="root"></div>')) notRendered++;
      }
      const mainMs = mainThreadMs() - mainBefore;
      return {
        pages,
        cpuMedianMs: round(percentile(cpu, 50)),
        cpuP95Ms: round(percentile(cpu, 95)),
        cpuMeanMs: round(cpu.reduce((sum, ms) => sum + ms, 0) / cpu.length),
        cpuFirstMedianMs: round(percentile(cpu.slice(0, FIRST_PAGES), 50)),
        mainThreadMeanMs: round(mainMs / pages),
        htmlMedianKb: round(percentile(sizes, 50)),
        notRendered,
      };
    };
    log(`rendering ${pages} distinct subject pages and ${pages} report pages…`);
    const profiler = options.profileFile ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const subject = await measure(subjects, (id) => `/news-subject-page/${id}`);
    const report = await measure(reports, (id) => `/report/${id}`);
    log(`rendering ${pages} distinct pages of an outlet with ${OUTLET_SOURCES} sources…`);
    const outlet = await measure(outletPages, (n) => `/media/${outletId}?page=${n}`);
    if (profiler && options.profileFile) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(options.profileFile, JSON.stringify(profile));
      profiler.disconnect();
      log(`CPU profile of the renders (this thread): ${options.profileFile}`);
    }
    if (memoryPages <= 0) return { subject, report, outlet };
    await app.close();
    await database.close();
    closed = true;
    log(`the built server: its memory started and after ${memoryPages} distinct pages…`);
    const urls = Array.from({ length: memoryPages }, (_, i) =>
      i % 2 === 0 ? `/news-subject-page/${subjects[i >> 1]}` : `/report/${reports[i >> 1]}`,
    );
    const connections = options.memoryConnections ?? 50;
    return { subject, report, outlet, memory: await readingMemory(dataDir, webDist, urls, connections) };
  } finally {
    if (!closed) {
      await app.close();
      await database.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The public pages' render-cost targets (a subject or report page; an outlet's page has its own); rssMb is the
 * runtime's memory target (ADR 43).
 */
export const RENDER_TARGETS = {
  cpuMs: 5,
  htmlKb: 40,
  rssMb: memoryTargetMb(),
  pagesPerSecond: 300,
  p99Ms: 250,
};

/** An outlet's page with OUTLET_SOURCES sources: its chart, ranks and list (ADR 34). */
export const OUTLET_RENDER_TARGETS = { cpuMs: 10, htmlKb: 60 };

const targetsOf = (kind: string) => (kind === 'outlet' ? OUTLET_RENDER_TARGETS : RENDER_TARGETS);

export function printRenderCost(cost: RenderCost, log: (line: string) => void = console.log): void {
  const { memory, ...kinds } = cost;
  for (const [name, figure] of Object.entries(kinds)) {
    const target = targetsOf(name);
    log(
      `${name.padEnd(8)} CPU median ${figure.cpuMedianMs} ms, p95 ${figure.cpuP95Ms} ms, mean ${figure.cpuMeanMs} ms (target < ${target.cpuMs}; ` +
        `the first ${Math.min(FIRST_PAGES, figure.pages)} pages: median ${figure.cpuFirstMedianMs} ms), ` +
        `main thread ${figure.mainThreadMeanMs} ms of it on average; ` +
        `HTML ${figure.htmlMedianKb} KB (target < ${target.htmlKb})` +
        (figure.notRendered ? `; ${figure.notRendered} of ${figure.pages} NOT server-rendered` : ''),
    );
  }
  if (memory) {
    log(
      `memory   the built server (RSS): ${memory.startedMb} MB started, ${memory.afterMb} MB after ${memory.pages} ` +
        `distinct pages, peak ${memory.peakMb} MB (target < ${RENDER_TARGETS.rssMb})`,
    );
    log(
      `pages    the built server, ${memory.connections} at a time, each page once: ${memory.pagesPerSecond} a second ` +
        `(target >= ${RENDER_TARGETS.pagesPerSecond}), p99 ${memory.p99Ms} ms (target < ${RENDER_TARGETS.p99Ms}), ` +
        `${memory.plain} of ${memory.pages} shed to the plain page`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cost = await measureRenderCost({
    pages: Number(process.env.RENDER_PAGES ?? DEFAULT_PAGES),
    profileFile: process.env.RENDER_PROFILE,
    memoryPages: Number(process.env.RENDER_MEMORY_PAGES ?? 500),
    memoryConnections: Number(process.env.RENDER_MEMORY_CONNECTIONS ?? 50),
    log: console.log,
  });
  printRenderCost(cost);
}
