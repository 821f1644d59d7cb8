import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

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

describe('the server bundle of the web build', () => {
  it('carries React’s production build only, whatever NODE_ENV the server starts with', () => {
    const { NODE_ENV: _unset, ...env } = process.env;
    const build = spawnSync(process.execPath, [viteBin, 'build', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: webDir,
      env,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const ssrDir = path.join(outDir, '.ssr');
    const files = readdirSync(ssrDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files).toContain('entry-server.js');
    const code = files.map((file) => readFileSync(path.join(ssrDir, file), 'utf8')).join('\n');
    for (const marker of DEVELOPMENT_REACT) expect(code).not.toContain(marker);
    // no switch left for the server's environment to pick the development build at run time
    expect(code).not.toContain('process.env.NODE_ENV');
  }, 120_000);
});
