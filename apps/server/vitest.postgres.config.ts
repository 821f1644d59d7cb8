import { defineConfig } from 'vitest/config';
import { serverProjects } from './vitest.config.ts';

/**
 * The server's API tests again, each file on its own PostgreSQL database made from a migrated template; the
 * files that open no database run once, in the PGlite project (test/database-files.ts).
 */
export default defineConfig({ test: { projects: serverProjects('server-postgres', 'postgres') } });
