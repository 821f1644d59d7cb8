/**
 * Lighthouse on the public pages: performance, accessibility, best practices and SEO, with the metrics
 * behind the performance score (CLS among them). `npm run bench` runs it on the large seed; alone, on the
 * demo data (`npm run bench:lighthouse`):
 *
 *   npx tsx apps/server/bench/lighthouse.ts
 *
 * Alone it starts the server as `npm start` runs it (the built file, a temporary data folder with the demo
 * seed) and measures the home page, a report page and an outlet's page on Lighthouse's throttled phone (its mobile preset:
 * 4× CPU slowdown, a slow 4G link); LIGHTHOUSE_DESKTOP=true adds the desktop preset. Each page is measured
 * as a first request: the server has drawn a page of that kind before (its code is warm), not that page.
 * CHROMIUM_PATH names the browser (default /usr/bin/chromium).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from './bench-servers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface LighthouseFigure {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** the metrics behind the performance score, in ms (CLS unitless) */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
}

/** The public pages' targets on a throttled phone. */
export const LIGHTHOUSE_TARGETS = { performanceMobile: 95, clsMax: 0.05 };

export async function lighthouseScores(
  base: string,
  chromium: string,
  pages: { name: string; path: string; warmPath: string }[],
  formFactors: ('mobile' | 'desktop')[] = ['mobile', 'desktop'],
  log: (line: string) => void = console.log,
): Promise<LighthouseFigure[]> {
  if (!existsSync(chromium)) return [];
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chrome = await launch({
    chromePath: chromium,
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
      for (const formFactor of formFactors) {
        // the server has drawn a page of this kind before (its code is warm), but not this one: the run
        // measures a fresh render, not an answer kept in the public cache (which ignores added parameters)
        await fetch(`${base}${target.warmPath}`).catch(() => null);
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
        // what keeps a score that should be 100 below it: each failing audit that counts, and what it names
        for (const key of ['accessibility', 'best-practices', 'seo']) {
          for (const ref of categories?.[key]?.auditRefs ?? []) {
            const audit = result?.lhr.audits[ref.id];
            if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
            const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
            const named = items
              .slice(0, 3)
              .map((item) => JSON.stringify(item).slice(0, 200))
              .join('; ');
            log(
              `Lighthouse ${target.name} ${formFactor}: ${key} fails ${ref.id} (${audit.title})${named ? `: ${named}` : ''}`,
            );
          }
        }
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

/** An outlet of the public list and the number of its checked news (sources). */
export interface ListedOutlet {
  id: number;
  rumor_count: number;
}

/** The outlets that have checked news, most first (the home page's agency table order is not needed). */
export async function outletsByNews(base: string): Promise<ListedOutlet[]> {
  const outlets = (await fetch(`${base}/api/public/public-media/?page=1&page_size=20`)
    .then((r) => r.json())
    .catch(() => [])) as ListedOutlet[];
  return [...outlets].sort((a, b) => b.rumor_count - a.rumor_count);
}

/** An outlet's page (ADR 34), warmed by another outlet's. */
export const outletPages = ([outlet, other]: ListedOutlet[]) =>
  outlet === undefined
    ? []
    : [{ name: 'outlet page', path: `/media/${outlet.id}`, warmPath: `/media/${(other ?? outlet).id}` }];

export function printLighthouse(
  figures: LighthouseFigure[],
  log: (line: string) => void = console.log,
): void {
  if (!figures.length) return;
  log('\nLighthouse       form     perf  a11y  best  seo   FCP ms  LCP ms  TBT ms   CLS');
  for (const l of figures) {
    log(
      `${l.page.padEnd(16)} ${l.formFactor.padEnd(8)} ${pad(l.performance, 4)} ${pad(l.accessibility, 5)} ${pad(l.bestPractices, 5)} ${pad(l.seo, 4)} ${pad(Math.round(l.metrics.fcp), 8)} ${pad(Math.round(l.metrics.lcp), 7)} ${pad(Math.round(l.metrics.tbt), 7)} ${pad(l.metrics.cls.toFixed(3), 5)}`,
    );
  }
  log(
    `targets: performance ≥ ${LIGHTHOUSE_TARGETS.performanceMobile} on mobile with CLS < ${LIGHTHOUSE_TARGETS.clsMax}; accessibility, best practices, SEO 100`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
  if (!existsSync(path.join(webDist, '.ssr', 'entry-server.js'))) {
    throw new Error(`no web build in ${webDist}: run \`npm run build\` first`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-lighthouse-'));
  const server = await startBuiltServer({
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
  });
  try {
    const reviews = (await fetch(`${server.url}/api/public/public-news-review/?page=1&page_size=2`).then(
      (r) => r.json(),
    )) as { id: number }[];
    const [report, other] = reviews;
    const outlets = await outletsByNews(server.url);
    const figures = await lighthouseScores(
      server.url,
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      [
        { name: 'home', path: '/', warmPath: '/news-subjects' },
        ...(report
          ? [
              {
                name: 'report page',
                path: `/report/${report.id}`,
                warmPath: `/report/${(other ?? report).id}`,
              },
            ]
          : []),
        ...outletPages(outlets),
      ],
      process.env.LIGHTHOUSE_DESKTOP === 'true' ? ['mobile', 'desktop'] : ['mobile'],
    );
    printLighthouse(figures);
  } finally {
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
