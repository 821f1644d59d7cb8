import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web');
const viteBin = path.join(
  path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')),
  'bin',
  'vite.js',
);
const outDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Code that only React's development build carries (its prop checks and its component task stacks). */
const DEVELOPMENT_REACT = ['validateProperty', 'createTask'];

describe('the web build', () => {
  beforeAll(() => {
    const { NODE_ENV: _unset, ...env } = process.env;
    const build = spawnSync(process.execPath, [viteBin, 'build', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: webDir,
      env,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
  }, 120_000);

  it('has a server bundle with React’s production build only, whatever NODE_ENV the server starts with', () => {
    const ssrDir = path.join(outDir, '.ssr');
    const files = readdirSync(ssrDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files).toContain('entry-server.js');
    const code = files.map((file) => readFileSync(path.join(ssrDir, file), 'utf8')).join('\n');
    for (const marker of DEVELOPMENT_REACT) expect(code).not.toContain(marker);
    // no switch left for the server's environment to pick the development build at run time
    expect(code).not.toContain('process.env.NODE_ENV');
    // ASCII only, Persian letters escaped: the rendering thread keeps every chunk's source as a one-byte
    // string, half the size of a two-byte one (docs/decisions/0021); the Persian text is still there
    expect(code).not.toMatch(/[\u0080-\uffff]/);
    expect(code).toContain('\\u06CC');
  });

  it('writes the rules every rendered page shares as one content-hashed stylesheet', () => {
    const shared = JSON.parse(readFileSync(path.join(outDir, '.ssr', 'shared-styles.json'), 'utf8')) as {
      href: string;
      ids: string[];
    };
    expect(shared.href).toMatch(/^\/assets\/ssr-[0-9a-f]{12}\.css$/);
    const css = readFileSync(path.join(outDir, shared.href), 'utf8');
    // the MUI components' classes, listed for the renderer to leave out (the frame and the cards are styled
    // by the static stylesheet now, so there are dozens, no longer hundreds); the theme's global rules are in
    // the static stylesheet (styles/baseline.css), not drawn by emotion
    expect(css).not.toContain('body{');
    const assets = readdirSync(path.join(outDir, 'assets')).filter((file) => /^style-.*\.css$/.test(file));
    expect(
      assets.map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8')).join('\n'),
    ).toContain('body{');
    expect(shared.ids.filter((id) => css.includes(`.muirtl-${id}{`)).length).toBeGreaterThan(30);
    expect(readFileSync(`${path.join(outDir, shared.href)}.br`).length).toBeGreaterThan(0);
  });

  it('draws Vazirmatn from the first paint without moving the text (ADR 7 addendum)', () => {
    const assets = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.css'));
    const css = assets.map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8')).join('\n');
    expect(css).toContain('font-family:Vazirmatn');
    // Vazirmatn swaps in as it arrives, never waits invisibly nor gives up for the visit
    expect(css).not.toMatch(/font-display:\s*(?:optional|block|auto)/);
    expect(css).toMatch(/font-display:\s*swap/);
    // every local face drawn until then carries Vazirmatn's metrics, so the swap moves next to nothing
    const fallbacks = css.match(/@font-face\{[^}]*src:local\([^}]*\}/g) ?? [];
    expect(fallbacks.length).toBeGreaterThanOrEqual(4);
    for (const face of fallbacks) {
      expect(face).toMatch(/size-adjust:\s*[\d.]+%/);
      expect(face).toMatch(/ascent-override:\s*[\d.]+%/);
      expect(face).toMatch(/descent-override:\s*[\d.]+%/);
    }
    // and the first screen's faces are asked for with the page, not after the app has laid it out
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const preloads = html.match(/<link rel="preload" href="[^"]+\.woff2" as="font"/g) ?? [];
    expect(preloads.length).toBe(3);
  });

  it('makes the site installable: a right-to-left Persian manifest, and a worker precaching the shell (ADR 35)', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.webmanifest'), 'utf8')) as {
      short_name: string;
      dir: string;
      lang: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'راستی', dir: 'rtl', lang: 'fa' });
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
        expect(icon, `${size} ${purpose}`).toBeDefined();
        expect(readFileSync(path.join(outDir, icon!.src)).subarray(1, 4).toString()).toBe('PNG');
      }
    }
    const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/"?url"?:\s*["'`]([^"'`]+)["'`]/g)].map((m) => m[1]);
    expect(precached).toContain('offline.html');
    expect(precached.filter((url) => url?.endsWith('.woff2')).length).toBeGreaterThanOrEqual(3);
    expect(precached.some((url) => /^assets\/index-.*\.js$/.test(url ?? ''))).toBe(true);
    expect(precached.some((url) => /^assets\/ssr-.*\.css$/.test(url ?? ''))).toBe(true);
    // the staff screens' chunks are not precached
    expect(precached.some((url) => /RichEditor|ManageUsers/.test(url ?? ''))).toBe(false);
  });
});
