import { z } from 'zod';
import {
  type SettingsKind,
  type TAllSettings,
  ZBillingSettings,
  ZEmailSettings,
  ZPlatformSettings,
  ZSecuritySettings,
} from '#shared/platform/platform-settings.ts';

// superadmin (issue 18): the four platform settings forms' values. An input holds text: the numbers
// are read from it here, then checked by the server's own contracts (their French messages); an empty
// maintenance message goes back as null. What each field changes is said on the page beside it.

/** A number typed in an input: '' (or anything not a number) reads as NaN, which the contract refuses. */
export function numberFromInput(value: string): number {
  const text = value.trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

const typed = <T extends z.ZodType<number, number>>(contract: T) =>
  z.string().transform(numberFromInput).pipe(contract);

export const FORM_SCHEMAS = {
  platform: ZPlatformSettings,
  billing: z.object({
    defaultInstructorShare: typed(ZBillingSettings.shape.defaultInstructorShare),
    defaultCurrency: ZBillingSettings.shape.defaultCurrency,
  }),
  security: z.object({
    passwordMinLength: typed(ZSecuritySettings.shape.passwordMinLength),
    signInMaxAttempts: typed(ZSecuritySettings.shape.signInMaxAttempts),
    signInPauseMinutes: typed(ZSecuritySettings.shape.signInPauseMinutes),
    sessionLifetimeHours: typed(ZSecuritySettings.shape.sessionLifetimeHours),
  }),
  email: ZEmailSettings,
} as const satisfies Record<SettingsKind, z.ZodType>;

export type FormValuesOf<K extends SettingsKind> = {
  [Field in keyof z.input<(typeof FORM_SCHEMAS)[K]>]-?: Exclude<
    z.input<(typeof FORM_SCHEMAS)[K]>[Field],
    null
  >;
};
export type SavedOf<K extends SettingsKind> = z.output<(typeof FORM_SCHEMAS)[K]>;

/** The saved values of one kind as the inputs hold them. */
export function formValuesOf<K extends SettingsKind>(kind: K, all: TAllSettings): FormValuesOf<K> {
  const values: { [Kind in SettingsKind]: FormValuesOf<Kind> } = {
    platform: {
      platformName: all.platform.platformName,
      supportEmail: all.platform.supportEmail,
      maintenanceMessage: all.platform.maintenanceMessage ?? '',
    },
    billing: {
      defaultInstructorShare: String(all.billing.defaultInstructorShare),
      defaultCurrency: all.billing.defaultCurrency,
    },
    security: {
      passwordMinLength: String(all.security.passwordMinLength),
      signInMaxAttempts: String(all.security.signInMaxAttempts),
      signInPauseMinutes: String(all.security.signInPauseMinutes),
      sessionLifetimeHours: String(all.security.sessionLifetimeHours),
    },
    email: {
      senderName: all.email.senderName,
      senderAddress: all.email.senderAddress,
      footer: all.email.footer,
    },
  };
  return values[kind];
}
