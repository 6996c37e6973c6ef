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
  /** The figures the payment answers quote, as this server applies them. */
  payments: z.object({
    /** A payment still pending this long is expired (nothing was taken). */
    pendingExpiryHours: z.number().int(),
    /** Access continues this many days after an unpaid installment's due date. */
    installmentGraceDays: z.number().int(),
  }),
});
export type TSupportContact = z.infer<typeof ZSupportContact>;
