import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit and API tests. The server's API tests run
// on PGlite, and a second time on PostgreSQL when TEST_DATABASE_URL is set (CI always sets it).

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/web',
      'apps/server/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : []),
    ],
  },
});
