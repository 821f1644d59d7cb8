import { serverProject } from './vitest.config.ts';

/**
 * The server's API tests again, each file on its own PostgreSQL database made from a migrated template; the
 * files that open no database run once, in the PGlite project (test/database-files.ts).
 */
export default serverProject('server-postgres', 'postgres');
