// Builds the server into one file (dist/server.mjs) for `npm start`: plain JavaScript that Node runs
// without a TypeScript loader (tsx keeps a loader thread of about 60 MB beside the server). The
// workspace's own TypeScript packages are bundled in; every other package stays in node_modules.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { asciiOnly } from '../../scripts/ascii-only.mjs';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@rasti/'));

export async function buildServer() {
  const outfile = path.join(serverDir, 'dist', 'server.mjs');
  await build({
    // the server, and the rich-HTML sanitiser thread (src/lib/sanitiser-thread.ts starts it from
    // dist/stored-html-worker.mjs, beside the server: the start-up cleaning and every write's)
    entryPoints: {
      server: path.join(serverDir, 'src', 'server.ts'),
      'stored-html-worker': path.join(serverDir, 'src', 'lib', 'stored-html-worker.ts'),
      // the OCR child process (src/features/pictures/ocr.ts forks dist/ocr-process.mjs from the built server)
      'ocr-process': path.join(serverDir, 'src', 'features', 'pictures', 'ocr-process.ts'),
      // the picture process (src/lib/picture-jobs.ts forks dist/picture-process.mjs: every sharp pipeline)
      'picture-process': path.join(serverDir, 'src', 'lib', 'picture-process.ts'),
    },
    outdir: path.join(serverDir, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // subpaths too (e.g. '@electric-sql/pglite/contrib/pg_trgm', 'drizzle-orm/pg-core')
    external: external.flatMap((name) => [name, `${name}/*`]),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // V8 keeps a module's source while the module lives: one-byte when every character is ASCII, else two-byte
  for (const name of ['server.mjs', 'stored-html-worker.mjs', 'ocr-process.mjs']) {
    const file = path.join(serverDir, 'dist', name);
    writeFileSync(file, asciiOnly(readFileSync(file, 'utf8')));
  }
  // the page renderer's thread is a file of its own (plain JavaScript), found beside the server
  copyFileSync(
    path.join(serverDir, 'src', 'features', 'rendering', 'render-worker.mjs'),
    path.join(serverDir, 'dist', 'render-worker.mjs'),
  );
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`built ${path.relative(process.cwd(), await buildServer())}`);
}
