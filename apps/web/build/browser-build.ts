import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a built file's .br and .gz beside it (`bytes` are the file's), at the highest levels, once: the
 * server sends them as they are (no compression work per request), which matters on slow mobile networks.
 */
export async function writeCompressedCopies(file: string, bytes: Buffer): Promise<void> {
  await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((br) =>
      writeFile(`${file}.br`, br),
    ),
    gz(bytes, { level: 9 }).then((gzipped) => writeFile(`${file}.gz`, gzipped)),
  ]);
}

/**
 * A build step that runs once the browser build is written (never after the server bundle's own build,
 * which is read from disk by the server), given the resolved config and the absolute outDir.
 */
export function afterBrowserBuild(
  name: string,
  run: (outDir: string, config: ResolvedConfig) => Promise<void>,
): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await run(path.resolve(config.root, config.build.outDir), config);
    },
  };
}
