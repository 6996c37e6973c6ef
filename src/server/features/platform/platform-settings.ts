import { SETTINGS_KINDS, type SettingsKind, type TAllSettings } from '#shared/platform/platform-settings.ts';
import type { Db, Executor } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { lockSettings, readSettings, type SettingsValues, writeSettings } from './platform-settings.repo.ts';

// Platform console (issue 18, decision 286): the superadmin reads the four settings and saves one kind
// at a time (update, or insert if none), under the row's lock, with one audit row naming what changed.

const withDate = <T>(read: { values: T; updatedAt: Date | null }) => ({
  ...read.values,
  updatedAt: read.updatedAt?.toISOString() ?? null,
});

export async function getAllSettings(db: Executor): Promise<TAllSettings> {
  const [platform, billing, security, email] = await Promise.all(
    SETTINGS_KINDS.map((kind) => readSettings(db, kind)),
  );
  return {
    platform: withDate(platform as { values: SettingsValues['platform']; updatedAt: Date | null }),
    billing: withDate(billing as { values: SettingsValues['billing']; updatedAt: Date | null }),
    security: withDate(security as { values: SettingsValues['security']; updatedAt: Date | null }),
    email: withDate(email as { values: SettingsValues['email']; updatedAt: Date | null }),
  };
}

export async function saveSettings<K extends SettingsKind>(
  db: Db,
  actor: AuditActor,
  kind: K,
  values: SettingsValues[K],
  now = new Date(),
): Promise<TAllSettings[K]> {
  const saved = await db.transaction(async (tx) => {
    await lockSettings(tx, kind);
    const before = await readSettings(tx, kind);
    const changes = Object.fromEntries(
      Object.entries(values as Record<string, unknown>)
        .filter(([key, value]) => (before.values as Record<string, unknown>)[key] !== value)
        .map(([key, value]) => [key, { from: (before.values as Record<string, unknown>)[key], to: value }]),
    );
    // Nothing changed and the row exists: nothing to write, nothing to audit.
    if (Object.keys(changes).length === 0 && before.updatedAt) return before;
    const written = await writeSettings(tx, kind, values, now);
    await recordAudit(tx, actor, {
      organizationId: null,
      action: `settings.${kind}.updated`,
      targetType: 'settings',
      targetId: kind,
      details: { changes },
    });
    return written;
  });
  return withDate(saved) as TAllSettings[K];
}
