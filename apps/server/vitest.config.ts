import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { testFilesWithoutDatabase } from './test/database-files.ts';
import { testFilesNeedingIsolation } from './test/isolated-files.ts';

// Every test file gets its own database copied from one migrated template (see test/global-setup.ts).
// vitest.postgres.config.ts runs the same files against PostgreSQL, all but those that open no database
// (test/database-files.ts): they would run the same a second time.
//
// A worker runs its files one after another in one module graph (`isolate: false`): the app and its
// libraries are imported once per worker instead of once per file, which was most of a small API file's time.
// The files that mock modules or globals keep vitest's per-file isolation in a project of their own
// (`<name>-isolated`, test/isolated-files.ts).

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

/** The server's tests on one database engine: the shared-module-graph project and the isolated one. */
export function serverProjects(name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] {
  const isolated = testFilesNeedingIsolation(import.meta.dirname);
  return [
    serverProject(name, db, { isolate: false, exclude: isolated }),
    serverProject(`${name}-isolated`, db, { include: isolated }),
  ];
}

export default defineConfig({ test: { projects: serverProjects('server', 'pglite') } });
