import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config.ts';

// One `vitest run` at the root runs every workspace's unit and API tests. The server's API tests run
// on PGlite, and a second time on PostgreSQL when TEST_DATABASE_URL is set (CI always sets it); a server test
// file that opens no database runs once (apps/server/test/database-files.ts). On PostgreSQL the server's files
// share one module graph per worker, but for those that mock modules (apps/server/vitest.config.ts).

export default defineConfig({
  test: {
    // vitest's default on a run is one worker fewer than the cores: a single worker on the project's two-core
    // machines, where a file's database and server work leave the other core idle much of the time
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contract',
      'apps/web',
      ...serverProjects('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? serverProjects('server-postgres', 'postgres') : []),
    ],
  },
});
