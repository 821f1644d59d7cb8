import { writeFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client.ts';
import { adminUrl } from './db-template.ts';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** A template made for one engine in this run, shared by the projects that test on it. */
interface SharedTemplate {
  made: Promise<{ template: string; remove(): Promise<void> }>;
  users: number;
}

// the projects of one engine (the shared-module-graph one and the isolated one, vitest.config.ts) share one
// template: vitest runs every project's global setup in the same process, one after another, before any test,
// each project loading this module anew (hence a global)
const holder = globalThis as { rastiTestTemplates?: Map<string, SharedTemplate> };
holder.rastiTestTemplates ??= new Map();
const templates = holder.rastiTestTemplates;

/** Migrates one template per engine and run; each test file starts from a copy of it (no truncation between tests). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  let shared = templates.get(engine);
  if (!shared) {
    shared = { made: makeTemplate(engine), users: 0 };
    templates.set(engine, shared);
  }
  shared.users++;
  const { template, remove } = await shared.made;
  project.provide('dbTemplate', template);
  return async () => {
    if (--shared.users > 0) return;
    templates.delete(engine);
    await remove();
  };
}

async function makeTemplate(
  engine: 'pglite' | 'postgres',
): Promise<{ template: string; remove(): Promise<void> }> {
  const runId = randomBytes(4).toString('hex');
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    const template = `rasti_tpl_${runId}`;
    await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
    await admin.query(`CREATE DATABASE "${template}"`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 1 });
    await database.close();
    return {
      template,
      remove: async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: InstanceType<typeof PGlite> }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `rasti-pglite-template-${runId}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return { template: file, remove: async () => rmSync(file, { force: true }) };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the PostgreSQL template database name, or the PGlite template dump file */
    dbTemplate: string;
  }
}
