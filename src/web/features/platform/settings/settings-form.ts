import type { z } from 'zod';
import {
  type TOrganizationSettings,
  type TUpdateOrganizationSettings,
  ZUpdateOrganizationSettings,
} from '#shared/platform/organization-settings.contract.ts';

// The settings form's values: the saved settings with '' for an unset optional field (what an input
// holds), checked on submit by the server's own contract, which turns '' back into null.

export type FormValues = {
  name: string;
  defaultCurrency: TOrganizationSettings['defaultCurrency'];
  contactEmail: string;
  contactPhone: string;
  contactWhatsapp: string;
  emailSenderName: string;
};
export const schema = ZUpdateOrganizationSettings as unknown as z.ZodType<
  TUpdateOrganizationSettings,
  FormValues
>;

export const formValues = (s: TOrganizationSettings): FormValues => ({
  name: s.name,
  defaultCurrency: s.defaultCurrency,
  contactEmail: s.contactEmail ?? '',
  contactPhone: s.contactPhone ?? '',
  contactWhatsapp: s.contactWhatsapp ?? '',
  emailSenderName: s.emailSenderName ?? '',
});
