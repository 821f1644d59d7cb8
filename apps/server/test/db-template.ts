/** The PostgreSQL server's maintenance connection: the same server and database as TEST_DATABASE_URL. */
export const adminUrl = (url: string) => url;
