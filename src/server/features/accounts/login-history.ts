import UAParser from 'ua-parser-js';
import type { TLoginHistoryResponse, TLogoutSessionResponse } from '#shared/accounts/settings.contract.ts';
import { describeDevice } from '#shared/accounts/settings-rules.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { deleteUserSession, listUserSessions } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';

/** A user agent in words ('Chrome sur Android'), read by ua-parser-js (decision 250). */
export function deviceOf(userAgent: string | null) {
  if (!userAgent) return { device: describeDevice({}), browser: null, os: null };
  const parsed = new UAParser(userAgent).getResult();
  const browser = parsed.browser.name?.replace(/^Mobile /, '') ?? null;
  const os = parsed.os.name ?? null;
  return {
    device: describeDevice({
      browser: browser ?? undefined,
      os: os ?? undefined,
      deviceType: parsed.device.type,
    }),
    browser,
    os,
  };
}

/**
 * GET /api/v1/student/settings/login-history: the user's open sessions, the most recently used first,
 * each with its device in words, the address it signed in from, and the current one marked.
 */
export async function getLoginHistory(db: Db, caller: Caller): Promise<TLoginHistoryResponse> {
  const rows = await listUserSessions(db, caller.userId);
  return {
    success: true,
    loginHistory: rows.map((row) => ({
      id: row.id,
      ...deviceOf(row.userAgent),
      ip_address: row.ipAddress || null,
      created_at: row.createdAt.toISOString(),
      last_active_at: row.updatedAt.toISOString(),
      is_current: row.id === caller.sessionId,
    })),
  };
}

/**
 * POST /api/v1/student/settings/logout-session: ends one of the user's sessions (its next request is
 * refused, the session row being read on every request); another user's session is not found (404).
 * The current one may be ended too: the page then signs out.
 */
export async function endOwnSession(
  db: Db,
  caller: Caller,
  sessionId: string,
): Promise<TLogoutSessionResponse> {
  const isDeleted = await deleteUserSession(db, caller.userId, sessionId);
  if (!isDeleted) throw new AppError('NOT_FOUND', t('accounts.settings.sessionIdInvalid'));
  return {
    success: true,
    message: t('accounts.settings.sessionEnded'),
    was_current: sessionId === caller.sessionId,
  };
}
