import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data } from '#shared/http.contract.ts';
import { ZOrganizationSummary } from '#shared/platform/platform.contract.ts';
import type { Db } from '../../db/client.ts';
import { listOrganizations } from './list-organizations.ts';

// /api/superadmin/* is reserved to superadmins by the auth plugin: the one place that sees every organisation.
export async function platformRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/superadmin/organizations',
    {
      schema: {
        tags: ['platform'],
        summary: 'Toutes les organisations',
        security: [{ bearerAuth: [] }],
        response: { 200: data(ZOrganizationSummary.array()) },
      },
    },
    async () => ({ data: await listOrganizations(options.db) }),
  );
}
