import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { testFilesWithoutDatabase } from './test/database-files.ts';
import { testFilesNeedingIsolation } from './test/isolated-files.ts';

// Every test file gets its own database copied from one migrated template (see test/global-setup.ts).
// vitest.postgres.config.ts runs the same files against PostgreSQL, all but those that open no database
// (test/database-files.ts): they would run the same a second time.
//
// On PostgreSQL a worker runs its files one after another in one module graph (`isolate: false`): the app and
// its libraries are imported once per worker instead of once per file, which was most of a small API file's
// time. The files that mock modules or globals keep vitest's per-file isolation in a project of their own
// (`server-postgres-isolated`, test/isolated-files.ts). On PGlite every file keeps a process of its own: a
// worker that had compiled and dropped dozens of PGlite WebAssembly modules crashed Node 24's V8
// (`Check failed: jit_page_->allocations_.erase(addr) == 1` in UnregisterWasmAllocation), ADR 42.

/** One server test project on one database engine (TEST_DB: pglite or postgres). */
export function serverProject(
  name: string,
  db: 'pglite' | 'postgres',
  { isolate = true, include = ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude = [] as string[] } = {},
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: import.meta.dirname,
      include,
      exclude: [
        ...configDefaults.exclude,
        ...(db === 'postgres' ? testFilesWithoutDatabase(import.meta.dirname) : []),
        ...exclude,
      ],
      isolate,
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      env: { TEST_DB: db, NODE_ENV: 'test' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/**
 * The server's tests on one database engine: on PGlite one isolated project; on PostgreSQL the
 * shared-module-graph project and the isolated one.
 */
export function serverProjects(name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] {
  if (db === 'pglite') return [serverProject(name, db)];
  const isolated = testFilesNeedingIsolation(import.meta.dirname);
  return [
    serverProject(name, db, { isolate: false, exclude: isolated }),
    serverProject(`${name}-isolated`, db, { include: isolated }),
  ];
}

export default defineConfig({ test: { projects: serverProjects('server', 'pglite') } });
