import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/password-rules.ts';
import { ts } from '../messages/fr-accounts-settings.ts';
import { SETTINGS_PATHS } from './settings-paths.ts';
import { ZStudentProfile } from './settings-profile.ts';
import {
  cleanPhone,
  GENDERS,
  INTERFACE_LANGUAGES,
  isValidCleanPhone,
  PHONE_EXAMPLE,
  PROFILE_ROLES,
  PROFILE_STATUSES,
} from './settings-rules.ts';

// Accounts, part settings (issue 17): the contracts of /api/v1/student/profile/* and
// /api/v1/student/settings/{preferences,account/password,login-history,logout-session}
// (spec/authoring-and-shell.md §5, §7). Each answer keeps the spec's { success, … } shape.

export { SETTINGS_PATHS };

const personName = (key: 'accounts.settings.firstNameRequired' | 'accounts.settings.lastNameRequired') =>
  z
    .string({ error: ts(key) })
    .trim()
    .min(1, { error: ts(key) })
    .max(80, { error: ts('accounts.settings.tooLong', { max: 80 }) });

/** A phone as typed: cleaned to digits and '+', then '+' and 8 digits at least; empty means none. */
export const ZPhone = z
  .string({ error: ts('accounts.settings.phoneInvalid', { phone: PHONE_EXAMPLE }) })
  .max(60, { error: ts('accounts.settings.phoneInvalid', { phone: PHONE_EXAMPLE }) })
  .transform(cleanPhone)
  .refine((cleaned) => cleaned === '' || isValidCleanPhone(cleaned), {
    error: ts('accounts.settings.phoneInvalid', { phone: PHONE_EXAMPLE }),
  })
  .transform((cleaned) => (cleaned === '' ? null : cleaned));

export const ZProfileEmail = z
  .string({ error: ts('accounts.settings.emailInvalid') })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: ts('accounts.settings.emailInvalid') })
      .max(254, { error: ts('accounts.settings.emailInvalid') }),
  );

export const ZGender = z.enum(GENDERS, { error: ts('accounts.settings.genderInvalid') });

/**
 * PUT /api/v1/student/profile/info. Names, phone and gender change at once; a new email waits for its
 * confirmation; role and status are checked (spec wording) but a learner cannot change their own
 * (decision 245: the same value passes, another one is refused with 403).
 */
export const ZProfileUpdate = z.object({
  first_name: personName('accounts.settings.firstNameRequired'),
  last_name: personName('accounts.settings.lastNameRequired'),
  phone: ZPhone.nullable().optional(),
  gender: ZGender.nullable().optional(),
  email: ZProfileEmail.optional(),
  role: z.enum(PROFILE_ROLES, { error: ts('accounts.settings.roleInvalid') }).optional(),
  status: z.enum(PROFILE_STATUSES, { error: ts('accounts.settings.statusInvalid') }).optional(),
});
export type TProfileUpdateInput = z.input<typeof ZProfileUpdate>;
export type TProfileUpdate = z.output<typeof ZProfileUpdate>;

export const ZProfileUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  profile: ZStudentProfile,
  /** The new address waiting for its confirmation, when one was asked. */
  email_change_pending: z.string().nullable(),
});
export type TProfileUpdateResponse = z.infer<typeof ZProfileUpdateResponse>;

export const ZEmailConfirmRequest = z.object({
  token: z
    .string({ error: ts('accounts.settings.emailChangeInvalid') })
    .min(10, { error: ts('accounts.settings.emailChangeInvalid') })
    .max(200, { error: ts('accounts.settings.emailChangeInvalid') }),
});
export const ZEmailConfirmResponse = z.object({ success: z.literal(true), message: z.string() });

export const ZAvatarResponse = z.object({
  success: z.literal(true),
  avatarUrl: z.string().nullable(),
  message: z.string(),
});
export type TAvatarResponse = z.infer<typeof ZAvatarResponse>;

const flag = z.boolean({ error: ts('accounts.settings.booleanInvalid') });

export const ZPreferences = z.object({
  language: z.enum(INTERFACE_LANGUAGES, { error: ts('accounts.settings.languageInvalid') }),
  email_notifications: flag,
  /** Stored; sent once the WhatsApp channel exists (decision 247). */
  whatsapp_notifications: flag,
  /** Stored now; what it lightens comes later (decision 247). */
  data_saver: flag,
});
export type TPreferences = z.infer<typeof ZPreferences>;
export const DEFAULT_PREFERENCES: TPreferences = {
  language: 'fr',
  email_notifications: true,
  whatsapp_notifications: false,
  data_saver: false,
};
export const ZPreferencesResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  preferences: ZPreferences,
});
export type TPreferencesResponse = z.infer<typeof ZPreferencesResponse>;

const newPassword = z
  .string({ error: ts('accounts.settings.passwordRequired') })
  .min(PASSWORD_MIN, { error: ts('accounts.settings.passwordTooShort', { min: PASSWORD_MIN }) })
  .max(PASSWORD_MAX, { error: ts('accounts.settings.passwordTooLong', { max: PASSWORD_MAX }) });

/** PUT /api/v1/student/settings/account/password: the sign-up rules, twice the same, not the current one. */
export const ZPasswordChange = z
  .object({
    currentPassword: z
      .string({ error: ts('accounts.settings.passwordRequired') })
      .min(1, { error: ts('accounts.settings.passwordRequired') })
      .max(PASSWORD_MAX, { error: ts('accounts.settings.passwordTooLong', { max: PASSWORD_MAX }) }),
    newPassword,
    confirmPassword: z
      .string({ error: ts('accounts.settings.passwordRequired') })
      .max(PASSWORD_MAX, { error: ts('accounts.settings.passwordTooLong', { max: PASSWORD_MAX }) }),
  })
  .superRefine((value, context) => {
    if (value.confirmPassword !== value.newPassword)
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: ts('accounts.settings.passwordMismatch'),
      });
    else if (value.newPassword === value.currentPassword)
      context.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: ts('accounts.settings.passwordSame'),
      });
  });
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

export const ZSuccessMessage = z.object({ success: z.literal(true), message: z.string() });
export type TSuccessMessage = z.infer<typeof ZSuccessMessage>;

export const ZLoginHistoryEntry = z.object({
  /** The session's id: what logout-session takes. */
  id: z.string(),
  /** 'Chrome sur Android', in words. */
  device: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip_address: z.string().nullable(),
  /** When this sign-in happened, and when the session was last refreshed (ISO). */
  created_at: z.string(),
  last_active_at: z.string(),
  is_current: z.boolean(),
});
export type TLoginHistoryEntry = z.infer<typeof ZLoginHistoryEntry>;
export const ZLoginHistoryResponse = z.object({
  success: z.literal(true),
  loginHistory: z.array(ZLoginHistoryEntry),
});
export type TLoginHistoryResponse = z.infer<typeof ZLoginHistoryResponse>;

export const ZLogoutSessionRequest = z.object({
  sessionId: z.uuid({ error: ts('accounts.settings.sessionIdInvalid') }),
});
export const ZLogoutSessionResponse = ZSuccessMessage.extend({ was_current: z.boolean() });
export type TLogoutSessionResponse = z.infer<typeof ZLogoutSessionResponse>;
