/**
 * What one uncached subject page and one report page ask of the main thread: each SQL statement and each
 * in-process API call, in order, each query with its time (the demo seed, the public cache on as in production, so the right
 * column's home answer comes from it). A page's detail is one prepared statement (lib/sql.ts preparedSelect):
 * on PGlite it shows as its EXECUTE, after the first page of each kind has prepared it. Runnable alone, after
 * `npm run build`:
 *
 *   npx tsx apps/server/bench/page-queries.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { bootstrapData } from '../src/bootstrap.ts';
import { openDatabase } from '../src/db/client.ts';
import { demoAppConfig, pgliteDirOf } from './bench-servers.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-page-queries-'));
const database = await openDatabase({ pgliteDir: pgliteDirOf(dataDir) });
const app = await buildApp({ config: demoAppConfig(dataDir, path.join(root, 'apps/web/dist')), database });
let logging = false;
app.addHook('onRequest', async (request) => {
  if (logging) console.log(`call ${request.url}`);
});
try {
  await app.ready();
  await bootstrapData(app);
  await app.serverRenderer();
  const client = (database.db as unknown as { $client: { query(q: string, ...rest: unknown[]): unknown } })
    .$client;
  const query = client.query.bind(client);
  client.query = async (q: string, ...rest: unknown[]) => {
    const started = performance.now();
    const answer = await query(q, ...rest);
    const ms = (performance.now() - started).toFixed(2);
    if (logging) console.log(`  sql ${ms} ms ${q.replace(/\s+/g, ' ').slice(0, 150)}`);
    return answer;
  };
  // the first of each kind warms the renderer and the right column's cached answer; the second is logged
  for (const [first, second] of [
    ['/news-subject-page/1', '/news-subject-page/2'],
    ['/report/1', '/report/2'],
  ] as const) {
    await app.inject({ url: first });
    logging = true;
    await app.inject({ url: second });
    logging = false;
    console.log('');
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
