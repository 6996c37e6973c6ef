import { type SQL, sql } from 'drizzle-orm';
import {
  SETTINGS_DEFAULTS,
  type SettingsKind,
  type TBillingSettings,
  type TEmailSettings,
  type TPlatformSettings,
  type TSecuritySettings,
} from '#shared/platform/platform-settings.ts';
import type { Executor } from '../../db/client.ts';
import {
  billingSettings,
  emailSettings,
  platformSettings,
  securitySettings,
} from '../../db/schema/platform-settings.ts';

// Platform console (issue 18): the four single-row settings tables' owner (spec §7: read the single
// row; update, or insert if none). A missing row reads as the shared defaults (decision 286).

export type SettingsValues = {
  platform: TPlatformSettings;
  billing: TBillingSettings;
  security: TSecuritySettings;
  email: TEmailSettings;
};

const TABLES = {
  platform: platformSettings,
  billing: billingSettings,
  security: securitySettings,
  email: emailSettings,
} as const;

/** The four tables share their key and timestamps; their own fields are read by name (pick). */
type SettingsTable = typeof emailSettings;
const tableOf = (kind: SettingsKind) => TABLES[kind] as unknown as SettingsTable;

/** The session lifetime in hours (the security settings', or the default), as a subquery. */
export const sessionLifetimeHours = (): SQL<number> =>
  sql<number>`coalesce((select ${securitySettings.sessionLifetimeHours} from ${securitySettings} where ${securitySettings.id}), ${sql.raw(String(SETTINGS_DEFAULTS.security.sessionLifetimeHours))})::int`;

function pick<K extends SettingsKind>(kind: K, row: Record<string, unknown>): SettingsValues[K] {
  const defaults = SETTINGS_DEFAULTS[kind] as Record<string, unknown>;
  return Object.fromEntries(Object.keys(defaults).map((key) => [key, row[key]])) as SettingsValues[K];
}

/** The settings of one kind and when they were written (null: never, the defaults). */
export async function readSettings<K extends SettingsKind>(
  db: Executor,
  kind: K,
): Promise<{ values: SettingsValues[K]; updatedAt: Date | null }> {
  const table = tableOf(kind);
  const [row] = await db.select().from(table).limit(1);
  if (!row) return { values: SETTINGS_DEFAULTS[kind] as SettingsValues[K], updatedAt: null };
  return { values: pick(kind, row as Record<string, unknown>), updatedAt: row.updatedAt };
}

/** Writes the one row (insert if none), returning the values as stored. */
export async function writeSettings<K extends SettingsKind>(
  tx: Executor,
  kind: K,
  values: SettingsValues[K],
  now: Date,
): Promise<{ values: SettingsValues[K]; updatedAt: Date }> {
  const table = tableOf(kind);
  const [row] = await tx
    .insert(table)
    .values({ id: true, ...values, createdAt: now, updatedAt: now } as never)
    .onConflictDoUpdate({ target: table.id, set: { ...values, updatedAt: now } as never })
    .returning();
  return { values: pick(kind, row as Record<string, unknown>), updatedAt: row!.updatedAt };
}

/** Locks the row of one kind (when it exists) so two saves of the same settings queue. */
export async function lockSettings(tx: Executor, kind: SettingsKind): Promise<void> {
  const table = tableOf(kind);
  await tx.select({ id: table.id }).from(table).for('update');
}
