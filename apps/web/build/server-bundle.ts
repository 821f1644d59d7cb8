import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { asciiOnly } from '../../../scripts/ascii-only.mjs';
import { afterBrowserBuild, writeCompressedCopies } from './browser-build.ts';

/** Where the server bundle goes, inside the client's outDir (a dot folder: never served as a file). */
export const SERVER_BUNDLE_DIR = '.ssr';

/** Beside the server bundle: which stylesheet file every rendered page links, and the rules it holds. */
export const SHARED_STYLES_FILE = 'shared-styles.json';

/**
 * Writes the rules every server-rendered page shares as one content-hashed asset (with its .br and .gz:
 * the precompress step has already run), so a page links a cached file instead of carrying them.
 */
async function writeSharedStyles(outDir: string): Promise<void> {
  const entry = (await import(
    pathToFileURL(path.join(outDir, SERVER_BUNDLE_DIR, 'entry-server.js')).href
  )) as { renderSharedStyles(): Promise<{ ids: string[]; css: string }> };
  const { ids, css } = await entry.renderSharedStyles();
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
  const name = `assets/ssr-${hash}.css`;
  const file = path.join(outDir, name);
  const bytes = Buffer.from(css);
  await Promise.all([
    writeFile(file, bytes),
    writeCompressedCopies(file, bytes),
    writeFile(
      path.join(outDir, SERVER_BUNDLE_DIR, SHARED_STYLES_FILE),
      JSON.stringify({ href: `/${name}`, ids }),
    ),
  ]);
}

/**
 * After the browser build, builds src/entry-server.tsx for Node into `<outDir>/.ssr/`, so every build
 * (`vite build`, with any --outDir) carries the renderer the server uses for public pages, and the
 * stylesheet its pages share.
 */
export function serverBundle(): Plugin {
  return afterBrowserBuild('rasti-server-bundle', async (outDir, config) => {
    await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: path.join(outDir, SERVER_BUNDLE_DIR),
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
      },
      // the rendering thread keeps every chunk's source for as long as it runs: one-byte strings when the
      // code is ASCII, half the size of the two-byte ones any Persian letter makes (docs/decisions/0021)
      plugins: [
        {
          name: 'rasti-ascii-only',
          enforce: 'post',
          // after Vite's own output transforms, which write escapes back as the letters
          generateBundle(_, bundle) {
            for (const chunk of Object.values(bundle)) {
              if (chunk.type === 'chunk') chunk.code = asciiOnly(chunk.code);
            }
          },
        },
      ],
    });
    await writeSharedStyles(outDir);
  });
}
