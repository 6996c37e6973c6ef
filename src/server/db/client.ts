import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import {
  drizzle as drizzlePg,
  type NodePgDatabase,
  type NodePgQueryResultHKT,
} from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Listen, pgListener, pgliteListener } from './listen.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
// Both drivers expose the same query builder; the app is typed against one of them.
export type Db = NodePgDatabase<Schema>;
/** The `tx` that `db.transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What a repository function runs its queries on: the database itself or an open transaction.
 * It is the query builder both share, so a use case passes its `tx` without a cast.
 */
export type Executor = PgDatabase<NodePgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Plain SQL on the same connection(s), for a library that writes its own (the job queue, pg-boss).
 * Without values the text may hold several statements.
 */
export type RawSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Database = {
  db: Db;
  kind: DatabaseKind;
  sql: RawSql;
  /** LISTEN on a channel (PGlite's own connection, or a dedicated PostgreSQL client; decision 176). */
  listen: Listen;
  close: () => Promise<void>;
};

/** PGlite in `dataDir` (or in memory when dataDir is null), or PostgreSQL when `databaseUrl` is set. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const sql: RawSql = (text, values) => pool.query(text, values);
    const listener = pgListener(options.databaseUrl);
    return {
      db: drizzlePg(pool, { schema }),
      kind: 'postgres',
      sql,
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  // The search migrations need these two extensions (PostgreSQL ships them in contrib).
  const extensions = { unaccent, pg_trgm };
  const client = options.dataDir ? new PGlite(options.dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    sql: pgliteSql(client),
    listen: pgliteListener(client).listen,
    close: () => client.close(),
  };
}

// PGlite's query takes one statement; exec takes several (pg-boss sends BEGIN; …; COMMIT; as one text).
function pgliteSql(client: PGlite): RawSql {
  return async (text, values) => {
    if (values && values.length > 0) return client.query(text, values);
    try {
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    } catch (error) {
      // One connection for the whole process: never leave it inside a failed transaction.
      await client.exec('ROLLBACK').catch(() => {});
      throw error;
    }
  };
}
