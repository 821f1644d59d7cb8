import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_CACHE_TTL_MS } from '../../lib/routes.ts';
import { createGate } from '../../lib/gate.ts';
import { threadLimits } from '../../lib/thread-limits.ts';

/** A page as the web build's server entry (apps/web/src/entry-server.tsx) renders it, in a worker. */
interface RenderedPage {
  html: string;
  styles: string;
  state: string;
  /** the source modules of the page's lazy chunks (Vite manifest keys), for modulepreload links */
  modules: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The page with the app rendered in; 'busy' when every renderer is taken (the plain page, not stored). */
export type RenderAnswer = { html: string } | 'busy' | null;

/** An API answer of this server, as a render's data call receives it. */
export interface DataAnswer {
  /** the address asked for (path and query, under the API's base) */
  url: string;
  status: number;
  headers: [string, string][];
  /** the body as text (UTF-8), as the handler's answer already has it */
  text: string;
}

/** The headers of a JSON answer made without its route (`jsonAnswer`), as the route sends them to a render. */
const JSON_HEADERS: [string, string][] = [['content-type', 'application/json; charset=utf-8']];

/** A JSON answer of `url` made by this process without going through its route (the render's own data). */
export const jsonAnswer = (url: string, text: string): DataAnswer => ({
  url,
  status: 200,
  headers: JSON_HEADERS,
  text,
});

export interface ServerRenderer {
  /**
   * The page's HTML (index.html with the app rendered in), null to send the plain page, 'busy' when shed.
   * `answered`: data calls already made for this page (by `shared` or `jsonAnswer`), sent with the
   * render and used instead of asking again; `slot`: a renderer already taken for it (`enter`), released
   * when the render ends.
   */
  render(
    request: FastifyRequest,
    indexHtml: string,
    page?: { answered?: DataAnswer[]; slot?: () => void },
  ): Promise<RenderAnswer>;
  /**
   * Takes a renderer for a page that makes its data calls before it renders (waiting in the bounded line);
   * null when the page is shed. The page hands it to `render`.
   */
  enter(): Promise<(() => void) | null>;
  /**
   * A GET of a publicly cached answer every visitor's page shows (the home answer of the right column),
   * kept in this thread until its time to live ends or a write touches any of `tags` (publicCache
   * invalidation): most pages are given it without an API call. Null when it did not answer 200.
   */
  shared(url: string, tags: readonly string[]): Promise<DataAnswer | null>;
  /** true for a call the renderer itself made (it must not count as a reader's view) */
  isRenderCall(request: FastifyRequest): boolean;
  /** renders running or waiting for a renderer now */
  readonly rendering: number;
  /** stops the rendering threads */
  close(): Promise<void>;
}

/** the header that marks the renderer's own in-process API calls; its value is secret to this process */
const RENDER_HEADER = 'x-rasti-render';

/** Renders one worker works on at once: most of a render's time is spent waiting for its data. */
export const RENDERS_PER_WORKER = 4;
/** How long a render may wait for a free renderer before the visitor gets the plain page. */
const MAX_WAIT_MS = 250;
/**
 * A worker's heap limits: each thread carries its own heap, and the whole server has to stay under its
 * runtime's memory target (250 MB on Node 20, 300 MB on Node 22 and 24: docs/decisions/0043).
 * A worker that runs out is replaced; the renders it had get the plain page. The young generation of 12 MB
 * (4 MB semi-spaces) is what the threads ran with while the server's flags overrode these limits
 * (lib/thread-limits.ts): a smaller one costs CPU per page (docs/decisions/0021).
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 12 };

/** How long a shared answer (`shared`) is kept at most: the public cache's time to live. */
const SHARED_TTL_MS = PUBLIC_CACHE_TTL_MS;

type FromWorker =
  | { type: 'ready' }
  | { type: 'fetch'; id: number; url: string; method: string; headers: Record<string, string> }
  | { type: 'rendered'; id: number; page: RenderedPage | null }
  | { type: 'failed'; id: number; message: string };

interface Renderer {
  worker: Worker;
  /** renders sent to this worker and not answered yet */
  pending: Map<number, (page: RenderedPage | null | Error) => void>;
  /**
   * The shared answers (`shared`) this worker keeps, by address, as this thread last sent them: a render
   * given one of these names it instead of sending its text again.
   */
  kept: Map<string, DataAnswer>;
}

/**
 * An answer as a render message carries it: whole (`keep`: the worker keeps it for later renders), or
 * only its address (`kept`: the worker has it, sent whole with an earlier render).
 */
type SentAnswer = DataAnswer | (DataAnswer & { keep: true }) | { url: string; kept: true };

/**
 * Loads the web build's server bundle (`<WEB_DIST>/.ssr/entry-server.js`) when there is one, in worker
 * threads (render-worker.mjs): rendering uses the other cores while the main thread keeps the database.
 * The renders' API calls come back to this thread and are answered in-process (app.inject): no network.
 */
export async function loadServerRenderer(app: FastifyInstance): Promise<ServerRenderer | null> {
  const { webDist, serverRendering, render: limits } = app.config;
  const entryFile = path.join(webDist, '.ssr', 'entry-server.js');
  if (!serverRendering || !existsSync(entryFile)) return null;
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  // the stylesheet every rendered page links (the build writes it beside the bundle), and its rules' ids
  const sharedFile = path.join(webDist, '.ssr', 'shared-styles.json');
  const shared: { href: string; ids: string[] } | null = existsSync(sharedFile)
    ? JSON.parse(readFileSync(sharedFile, 'utf8'))
    : null;
  const sharedLink = shared ? `<link rel="stylesheet" href="${shared.href}">` : '';
  const secret = randomBytes(32).toString('hex');
  const secretBytes = Buffer.from(secret);

  /** The renderer's own call of this server's API, answered by its handler in-process. */
  const inject = async (
    url: string,
    method = 'GET',
    headers: Record<string, string> = {},
  ): Promise<DataAnswer> => {
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, [RENDER_HEADER]: secret },
    });
    return {
      url,
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)] as [string, string]],
      ),
      text: answer.payload,
    };
  };

  /**
   * The shared answers (`shared`), by address, with when they expire and their tags. `invalidations` counts
   * the public cache's invalidations: an answer asked before one is not kept. Only while the public cache
   * is on: with it off, a write invalidates nothing.
   */
  const sharedAnswers = new Map<string, { answer: DataAnswer; until: number; tags: readonly string[] }>();
  /** the answers kept there: the rendering threads keep them too, and are sent each once */
  const keptAnswers = new WeakSet<DataAnswer>();
  let invalidations = 0;
  const keepsShared = app.config.publicCache;
  app.publicCache.onInvalidate((tags) => {
    invalidations++;
    for (const [url, kept] of sharedAnswers) {
      if (tags === null || kept.tags.some((tag) => tags.includes(tag))) sharedAnswers.delete(url);
    }
  });
  const sharedAnswer = async (url: string, tags: readonly string[]): Promise<DataAnswer | null> => {
    const kept = sharedAnswers.get(url);
    if (kept && Date.now() < kept.until) return kept.answer;
    const since = invalidations;
    const answer = await inject(url);
    if (answer.status !== 200) return null;
    if (keepsShared && since === invalidations) {
      sharedAnswers.set(url, { answer, until: Date.now() + SHARED_TTL_MS, tags });
      keptAnswers.add(answer);
    }
    return answer;
  };

  /** A render's data call (one it was not given), answered by this server's own handler. */
  async function answerFetch(renderer: Renderer, call: Extract<FromWorker, { type: 'fetch' }>) {
    try {
      const answer = await inject(call.url, call.method, call.headers);
      // the text the handler's answer already holds: the worker neither copies bytes nor decodes them
      renderer.worker.postMessage({
        type: 'response',
        id: call.id,
        status: answer.status,
        text: answer.text,
        headers: answer.headers,
      });
    } catch (err) {
      app.log.error({ err }, "page: a render's data call failed");
      renderer.worker.postMessage({ type: 'response', id: call.id, status: 500, text: '', headers: [] });
    }
  }

  let closing = false;
  // the threads, filled once they have all started (a thread that fails before then is in no slot)
  let renderers: (Renderer | undefined)[] = [];
  const workerFile = new URL('./render-worker.mjs', import.meta.url);
  const start = (): Promise<Renderer> => {
    const worker = new Worker(workerFile, {
      workerData: { entryUrl: pathToFileURL(entryFile).href, sharedStyles: shared?.ids ?? [] },
      resourceLimits: threadLimits(WORKER_LIMITS),
      // the thread runs plain JavaScript (the worker file and the built server bundle): none of the main
      // thread's flags, e.g. `--import tsx` when it runs from source, whose loader alone would take most of
      // the thread's heap limit
      execArgv: [],
    });
    const renderer: Renderer = { worker, pending: new Map(), kept: new Map() };
    return new Promise((resolve, reject) => {
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') resolve(renderer);
        else if (message.type === 'fetch') void answerFetch(renderer, message);
        else {
          const done = renderer.pending.get(message.id);
          renderer.pending.delete(message.id);
          done?.(message.type === 'rendered' ? message.page : new Error(message.message));
        }
      });
      worker.on('error', (err) => {
        app.log.error({ err }, 'page: a rendering thread failed');
        reject(err);
      });
      worker.on('exit', () => {
        for (const done of renderer.pending.values()) done(new Error('the rendering thread stopped'));
        renderer.pending.clear();
        const at = renderers.indexOf(renderer);
        if (at < 0 || closing) return;
        // a thread that ran out of memory (or failed) is replaced; the server keeps rendering
        renderers[at] = undefined;
        void start().then(
          (next) => {
            renderers[at] = next;
          },
          () => {},
        );
      });
    });
  };
  const started = await Promise.allSettled(Array.from({ length: limits.workers }, () => start()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // the bundle cannot render here: no thread is kept (the pages are drawn by the browser)
    closing = true;
    await Promise.all(
      started.map((result) => (result.status === 'fulfilled' ? result.value.worker.terminate() : undefined)),
    );
    throw failed.reason;
  }
  renderers = started.map((result) => (result as PromiseFulfilledResult<Renderer>).value);
  const gate = createGate({
    slots: limits.workers * RENDERS_PER_WORKER,
    queue: limits.queue,
    maxWaitMs: MAX_WAIT_MS,
    // a render that could not start within the wait gets the plain page at once, not after waiting for it
    foreseeWait: true,
  });

  let lastRender = 0;
  /**
   * The least busy thread renders `url`; a thread that does not answer in time is given up on. 'busy'
   * while no thread is ready (one that died is being replaced).
   */
  const renderInWorker = (url: string, answers: DataAnswer[]): Promise<RenderedPage | null | 'busy'> => {
    const ready = renderers.filter((r): r is Renderer => r !== undefined);
    const renderer = ready.sort((a, b) => a.pending.size - b.pending.size)[0];
    if (!renderer) return Promise.resolve('busy');
    const id = ++lastRender;
    // the home answer (every page's) is sent to a thread once while it is kept, not with every render: its
    // text is most of the message, copied here and again in the thread
    const sent = answers.map((answer): SentAnswer => {
      if (!keptAnswers.has(answer)) return answer;
      if (renderer.kept.get(answer.url) === answer) return { url: answer.url, kept: true };
      renderer.kept.set(answer.url, answer);
      return { ...answer, keep: true };
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        renderer.pending.delete(id);
        reject(new Error(`page: no render of ${url} within ${limits.timeoutMs} ms`));
      }, limits.timeoutMs + 1000);
      renderer.pending.set(id, (page) => {
        clearTimeout(timer);
        if (page instanceof Error) reject(page);
        else resolve(page);
      });
      renderer.worker.postMessage({
        type: 'render',
        id,
        url,
        timeoutMs: limits.timeoutMs,
        // the answers it was given, used by its data calls instead of asking this thread
        answers: sent,
      });
    });
  };

  /** The files a page's own chunks need (modulepreload), beside those of the entry; by its modules, made once. */
  const chunksOf = new Map<string, string[]>();
  const pageChunks = (modules: string[]): string[] => {
    const key = modules.join(' ');
    const known = chunksOf.get(key);
    if (known) return known;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    for (const module of modules) visit(module);
    const chunks = [...files].map((file) => `/${file}`);
    // the public pages' kinds: a handful of keys
    if (chunksOf.size < 100) chunksOf.set(key, chunks);
    return chunks;
  };

  return {
    get rendering() {
      return gate.running + gate.waiting;
    },
    isRenderCall(request) {
      const value = request.headers[RENDER_HEADER];
      if (typeof value !== 'string' || value.length !== secret.length) return false;
      return timingSafeEqual(Buffer.from(value), secretBytes);
    },
    shared: sharedAnswer,
    enter: () => gate.enter(),
    async render(request, indexHtml, { answered = [], slot } = {}) {
      const release = slot ?? (await gate.enter());
      if (!release) return 'busy';
      let page: RenderedPage | null | 'busy';
      try {
        page = await renderInWorker(request.url, answered);
      } finally {
        release();
      }
      if (!page || page === 'busy') return page;
      const scripts = withScriptsAfterPaint(indexHtml, pageChunks(page.modules));
      return { html: withRenderedApp(scripts, `${sharedLink}${page.styles}`, page.html, page.state) };
    },
    async close() {
      closing = true;
      await Promise.all(renderers.map((renderer) => renderer?.worker.terminate()));
    },
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const PRELOAD_START = '<link rel="modulepreload" crossorigin href="';

/**
 * The span of a page's template from its entry script to the end of its last modulepreload link, when every
 * modulepreload link is in it (as Vite writes them: after the entry script, before anything else of the
 * page's own); null otherwise.
 */
function scriptSpan(indexHtml: string): { start: number; end: number } | null {
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry) return null;
  const first = indexHtml.indexOf(PRELOAD_START);
  if (first >= 0 && first < entry.index) return null;
  const last = indexHtml.lastIndexOf(PRELOAD_START);
  const end =
    last < 0 ? entry.index + entry[0].length : indexHtml.indexOf('>', last + PRELOAD_START.length) + 1;
  return end > 0 ? { start: entry.index, end } : null;
}

