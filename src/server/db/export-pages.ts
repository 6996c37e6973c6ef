import { type Column, type SQL, sql } from 'drizzle-orm';

// Accounts, data and deletion (issue 17): the learner's data export reads every table it covers in
// pages keyed by the row's id (keyset, never OFFSET), so the export streams whatever the volume
// (decision 255). The owning repositories' export functions share this shape.

/** One page of a learner's rows: those after `afterId` (null: from the first), `limit` at most, by id. */
export type ExportPageReader<Row> = (
  db: import('./client.ts').Executor,
  userId: string,
  afterId: string | null,
  limit: number,
) => Promise<(Row & { id: string })[]>;

/** The condition "after this key" of a keyset page (undefined on the first page). */
export const afterKey = (column: Column, afterId: string | null): SQL | undefined =>
  afterId === null ? undefined : sql`${column} > ${afterId}`;
