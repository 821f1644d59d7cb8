import { defineConfig } from 'vitest/config';

// Every test file gets its own database copied from one migrated template (see test/global-setup.ts).
// vitest.postgres.config.ts runs the same files against PostgreSQL.

/** The server's test project on one database engine (TEST_DB: pglite or postgres). */
export function serverProject(name: string, db: 'pglite' | 'postgres') {
  return defineConfig({
    test: {
      name,
      root: import.meta.dirname,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      env: { TEST_DB: db, NODE_ENV: 'test' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default serverProject('server', 'pglite');
