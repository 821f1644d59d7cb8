import { type ListSort, normalizePersian } from '@rasti/contract';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { Column, eq, is, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client.ts';

// SQL helpers every feature shares: "contains" search over normalised columns, database error codes, paging.

/**
 * A LIKE pattern for "contains" over a normalised search column: the query is normalised the same way
 * the column was (so ي/ك find ی/ک, and case is already folded on both sides, which makes LIKE enough and
 * cheaper than ILIKE) and LIKE's own wildcards are escaped. Null when nothing is left.
 */
export function containsPattern(query: string | undefined): string | null {
  const normalised = normalizePersian(query ?? '');
  if (!normalised) return null;
  return `%${normalised.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The SQLSTATE of a database error from either driver (drizzle wraps the driver's error as `cause`). */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The rows of a raw `db.execute(sql…)`: both drivers (PGlite, pg) answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export const offsetOf = (q: { page: number; page_size: number }) => (q.page - 1) * q.page_size;

/** One key of a list's order: descending or not, and where its nulls go (PostgreSQL's default: first when descending). */
export interface OrderKey {
  column: AnyPgColumn;
  desc?: boolean;
  nullsFirst?: boolean;
}

/** A list's order as ORDER BY terms, or its exact reverse (each key's direction and nulls flipped). */
export const orderBy = (keys: OrderKey[], reversed = false): SQL[] =>
  keys.map(({ column, desc = false, nullsFirst = desc }) => {
    const direction = desc !== reversed ? 'desc' : 'asc';
    const nulls = nullsFirst !== reversed ? 'first' : 'last';
    return sql`${column} ${sql.raw(direction)} nulls ${sql.raw(nulls)}`;
  });

/**
 * How a page of a list of `total` rows is read from the nearer end of its order's index: a deep OFFSET
 * walks (and skips) that many index entries, so a page in the second half is read in the reverse order,
 * skipping the rows after it instead of those before (then put back in order by the caller's ORDER BY).
 * Null when the page is past the end. Needs the exact total (a tally kept with the rows).
 */
export function pageWalk(
  q: { page: number; page_size: number },
  total: number,
): { reversed: boolean; limit: number; offset: number } | null {
  const offset = offsetOf(q);
  if (offset >= total) return null;
  const end = Math.min(offset + q.page_size, total);
  const reversed = total - end < offset;
  return { reversed, limit: end - offset, offset: reversed ? total - end : offset };
}

/**
 * Who a list is for: staff see every status in the management order; the public sees published rows only,
 * in one of the public sorts.
 */
export type ListAudience = { audience: 'staff' } | { audience: 'public'; sort: ListSort | 'newest' };

/** One page of a list and how many rows the whole list has (answered in X-Total-Count). */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** A page of stored rows in the API's shapes. */
export const presentPage = <R, T>(page: Page<R>, present: (row: R) => T): Page<T> => ({
  rows: page.rows.map(present),
  total: page.total,
});

type TableWithId = PgTable & { id: AnyPgColumn };

/** The stored row (every column) with this primary key; null when there is none. */
export async function findById<T extends TableWithId>(
  db: Db,
  table: T,
  id: number,
): Promise<T['$inferSelect'] | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** Inserts one row and answers its new primary key. */
export async function insertReturningId<T extends TableWithId>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
): Promise<number> {
  const [row] = await db
    .insert(table as PgTable)
    .values(values)
    .returning({ id: table.id });
  return row!.id as number;
}

/** Sets these columns of the row with this primary key. */
export async function updateById<T extends TableWithId>(
  db: Db,
  table: T,
  id: number,
  changes: Partial<T['$inferInsert']>,
): Promise<void> {
  await db
    .update(table as PgTable)
    .set(changes)
    .where(eq(table.id, id));
}

/** Whether the table has a row with this primary key (a form's reference to another row). */
export async function rowExists(db: Db, table: TableWithId, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return Boolean(row);
}

const AS_IN_JSON = new Set(['number', 'string', 'boolean']);

/** A field of a select: a column (decoded as a select decodes it) or an SQL expression. */
type Field = Column | SQL;

/** The decoders of jsonRows' fields (drizzle keeps an expression's own decoder to itself). */
const jsonDecoders = new WeakMap<SQL, (value: unknown) => unknown>();

/**
 * The rows a page lists with its item, selected in the item's own statement: a sub-select answering them
 * as one JSON array (`[]` when there are none), each row an object of `fields` under their keys, in
 * `order` (which ends with a unique key), at most `limit`. `from` holds the sub-select's FROM and WHERE.
 * Each value is decoded as a select of these fields decodes it (a timestamp becomes a Date), so the rows
 * are the ones a select of their own would answer, at the price of one statement for the whole page.
 * Selected under a key of the item's select (`.mapWith` does the decoding).
 */
export function jsonRows<F extends Record<string, Field>, Row = SelectResultFields<F>>(
  fields: F,
  from: SQL,
  order: SQL[],
  limit?: number,
): SQL<Row[]> {
  const entries = Object.entries(fields);
  const object = sql.join(
    entries.map(([key, field]) => {
      if (!/^\w+$/.test(key)) throw new Error(`jsonRows: the key ${key} is not a plain name`);
      return sql`${sql.raw(`'${key}'`)}, ${field}`;
    }),
    sql`, `,
  );
  // numbers, text and booleans are JSON's own; the others (timestamps) are decoded as a select would
  const decoders = entries.flatMap(([key, field]) =>
    is(field, Column) && !AS_IN_JSON.has(field.dataType) ? [[key, field] as const] : [],
  );
  const by = sql.join(order, sql`, `);
  const limited = limit === undefined ? sql`` : sql` limit ${sql.raw(String(Math.trunc(limit)))}`;
  const decode = (value: unknown) => {
    // PGlite and pg both parse json; a driver answering text is parsed here
    const rows = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];
    for (const row of rows) {
      for (const [key, column] of decoders) {
        const stored = row[key];
        if (stored !== null && stored !== undefined) row[key] = column.mapFromDriverValue(stored);
      }
    }
    return rows as Row[];
  };
  // an ARRAY of a sub-select keeps its rows in the sub-select's order: no ranking of them (a window and
  // its sort) and no second sort in an aggregate, and no rows is an empty array
  const field = sql<Row[]>`array_to_json(array(
    select json_build_object(${object}) ${from} order by ${by}${limited}))`.mapWith(decode);
  jsonDecoders.set(field, decode);
  return field;
}

/** What preparedSelect runs: a select of flat `fields` (drizzle's builder), with placeholders for the values. */
interface SelectBuilder<Row> {
  toSQL(): { sql: string; params: unknown[] };
  /** (read for the rows' type: the statement is prepared here, not by drizzle) */
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
}

type Value = number | string | boolean | null;

/** A value written into the statement's text (its constants) or an EXECUTE (PGlite takes no parameters there). */
const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`preparedSelect: no literal for ${typeof value}`);
};

/**
 * The statement to prepare: the select's text with its constants (a status, a kind) written in and one
 * parameter per placeholder name ($1, $2, … in `names` order).
 */
export function preparedText(query: { sql: string; params: unknown[] }): { text: string; names: string[] } {
  const names: string[] = [];
  const text = query.sql.replace(/\$(\d+)\b/g, (whole, digits: string) => {
    const at = Number(digits) - 1;
    if (at < 0 || at >= query.params.length) return whole;
    const param = query.params[at];
    if (!is(param, Placeholder)) return literal(param);
    const index = names.indexOf(param.name);
    return `$${index >= 0 ? index + 1 : names.push(param.name)}`;
  });
  return { text, names };
}

/** The statements prepared on each PGlite database, by name: when ready, and the names of their values. */
const preparedOn = new WeakMap<PGlite, Map<string, { ready: Promise<unknown>; names: string[] }>>();
/** The statements of each PostgreSQL database, by name: the text pg prepares on each connection. */
const preparedBy = new WeakMap<Db, Map<string, { text: string; names: string[] }>>();

/** What is kept for `owner` under each name. */
function namesOf<O extends object, V>(kept: WeakMap<O, Map<string, V>>, owner: O): Map<string, V> {
  let names = kept.get(owner);
  if (!names) {
    names = new Map();
    kept.set(owner, names);
  }
  return names;
}

/**
 * pg's parsers for the answers of a prepared select: dates, timestamps and intervals stay the text the
 * columns decode (as drizzle's own queries leave them); everything else as pg parses it.
 */
const AS_TEXT = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
let pgTypes: Promise<pg.CustomTypesConfig> | undefined;
/** made on the first prepared select on PostgreSQL: a server on PGlite never imports pg (docs/decisions/0021) */
const preparedTypes = (): Promise<pg.CustomTypesConfig> => {
  pgTypes ??= import('pg').then(({ default: { types } }) => ({
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      AS_TEXT.has(oid)
        ? (value: string) => value
        : types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
  }));
  return pgTypes;
};

/**
 * A select asked again and again with other values only (a page's detail by its id), as a statement
 * prepared once per database and connection: built once, and planned once rather than at every call
 * (a page's one statement of many sub-selects spent most of its time in the planner). Its constants are
 * written into its text, so its only parameters are the values that change: with those alone, PostgreSQL
 * keeps one generic plan after its first five runs (with every constant a parameter too, it judged the
 * generic plan dearer and planned the report page's statement afresh at every run: 3 to 5 ms on the large
 * data). On PostgreSQL pg prepares it by name on each connection; on PGlite (one connection, whose queries
 * take no name) an SQL PREPARE, run by EXECUTE with the values written in, sent as one simple query (a
 * query with parameters costs five more exchanges with PGlite: parse, describe, bind, describe, execute;
 * about 0.15 ms of a page's statement). `fields` are the select's own,
 * in its order: they decode the answer's rows as drizzle decodes the select's.
 */
export function preparedSelect<Row, V extends Record<string, Value>>(
  name: string,
  fields: Record<string, Field>,
  build: (db: Db) => SelectBuilder<Row>,
): (db: Db, values: V) => Promise<Row[]> {
  if (!/^\w+$/.test(name)) throw new Error(`preparedSelect: the name ${name} is not a plain name`);
  const entries = Object.entries(fields);
  const decode = (row: unknown[]): Row => {
    const mapped: Record<string, unknown> = {};
    for (const [at, [key, field]] of entries.entries()) {
      const value = row[at];
      mapped[key] =
        value === null
          ? null
          : is(field, Column)
            ? field.mapFromDriverValue(value)
            : (jsonDecoders.get(field)?.(value) ?? value);
    }
    return mapped as Row;
  };
  return async (db, values) => {
    const client = (db as unknown as { $client?: unknown }).$client;
    if (!(client instanceof PGlite)) {
      const statements = namesOf(preparedBy, db);
      let statement = statements.get(name);
      if (!statement) {
        statement = preparedText(build(db).toSQL());
        statements.set(name, statement);
      }
      const { rows } = await (client as pg.Pool).query<unknown[]>({
        name,
        text: statement.text,
        values: statement.names.map((key) => values[key]),
        rowMode: 'array',
        types: await preparedTypes(),
      });
      return rows.map(decode);
    }
    const statements = namesOf(preparedOn, client);
    let statement = statements.get(name);
    if (!statement) {
      const { text, names } = preparedText(build(db).toSQL());
      statement = { ready: client.exec(`prepare ${name} as ${text}`), names };
      statements.set(name, statement);
      // a failed PREPARE is tried again by the next call
      statement.ready.catch(() => statements.delete(name));
    }
    await statement.ready;
    const args = statement.names.map((key) => literal(values[key]));
    const [result] = await client.exec(
      args.length > 0 ? `execute ${name}(${args.join(', ')})` : `execute ${name}`,
      { rowMode: 'array' },
    );
    return ((result?.rows ?? []) as unknown as unknown[][]).map(decode);
  };
}
