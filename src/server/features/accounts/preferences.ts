import {
  DEFAULT_PREFERENCES,
  type TPreferences,
  type TPreferencesResponse,
} from '#shared/accounts/settings.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findPreferences, savePreferences } from './accounts-settings.repo.ts';

/** GET /api/v1/student/settings/preferences: what the user saved, or the defaults (decision 247). */
export async function getPreferences(db: Db, caller: Caller): Promise<TPreferencesResponse> {
  return { success: true, preferences: (await findPreferences(db, caller.userId)) ?? DEFAULT_PREFERENCES };
}

/** PUT /api/v1/student/settings/preferences: the whole set, as the page sends it. */
export async function updatePreferences(
  db: Db,
  caller: Caller,
  preferences: TPreferences,
): Promise<TPreferencesResponse> {
  await savePreferences(db, caller.userId, preferences);
  return { success: true, message: t('accounts.settings.preferencesSaved'), preferences };
}
