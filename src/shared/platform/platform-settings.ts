import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/auth.contract.ts';
import { CURRENCIES } from '../catalog/currency.ts';
import { t } from '../messages/fr.ts';
import { isEmailAddress } from '../support/contact-links.ts';

// Platform console (issue 18, spec §3 "Platform settings, billing settings, security settings, email
// settings", §7 "read the single row; update, or insert if none"). What each field changes on the
// server is said beside it (decision 286). A missing row reads as these defaults.

export const SETTINGS_KINDS = ['platform', 'billing', 'security', 'email'] as const;
export type SettingsKind = (typeof SETTINGS_KINDS)[number];

/** The lowest minimum a platform may require: better-auth's own floor (PASSWORD_MIN). */
export const PASSWORD_MIN_LENGTH_RANGE = [PASSWORD_MIN, 64] as const;

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });
const whole = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
const email = z
  .string({ error: t('platform.settings.emailInvalid') })
  .trim()
  .max(254, { error: t('platform.settings.emailInvalid') })
  .refine(isEmailAddress, { error: t('platform.settings.emailInvalid') });
/** A display name that goes into an email's From line: no angle brackets or quotes. */
export const senderName = z
  .string({ error: t('platform.settings.senderNameInvalid') })
  .trim()
  .min(2, { error: t('platform.settings.senderNameInvalid') })
  .max(80, { error: t('platform.settings.senderNameInvalid') })
  .refine((value) => !/[<>"\r\n]/.test(value), { error: t('platform.settings.senderNameInvalid') });

export const ZPlatformSettings = z.object({
  /** The name in the superadmin's screens and the default sender name. */
  platformName: text(2, 60, t('platform.settings.platformNameInvalid')),
  /** The support address /support shows when an organisation gives none. */
  supportEmail: email,
  /** A banner on every page while set (null or empty: none). */
  maintenanceMessage: z
    .string({ error: t('platform.settings.maintenanceInvalid') })
    .trim()
    .max(300, { error: t('platform.settings.maintenanceInvalid') })
    .nullable()
    .transform((value) => (value ? value : null)),
});
export type TPlatformSettings = z.infer<typeof ZPlatformSettings>;

export const ZBillingSettings = z.object({
  /** The instructor's share (percent) of a sale, given to each new instructor profile. */
  defaultInstructorShare: whole(0, 100, t('platform.settings.shareInvalid')),
  /** The display currency of a new organisation. */
  defaultCurrency: z.enum(CURRENCIES, { error: t('platform.settings.currencyInvalid') }),
});
export type TBillingSettings = z.infer<typeof ZBillingSettings>;

export const ZSecuritySettings = z.object({
  /** Sign-up, password reset, invitation activation. */
  passwordMinLength: whole(...PASSWORD_MIN_LENGTH_RANGE, t('platform.settings.passwordMinInvalid')),
  /** Failed sign-ins on one account before it pauses… */
  signInMaxAttempts: whole(3, 50, t('platform.settings.attemptsInvalid')),
  /** …for this long. */
  signInPauseMinutes: whole(1, 1440, t('platform.settings.pauseInvalid')),
  /** A session ends this long after its sign-in (its next request is refused). */
  sessionLifetimeHours: whole(1, 2160, t('platform.settings.lifetimeInvalid')),
});
export type TSecuritySettings = z.infer<typeof ZSecuritySettings>;

export const ZEmailSettings = z.object({
  /** The From name of the platform's emails (an organisation's own sender name wins for its members). */
  senderName,
  senderAddress: email,
  /** Appended to every email's text. */
  footer: z
    .string({ error: t('platform.settings.footerInvalid') })
    .trim()
    .max(500, { error: t('platform.settings.footerInvalid') }),
});
export type TEmailSettings = z.infer<typeof ZEmailSettings>;

export const SETTINGS_DEFAULTS = {
  platform: { platformName: 'Jàng', supportEmail: 'support@jang.sn', maintenanceMessage: null },
  billing: { defaultInstructorShare: 70, defaultCurrency: 'XOF' },
  security: {
    passwordMinLength: PASSWORD_MIN,
    signInMaxAttempts: 10,
    signInPauseMinutes: 15,
    sessionLifetimeHours: 30 * 24,
  },
  email: { senderName: 'Jàng', senderAddress: 'no-reply@jang.sn', footer: '' },
} as const satisfies {
  platform: TPlatformSettings;
  billing: TBillingSettings;
  security: TSecuritySettings;
  email: TEmailSettings;
};

export const SETTINGS_CONTRACTS = {
  platform: ZPlatformSettings,
  billing: ZBillingSettings,
  security: ZSecuritySettings,
  email: ZEmailSettings,
} as const;

/** What a settings answer carries: the stored values and when the row was last written (null: defaults). */
const updatedAt = z.string().nullable();
export const ZAllSettings = z.object({
  platform: z.object({
    platformName: z.string(),
    supportEmail: z.string(),
    maintenanceMessage: z.string().nullable(),
    updatedAt,
  }),
  billing: z.object({
    defaultInstructorShare: z.number().int(),
    defaultCurrency: z.enum(CURRENCIES),
    updatedAt,
  }),
  security: z.object({
    passwordMinLength: z.number().int(),
    signInMaxAttempts: z.number().int(),
    signInPauseMinutes: z.number().int(),
    sessionLifetimeHours: z.number().int(),
    updatedAt,
  }),
  email: z.object({ senderName: z.string(), senderAddress: z.string(), footer: z.string(), updatedAt }),
});
export type TAllSettings = z.infer<typeof ZAllSettings>;

export const ZSettingsKindParams = z.object({
  kind: z.enum(SETTINGS_KINDS, { error: t('error.validation') }),
});

/** What anyone may read: the platform's name and its maintenance banner. */
export const ZPublicPlatformSettings = z.object({
  platformName: z.string(),
  maintenanceMessage: z.string().nullable(),
});

/** Whether a new password is long enough under the security settings (better-auth keeps its own floor). */
export function isPasswordLongEnough(password: string, minLength: number): boolean {
  return [...password].length >= Math.max(minLength, PASSWORD_MIN) && password.length <= PASSWORD_MAX;
}

/** The From line of an email: "Name <address>", the name stripped of what would break the header. */
export function fromLine(name: string, address: string): string {
  const clean = name.replace(/[<>"\r\n]/g, '').trim();
  return clean ? `"${clean}" <${address}>` : address;
}
