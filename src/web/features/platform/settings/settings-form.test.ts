import { describe, expect, it } from 'vitest';
import type { TOrganizationSettings } from '#shared/platform/organization-settings.contract.ts';
import { formValues, schema } from './settings-form.ts';

const saved: TOrganizationSettings = {
  id: 'org-1',
  name: 'Institut Thiès',
  slug: 'institut-thies',
  status: 'active',
  defaultCurrency: 'XOF',
  logoUrl: null,
  faviconUrl: null,
  contactEmail: null,
  contactPhone: '+221 77 123 45 67',
  contactWhatsapp: null,
  emailSenderName: null,
  isActingAsSuperadmin: false,
};

describe('the settings form values', () => {
  it('holds an unset optional field as an empty input and sends it back as null', () => {
    const values = formValues(saved);
    expect(values).toEqual({
      name: 'Institut Thiès',
      defaultCurrency: 'XOF',
      contactEmail: '',
      contactPhone: '+221 77 123 45 67',
      contactWhatsapp: '',
      emailSenderName: '',
    });
    expect(schema.parse(values)).toEqual({
      name: 'Institut Thiès',
      defaultCurrency: 'XOF',
      contactEmail: null,
      contactPhone: '+221 77 123 45 67',
      contactWhatsapp: null,
      emailSenderName: null,
    });
  });

  it('refuses a local phone number and a bad email with the French messages', () => {
    const result = schema.safeParse({ ...formValues(saved), contactPhone: '77 12', contactEmail: 'moi@' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toContainEqual(['contactEmail', "Format d'email invalide"]);
    expect(messages?.find(([path]) => path === 'contactPhone')?.[1]).toMatch(/code pays/);
  });
});
