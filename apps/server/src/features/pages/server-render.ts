import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { htmlWindow } from '../../lib/html.ts';

/** What the web build's server entry (apps/web/src/entry-server.tsx) offers. */
interface ServerEntry {
  configureServerRendering(options: { fetch: typeof fetch; window: unknown }): void;
  renderPage(url: string, options?: { timeoutMs?: number }): Promise<RenderedPage | null>;
  pageModules(pathname: string): string[];
}

interface RenderedPage {
  html: string;
  styles: string;
  state: string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface ServerRenderer {
  /** the page's HTML (index.html with the app rendered in), or null to send the plain page */
  render(request: FastifyRequest, indexHtml: string): Promise<string | null>;
  /** true for a call the renderer itself made (it must not count as a reader's view) */
  isRenderCall(request: FastifyRequest): boolean;
}

/** the header that marks the renderer's own in-process API calls; its value is secret to this process */
const RENDER_HEADER = 'x-rasti-render';

/**
 * Loads the web build's server bundle (`<WEB_DIST>/.ssr/entry-server.js`) when there is one. Its API
 * calls are answered by this server in-process (app.inject): no network, no second connection.
 */
export async function loadServerRenderer(app: FastifyInstance): Promise<ServerRenderer | null> {
  const { webDist, serverRendering } = app.config;
  const entryFile = path.join(webDist, '.ssr', 'entry-server.js');
  if (!serverRendering || !existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const secret = randomBytes(32).toString('hex');
  const secretBytes = Buffer.from(secret);

  entry.configureServerRendering({
    // DOMPurify's DOM for the rich content the pages show (cleaned again on display, as in the browser):
    // the same one the server cleans HTML with, not a second
    window: htmlWindow,
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, key) => {
        headers[key] = value;
      });
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url,
        headers: { ...headers, [RENDER_HEADER]: secret },
      });
      return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: Object.entries(answer.headers).flatMap(([key, value]) =>
          value === undefined ? [] : [[key, String(value)] as [string, string]],
        ),
      });
    },
  });

  /** The files a page's own chunks need (modulepreload), beside those of the entry. */
  const pageChunks = (pathname: string): string[] => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    for (const module of entry.pageModules(pathname)) visit(module);
    return [...files].map((file) => `/${file}`);
  };

  return {
    isRenderCall(request) {
      const value = request.headers[RENDER_HEADER];
      if (typeof value !== 'string' || value.length !== secret.length) return false;
      return timingSafeEqual(Buffer.from(value), secretBytes);
    },
    async render(request, indexHtml) {
      const page = await entry.renderPage(request.url);
      if (!page) return null;
      const pathname = request.url.split('?')[0] ?? '/';
      const scripts = withScriptsAfterPaint(indexHtml, pageChunks(pathname));
      return scripts
        .replace(/<\/head>/i, () => `  ${page.styles}\n  </head>`)
        .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>\n    ${page.state}`);
    },
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page reads without its scripts: in place of the app's script and modulepreload tags, the small
 * /boot.js asks for them once the page has been painted (a slow connection brings the page's picture and
 * fonts first). The page's own chunks are preloaded with the entry's.
 */
export function withScriptsAfterPaint(indexHtml: string, extraPreloads: string[]): string {
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
