import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { asciiOnly } from '../../../../scripts/ascii-only.mjs';
import { buildServerBundle, startServer } from './server-process.ts';

// What the main thread of a reading server keeps (docs/decisions/0021, addendum "what the main thread's heap
// keeps"): the built server (`npm start`'s dist/server.mjs, where esbuild hoists every static import of a
// package to the top of the bundle) with no tipline bot, no Redis, no PostgreSQL, never imports the packages
// only those need, nor undici (a picture fetched by its address) or tar (a backup), nor date-fns-jalali's
// index; and its bundle is ASCII, so V8 keeps its source as a one-byte string.

const dir = mkdtempSync(path.join(os.tmpdir(), 'rasti-reading-imports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every address the ESM loader resolves in the server process, one a line, in `log`. */
function resolveLogger(log: string): string {
  const hooks = path.join(dir, 'resolve-hooks.mjs');
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');
  return resolved;
}
`,
  );
  const register = path.join(dir, 'register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  return pathToFileURL(register).href;
}

describe('the built server that only reads pages', () => {
  it('never imports the packages of the features it does not have, and its bundle is ASCII', {
    timeout: 240_000,
  }, async () => {
    const bundle = await buildServerBundle();
    // no character outside ASCII in the whole file (the Persian regular expressions and comments too)
    expect(readFileSync(bundle, 'utf8')).not.toMatch(/[\u0080-\uffff]/);

    // the escapes mean what the letters meant: strings, u and non-u regular expressions, identity escapes
    // (a template literal among them: its placeholder is part of the code under test)
    const template = '`ک$' + '{1}`';
    const sample = `[/[۰-۹]+/.test('۱۲'), /^😀$/u.test('😀'), /^.$/u.test('😀'), /\\،/.test('،'), 'ی'.length, ${template}]`;
    const escaped = asciiOnly(sample);
    expect(escaped).not.toMatch(/[\u0080-\uffff]/);
    expect(vm.runInThisContext(escaped)).toEqual(vm.runInThisContext(sample));
    expect(vm.runInThisContext(escaped)).toEqual([true, true, true, true, 1, 'ک1']);

    const log = path.join(dir, 'resolved.log');
    writeFileSync(log, '');
    const server = await startServer(
      {
        DATA_DIR: path.join(dir, 'data'),
        NODE_OPTIONS: `--import=${resolveLogger(log)}`,
        TELEGRAM_BOT_TOKEN: '',
        BALE_BOT_TOKEN: '',
      },
      120_000,
      'built',
    );
    try {
      // a few of the reading server's answers, the archive's months among them
      for (const address of [
        '/api/public/public-news-subject/',
        '/api/public/public-category/',
        '/api/public/archive/',
        '/healthz',
      ]) {
        await (await fetch(`${server.url}${address}`)).text();
      }
    } finally {
      await server.stop();
    }
    const resolved = readFileSync(log, 'utf8');
    // the hook saw the server's own imports (else the test could not fail)
    expect(resolved).toContain('/node_modules/@electric-sql/pglite/');
    expect(resolved).toContain('/node_modules/fastify/');
    for (const unused of ['grammy', 'undici', 'pg', 'ioredis', 'tar']) {
      expect(resolved, unused).not.toContain(`/node_modules/${unused}/`);
    }
    expect(resolved).not.toMatch(/\/node_modules\/date-fns-jalali\/index\.m?js/);
  });
});
