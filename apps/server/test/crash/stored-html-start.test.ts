import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { subjects } from '../../src/db/schema/index.ts';
import { STORED_HTML_RULES } from '../../src/lib/stored-html.ts';
import { buildServerBundle, signInOver, startServer } from './server-process.ts';

// The built server (`npm start`'s dist/server.mjs) on a database whose stored HTML is not marked clean:
// it cleans every row before it answers, in its sanitiser thread (dist/stored-html-worker.mjs, built
// beside it), then marks the database. PGlite in a data folder, or PostgreSQL under the postgres project.

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_MOBILE = '09121230002';
const DIRTY = '<p>متن قدیمی<script>alert(1)</script><img src="x" onerror="alert(1)"></p>';
const dataDir = mkdtempSync(path.join(os.tmpdir(), `rasti-stored-html-${kind}-`));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const open = () => openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') });

describe(`the built server's first start on unmarked stored HTML (${kind})`, () => {
  it('cleans every row in its sanitiser thread and marks the database before it answers', {
    timeout: 240_000,
  }, async () => {
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `rasti_stored_html_${randomBytes(5).toString('hex')}`;
      await admin.query(`CREATE DATABASE "${name}"`);
      const target = new URL(process.env.TEST_DATABASE_URL!);
      target.pathname = `/${name}`;
      databaseUrl = target.toString();
      dropDatabase = async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      };
    }
    const before = await open();
    const [row] = await before.db
      .insert(subjects)
      .values({
        title: 'موضوع قدیمی',
        abstract: 'چکیده',
        content: DIRTY,
        status: 2,
        datePublished: new Date(),
      })
      .returning({ id: subjects.id });
    await before.close();

    await buildServerBundle();
    const server = await startServer(
      { DATA_DIR: dataDir, ADMIN_MOBILE, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      120_000,
      'built',
    );
    try {
      const answer = await fetch(`${server.url}/api/public/public-news-subject/${row!.id}/`);
      expect(answer.status, server.output()).toBe(200);
      const { content } = (await answer.json()) as { content: string };
      expect(content).toContain('متن قدیمی');
      expect(content).not.toMatch(/script|onerror/);

      // a write cleans in the same built worker file, bounded first (lib/html-cleaner.ts)
      const { access } = await signInOver(server, server, dataDir, ADMIN_MOBILE);
      const put = (body: string) =>
        fetch(`${server.url}/api/news/site-pages/about/`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body }),
        });
      const saved = await put(DIRTY);
      expect(saved.status, server.output()).toBe(200);
      expect(((await saved.json()) as { body: string }).body).toBe('<p>متن قدیمی</p>');
      expect((await put('<p>x</p>'.repeat(20_000))).status).toBe(413);
    } finally {
      await server.stop('SIGTERM');
    }

    const after = await open();
    try {
      const [stored] = await after.db.select().from(subjects).where(eq(subjects.id, row!.id));
      expect(stored?.content).toContain('متن قدیمی');
      expect(stored?.content).not.toMatch(/script|onerror/);
      const { rows } = (await after.db.execute(
        sql`select obj_description('subjects'::regclass, 'pg_class') as mark`,
      )) as unknown as { rows: { mark: string }[] };
      expect(rows[0]?.mark).toBe(`rasti:stored-html-clean:${STORED_HTML_RULES}`);
    } finally {
      await after.close();
    }
  });
});
