import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

// A raw statement run as a named prepared statement on PostgreSQL: each pool connection parses and
// plans it once, then only binds and executes it (docs/decisions/030: the progress save spent more
// time being planned than executed). `db.execute` sends unnamed statements, planned every time.
// PGlite runs in process and has no pool: the statement goes as is.

const dialect = new PgDialect();

type RawClient = { query: (config: unknown, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * Runs `query` under `name`. The SQL text must be the same for every call with this name (values
 * travel as parameters), or PostgreSQL refuses it; only the database handle, not a transaction.
 */
export async function executePrepared<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: RawClient }).$client;
  const result =
    client instanceof PGlite
      ? await client.query(text, params)
      : await client.query({ name, text, values: params });
  return result.rows as Row[];
}
