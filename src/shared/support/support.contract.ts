import { z } from 'zod';

// GET /api/support/contact: how to reach the people who run the platform (docs/decisions/055).

export const ZSupportContact = z.object({
  /** The caller's organisation, or the default one for a visitor. */
  organizationName: z.string(),
  email: z.string(),
  /** As configured, for display: '+221 33 800 00 00'. */
  phone: z.string(),
  /** The WhatsApp number (display form); the page builds the wa.me link. */
  whatsapp: z.string(),
});
export type TSupportContact = z.infer<typeof ZSupportContact>;
