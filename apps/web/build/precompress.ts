import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterBrowserBuild, writeCompressedCopies } from './browser-build.ts';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes .br and .gz beside every text asset of the browser build of at least `minBytes`. */
export function precompress(minBytes = 1024): Plugin {
  return afterBrowserBuild('rasti-precompress', async (outDir) => {
    const jobs: Promise<void>[] = [];
    for await (const file of files(outDir)) {
      if (!COMPRESSIBLE.test(file) || (await stat(file)).size < minBytes) continue;
      jobs.push(readFile(file).then((bytes) => writeCompressedCopies(file, bytes)));
    }
    await Promise.all(jobs);
  });
}
