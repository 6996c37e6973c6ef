// The platform's public settings (the maintenance message every shell shows), without zod: the
// shells read it, and the server draws or answers it with a page (decisions 312, 313).

export const PUBLIC_PLATFORM_SETTINGS_PATH = '/api/platform/settings';
