// The learner's settings routes (spec §7), without zod: the learner's layout reads the preferences
// (the data saver) on every page, where the contracts must not come along.

export const SETTINGS_PATHS = {
  profile: '/api/v1/student/profile/info',
  emailConfirm: '/api/v1/student/profile/email/confirm',
  avatar: '/api/v1/student/profile/avatar',
  preferences: '/api/v1/student/settings/preferences',
  password: '/api/v1/student/settings/account/password',
  loginHistory: '/api/v1/student/settings/login-history',
  logoutSession: '/api/v1/student/settings/logout-session',
} as const;
