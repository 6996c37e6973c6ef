import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/** Applies the committed SQL migrations in drizzle/ that this database has not seen yet. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') await migratePg(database.db, { migrationsFolder });
  else await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
}
