import { writeFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client.ts';
import { adminUrl } from './db-template.ts';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** Migrates one template per run; each test file starts from a copy of it (no truncation between tests). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = randomBytes(4).toString('hex');
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    const template = `rasti_tpl_${runId}`;
    project.provide('dbTemplate', template);
    await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
    await admin.query(`CREATE DATABASE "${template}"`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 1 });
    await database.close();
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: InstanceType<typeof PGlite> }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `rasti-pglite-template-${runId}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', file);
  await database.close();
  return async () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the PostgreSQL template database name, or the PGlite template dump file */
    dbTemplate: string;
  }
}
