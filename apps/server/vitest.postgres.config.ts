import { defineConfig } from 'vitest/config';

/** The server's API tests again, each file on its own PostgreSQL database made from a migrated template. */
export default defineConfig({
  test: {
    name: 'server-postgres',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_DB: 'postgres', NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