/**
 * The scripts' span rewritten, by the span and the page's chunks: every page of a kind has the same (its
 * head, which differs, is outside it), so each is rewritten once, not on every request.
 */
const rewrittenSpans = new Map<string, string>();
const MAX_SPANS = 200;

/**
 * The page reads without its scripts: in place of the app's script and modulepreload tags, the small
 * /boot.js asks for them once the page has been painted (a slow connection brings the page's picture and
 * fonts first). The page's own chunks are preloaded with the entry's.
 */
export function withScriptsAfterPaint(indexHtml: string, extraPreloads: string[]): string {
  const span = scriptSpan(indexHtml);
  if (!span) return rewriteScripts(indexHtml, extraPreloads);
  const text = indexHtml.slice(span.start, span.end);
  const key = `${extraPreloads.join(' ')}\n${text}`;
  let rewritten = rewrittenSpans.get(key);
  if (rewritten === undefined) {
    rewritten = rewriteScripts(text, extraPreloads);
    if (rewrittenSpans.size >= MAX_SPANS) rewrittenSpans.clear();
    rewrittenSpans.set(key, rewritten);
  }
  return indexHtml.slice(0, span.start) + rewritten + indexHtml.slice(span.end);
}

function rewriteScripts(indexHtml: string, extraPreloads: string[]): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) return indexHtml;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  const all = [...new Set([...preloads, ...extraPreloads])].filter((href) => href !== entry);
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return indexHtml
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script src="/boot.js" defer data-entry="${attr(entry)}" data-preload="${attr(all.join(' '))}"></script>`,
    );
}

const HEAD_END = /<\/head>/i;
const ROOT = '<div id="root"></div>';
const NOSCRIPT = /\s*<noscript>[^<]*<\/noscript>/;

/**
 * The page with the app rendered in: `head` (the stylesheet link and the page's own <style> tags) at the end
 * of its head, the markup in its root followed by the data block (`state`), and without the plain page's
 * 'turn JavaScript on' (a rendered page reads without scripts; a page that needs them, the ask form, says so
 * itself). The template is cut where these go and joined once: the rendered markup, most of the page, is
 * not copied again by a replace after it is in.
 */
export function withRenderedApp(indexHtml: string, head: string, html: string, state: string): string {
  const headEnd = HEAD_END.exec(indexHtml);
  const root = indexHtml.indexOf(ROOT);
  const noscript = NOSCRIPT.exec(indexHtml);
  // the built template: its head, then its noscript, then its root (each replace of the steps below then
  // meets the template's own, whatever the rendered markup holds)
  const inOrder =
    headEnd !== null &&
    noscript !== null &&
    headEnd.index + headEnd[0].length <= noscript.index &&
    noscript.index + noscript[0].length <= root;
  if (!inOrder) {
    // not the built template's shape: the same three steps, one after the other
    return indexHtml
      .replace(HEAD_END, () => `  ${head}\n  </head>`)
      .replace(ROOT, () => `<div id="root">${html}</div>\n    ${state}`)
      .replace(NOSCRIPT, '');
  }
  const afterHead = headEnd.index + headEnd[0].length;
  return (
    `${indexHtml.slice(0, headEnd.index)}  ${head}\n  </head>` +
    indexHtml.slice(afterHead, noscript.index) +
    indexHtml.slice(noscript.index + noscript[0].length, root) +
    `<div id="root">${html}</div>\n    ${state}` +
    indexHtml.slice(root + ROOT.length)
  );
}
