import { describe, expect, it, vi } from 'vitest';
import { setupApp } from '../../../test/app.ts';
import { webDist } from '../../../test/factories.ts';
import { RENDERS_PER_WORKER } from './server-render.ts';

const INDEX =
  '<!doctype html>\n<html lang="fa" dir="rtl">\n  <head>\n    <title>راستی</title>\n  </head>\n' +
  '  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

// A stand-in for the web build's server entry: it asks the server for data over the worker's bridge and
// renders what it got; a page asked with ?hold never finishes (a renderer kept busy), one asked with
// ?crash ends its thread (as running out of memory would).
const ENTRY = `
let api;
export function configureServerRendering(options) { api = options.fetch; }
export const pageModules = () => [];
export async function renderPage(url) {
  if (url.includes('hold')) return new Promise(() => {});
  if (url.includes('crash')) process.exit(1);
  const health = await (await api('/healthz')).json();
  return {
    html: '<main>rendered: ' + health.status + '</main>',
    styles: '<style data-emotion="muirtl x">.x{}</style>',
    state: '<script type="application/json" id="rasti-state">{}</script>',
  };
}
`;

// one rendering thread, no line to wait in, and a render given up on after a few seconds
const { t } = setupApp({
  config: () => ({
    webDist: webDist(INDEX, { '.ssr/entry-server.js': ENTRY }),
    render: { workers: 1, queue: 0, timeoutMs: 2000 },
  }),
});

describe('rendering in a worker thread, with shedding', () => {
  it('renders a public page in the worker, its data asked of this server', async () => {
    const res = await t.app.inject('/news-reports');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"><main>rendered: ok</main></div>');
    expect(res.body).toContain('<style data-emotion="muirtl x">');
  });

  it('answers the plain page at once, not to be stored, while every renderer is taken', async () => {
    const renderer = await t.app.serverRenderer();
    const held = Array.from({ length: RENDERS_PER_WORKER }, (_, i) =>
      t.app.inject(`/news-reports?hold=${i}`),
    );
    await vi.waitFor(() => expect(renderer?.rendering).toBe(RENDERS_PER_WORKER), { timeout: 2500 });

    const shed = await t.app.inject('/news-subjects');
    expect(shed.statusCode).toBe(200);
    expect(shed.headers['cache-control']).toBe('no-store');
    expect(shed.body).toContain('<div id="root"></div>');
    expect(shed.body).not.toContain('rendered');
    // a reader who saves data gets the plain page light too: no pictures below the fold or in the right column
    const shedLight = await t.app.inject({ url: '/news-subjects', headers: { 'save-data': 'on' } });
    expect(shedLight.headers['cache-control']).toBe('no-store');
    expect(shedLight.body).toContain('<html data-light="" lang="fa" dir="rtl">');
    expect(shedLight.body).toContain('<div id="root"></div>');

    // the held renders are given up on: their visitors get the plain page too, never stored
    for (const res of await Promise.all(held)) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<div id="root"></div>');
    }
    // and the renderer serves again
    expect(renderer?.rendering).toBe(0);
    expect((await t.app.inject('/news-reports')).body).toContain('rendered: ok');
  });

  it('replaces a rendering thread that died, and its visitor gets the plain page', async () => {
    const crashed = await t.app.inject('/news-reports?crash=1');
    expect(crashed.headers['cache-control']).toBe('no-store');
    expect(crashed.body).toContain('<div id="root"></div>');
    // while it is replaced, visitors get the plain page, not to be stored either
    const meanwhile = await t.app.inject('/news-reports');
    if (!meanwhile.body.includes('rendered: ok')) expect(meanwhile.headers['cache-control']).toBe('no-store');
    await vi.waitFor(
      async () => expect((await t.app.inject('/news-reports')).body).toContain('rendered: ok'),
      {
        timeout: 10_000,
      },
    );
  });
});
