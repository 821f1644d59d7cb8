import { serverProject } from './vitest.config.ts';

/** The server's API tests again, each file on its own PostgreSQL database made from a migrated template. */
export default serverProject('server-postgres', 'postgres');
