import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data } from '#shared/http.contract.ts';
import { ZSupportContact } from '#shared/support/support.contract.ts';
import type { SupportConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { getSupportContact } from './get-support-contact.ts';

/**
 * GET /api/support/contact: public, so the failed-payment page and a signed-out learner reach it
 * (docs/decisions/055). The contacts come from the configuration; the name is the caller's
 * organisation, or the default one for a visitor.
 */
export async function supportRoutes(
  root: FastifyInstance,
  options: {
    db: Db;
    support: SupportConfig;
    defaultOrganizationSlug: string;
    payments: { pendingExpiryHours: number; installmentGraceDays: number };
  },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, support, defaultOrganizationSlug, payments } = options;

  app.get(
    '/api/support/contact',
    {
      schema: {
        tags: ['support'],
        summary: "Contacter l'assistance : email, téléphone, WhatsApp",
        response: { 200: data(ZSupportContact) },
      },
    },
    async (request) => {
      const organization = request.caller
        ? { id: request.caller.organizationId }
        : { slug: defaultOrganizationSlug };
      return { data: await getSupportContact(db, organization, { support, payments }) };
    },
  );
}
