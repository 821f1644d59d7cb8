import { defineConfig } from 'vitest/config';

// Every test file gets its own database copied from one migrated template (see test/global-setup.ts).
// vitest.postgres.config.ts runs the same files against PostgreSQL.

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_DB: 'pglite', NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
