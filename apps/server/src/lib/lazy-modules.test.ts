import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverEnv } from '../../../../scripts/server-process.mjs';
import { SHARP_CACHE } from './lazy-modules.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../..');

// A process of its own, in the server's environment: this test process may have loaded sharp already.
const script = `
const fs = require('node:fs');
const libvips = () => fs.readFileSync('/proc/self/maps', 'utf8').includes('libvips');
const subsetFont = () => Object.keys(require.cache).some((file) => file.includes('/subset-font/'));
(async () => {
  await import(${JSON.stringify(path.join(here, '../features/offline-edition/edition.service.ts'))});
  const before = { libvips: libvips(), subsetFont: subsetFont() };
  const { loadSharp } = await import(${JSON.stringify(path.join(here, 'lazy-modules.ts'))});
  const sharp = await loadSharp();
  console.log(JSON.stringify({ before, after: { libvips: libvips() }, cache: sharp.cache() }));
})();
`;

describe('large modules loaded on first use (lib/lazy-modules.ts)', () => {
  it('keeps sharp and subset-font out of a server that has not drawn a picture yet, and turns libvips’ cache off', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--eval', script], {
      cwd: serverDir,
      env: serverEnv(),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const seen = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    // the offline edition's module imports neither at load (it makes its first file on the first download)
    expect(seen.before).toEqual({ libvips: false, subsetFont: false });
    expect(seen.after.libvips).toBe(true);
    // libvips keeps no operations (by default 50 MB and 100 of them: every new picture's pixels)
    expect(SHARP_CACHE).toBe(false);
    expect(seen.cache.memory.max).toBe(0);
    expect(seen.cache.items.max).toBe(0);
    expect(seen.cache.files.max).toBe(0);
  });
});
