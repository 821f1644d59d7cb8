import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HEAP_MB,
  HEAP_GROWING_PERCENT,
  LIFTOFF_ONLY_FROM_V8,
  MALLOC_MMAP_THRESHOLD,
  NO_MAGLEV_FROM_V8,
  SEMI_SPACE_MB,
  serverEnv,
  serverNodeFlags,
} from '../../../../scripts/server-process.mjs';

// The flags `npm start` and the test launcher give the server (ADR 21), and SERVER_HEAP_MB.
describe('the server process flags', () => {
  it('gives 2 MB semi-spaces, caps the old generation at 192 MB unless SERVER_HEAP_MB says, no Sparkplug, and gc() for the sanitiser thread', () => {
    expect(DEFAULT_HEAP_MB).toBe(192);
    expect(HEAP_GROWING_PERCENT).toBe(10);
    expect(SEMI_SPACE_MB).toBe(2);
    // Node 20's V8
    expect(serverNodeFlags({}, '11.3.244.8-node.38')).toEqual([
      '--max-semi-space-size=2',
      '--max-old-space-size=192',
      '--heap-growing-percent=10',
      '--no-sparkplug',
      '--expose-gc',
    ]);
    // Node 24's
    expect(serverNodeFlags({}, '13.6.233.17-node.63')).toEqual([
      '--max-semi-space-size=2',
      '--max-old-space-size=192',
      '--heap-growing-percent=10',
      '--no-sparkplug',
      '--expose-gc',
      '--no-maglev',
      '--liftoff-only',
    ]);
    expect(serverNodeFlags({ SERVER_HEAP_MB: '' })).toEqual(serverNodeFlags({}));
    expect(serverNodeFlags({ SERVER_HEAP_MB: ' 384 ' }, '11.3.244.8-node.38')).toEqual([
      '--max-semi-space-size=2',
      '--max-old-space-size=384',
      '--heap-growing-percent=10',
      '--no-sparkplug',
      '--expose-gc',
    ]);
  });

  it("keeps PGlite's WebAssembly in V8's baseline compiler from V8 13 (Node 24) on, not before", () => {
    expect(LIFTOFF_ONLY_FROM_V8).toBe(13);
    const liftoffOnly = (v8: string) => serverNodeFlags({}, v8).includes('--liftoff-only');
    expect(liftoffOnly('11.3.244.8-node.38')).toBe(false); // Node 20
    expect(liftoffOnly('12.4.254.21-node.57')).toBe(false); // Node 22
    expect(liftoffOnly('13.6.233.17-node.63')).toBe(true); // Node 24
    expect(liftoffOnly('14.1.0')).toBe(true);
    // this Node's own version decides when none is given
    expect(liftoffOnly(process.versions.v8)).toBe(serverNodeFlags({}).includes('--liftoff-only'));
  });

  it("turns Maglev, V8's mid-tier compiler, off from V8 12 (Node 22 and 24) on, where it is on by default", () => {
    expect(NO_MAGLEV_FROM_V8).toBe(12);
    const noMaglev = (v8: string) => serverNodeFlags({}, v8).includes('--no-maglev');
    expect(noMaglev('11.3.244.8-node.38')).toBe(false); // Node 20: off by default
    expect(noMaglev('12.4.254.21-node.57')).toBe(true); // Node 22
    expect(noMaglev('13.6.233.17-node.63')).toBe(true); // Node 24
    // and this Node with the server's flags optimises a hot function with TurboFan alone, where without them
    // (from V8 12 on) Maglev compiles it first
    const hot =
      'function f(x){let s=0;for(let i=0;i<50;i++)s+=x*i;return s}let t=0;for(let i=0;i<200000;i++)t+=f(i);';
    const traced = (flags: string[]) =>
      spawnSync(process.execPath, [...flags, '--trace-opt', '-e', hot], { encoding: 'utf8' }).stdout;
    const withServerFlags = traced(serverNodeFlags({}));
    expect(withServerFlags).toMatch(/target TURBOFAN/);
    expect(withServerFlags).not.toMatch(/target MAGLEV/);
    if (Number.parseInt(process.versions.v8, 10) >= NO_MAGLEV_FROM_V8) {
      expect(traced([])).toMatch(/target MAGLEV/);
    }
  });

  it('are flags this Node accepts (an unknown one stops it before the server starts)', () => {
    const run = spawnSync(process.execPath, [...serverNodeFlags({}), '-p', '"started"'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('started');
  });

  it('runs the backup, restore and move commands with PGlite kept in the baseline compiler too', () => {
    // they open the whole site's database beside a running server: on Node 24 a backup of the soak's site
    // otherwise peaked at 918 MB (ADR 21, session 21); the flag is a command-line one, so it is in the scripts
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const { scripts } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const command of ['backup', 'restore', 'move']) {
      expect(scripts[command]).toBe(`node --liftoff-only --import tsx src/cli/${command}.ts`);
    }
    // and this Node runs it: the command starts, and says how to use it
    const run = spawnSync('npm', ['run', '-s', 'backup'], { cwd: serverDir, encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`).toContain('Usage: npm run backup -- --out FILE');
  });

  it('refuses a heap that is not a whole number of megabytes, or under 64', () => {
    for (const bad of ['abc', '12.5', '32', '-1', '192MB']) {
      expect(() => serverNodeFlags({ SERVER_HEAP_MB: bad })).toThrow(/SERVER_HEAP_MB/);
    }
  });

  it('limits glibc to two arenas and fixes its mmap threshold at 128 KB unless the environment says otherwise', () => {
    expect(MALLOC_MMAP_THRESHOLD).toBe(131_072);
    expect(serverEnv({ PORT: '1' })).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      PORT: '1',
    });
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
    expect(serverEnv({ MALLOC_MMAP_THRESHOLD_: '65536' }).MALLOC_MMAP_THRESHOLD_).toBe('65536');
  });
});
