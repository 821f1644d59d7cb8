import { configDefaults, defineConfig } from 'vitest/config';
import { testFilesWithoutDatabase } from './test/database-files.ts';

// Every test file gets its own database copied from one migrated template (see test/global-setup.ts).
// vitest.postgres.config.ts runs the same files against PostgreSQL, all but those that open no database
// (test/database-files.ts): they would run the same a second time.

/** The server's test project on one database engine (TEST_DB: pglite or postgres). */
export function serverProject(name: string, db: 'pglite' | 'postgres') {
  return defineConfig({
    test: {
      name,
      root: import.meta.dirname,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      ...(db === 'postgres'
        ? { exclude: [...configDefaults.exclude, ...testFilesWithoutDatabase(import.meta.dirname)] }
        : {}),
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      env: { TEST_DB: db, NODE_ENV: 'test' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default serverProject('server', 'pglite');
