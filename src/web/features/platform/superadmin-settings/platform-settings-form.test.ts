import { describe, expect, it } from 'vitest';
import { t } from '#shared/messages/fr.ts';
import { SETTINGS_DEFAULTS, type TAllSettings } from '#shared/platform/platform-settings.ts';
import { FORM_SCHEMAS, formValuesOf, numberFromInput } from './platform-settings-form.ts';

const saved: TAllSettings = {
  platform: { ...SETTINGS_DEFAULTS.platform, maintenanceMessage: null, updatedAt: null },
  billing: { ...SETTINGS_DEFAULTS.billing, updatedAt: null },
  security: { ...SETTINGS_DEFAULTS.security, passwordMinLength: 10, updatedAt: '2026-11-27T10:00:00.000Z' },
  email: { ...SETTINGS_DEFAULTS.email, updatedAt: null },
};

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the platform settings forms (superadmin)', () => {
  it('hold numbers as text and an unset maintenance message as an empty input', () => {
    expect(formValuesOf('security', saved)).toEqual({
      passwordMinLength: '10',
      signInMaxAttempts: '10',
      signInPauseMinutes: '15',
      sessionLifetimeHours: '720',
    });
    expect(formValuesOf('platform', saved).maintenanceMessage).toBe('');
    expect(formValuesOf('billing', saved)).toEqual({ defaultInstructorShare: '70', defaultCurrency: 'XOF' });
  });

  it('send numbers and null back, as the server contracts expect', () => {
    expect(
      FORM_SCHEMAS.security.parse({ ...formValuesOf('security', saved), passwordMinLength: ' 12 ' }),
    ).toEqual({
      passwordMinLength: 12,
      signInMaxAttempts: 10,
      signInPauseMinutes: 15,
      sessionLifetimeHours: 720,
    });
    expect(FORM_SCHEMAS.platform.parse(formValuesOf('platform', saved)).maintenanceMessage).toBeNull();
    expect(
      FORM_SCHEMAS.platform.parse({
        ...formValuesOf('platform', saved),
        maintenanceMessage: ' Coupure à 22 h ',
      }).maintenanceMessage,
    ).toBe('Coupure à 22 h');
  });

  it('refuse empty, decimal and out-of-range numbers with the contracts’ French messages', () => {
    const security = FORM_SCHEMAS.security.safeParse({
      passwordMinLength: '7',
      signInMaxAttempts: '',
      signInPauseMinutes: '2,5',
      sessionLifetimeHours: 'beaucoup',
    });
    expect(messagesOf(security)).toEqual({
      passwordMinLength: t('platform.settings.passwordMinInvalid'),
      signInMaxAttempts: t('platform.settings.attemptsInvalid'),
      signInPauseMinutes: t('platform.settings.pauseInvalid'),
      sessionLifetimeHours: t('platform.settings.lifetimeInvalid'),
    });
    const billing = FORM_SCHEMAS.billing.safeParse({ defaultInstructorShare: '101', defaultCurrency: 'XOF' });
    expect(messagesOf(billing)).toEqual({ defaultInstructorShare: t('platform.settings.shareInvalid') });
    const email = FORM_SCHEMAS.email.safeParse({ senderName: '<Jàng>', senderAddress: 'moi@', footer: '' });
    expect(messagesOf(email)).toEqual({
      senderName: t('platform.settings.senderNameInvalid'),
      senderAddress: t('platform.settings.emailInvalid'),
    });
  });

  it('read a typed number the way a French keyboard writes it', () => {
    expect(numberFromInput('12')).toBe(12);
    expect(numberFromInput('2,5')).toBe(2.5);
    expect(numberFromInput('  ')).toBeNaN();
  });
});
