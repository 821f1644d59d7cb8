import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';

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
    promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((br) =>
      writeFile(`${file}.br`, br),
    ),
    promisify(gzip)(bytes, { level: 9 }).then((gz) => writeFile(`${file}.gz`, gz)),
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
  let config: ResolvedConfig;
  return {
    name: 'rasti-server-bundle',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
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
      });
      await writeSharedStyles(outDir);
    },
  };
}
