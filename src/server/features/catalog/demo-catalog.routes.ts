import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDemoCatalog } from '#shared/catalog/demo-catalog.contract.ts';
import { data } from '#shared/http.contract.ts';
import type { Db } from '../../db/client.ts';
import { getDemoCatalog } from './get-demo-catalog.ts';

/**
 * What 'Mode démo' would change (docs/decisions/057): the only thing it does is make the public
 * catalogue reads of a signed-out visitor serve the demo organisation instead of the default one
 * (catalog-organization.ts). So it means something only when those are two organisations.
 */
export async function demoCatalogRoutes(
  root: FastifyInstance,
  options: { db: Db; defaultOrganizationSlug: string },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, defaultOrganizationSlug } = options;

  app.get(
    '/api/marketplace/demo-catalog',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Le mode démo change-t-il le catalogue affiché aux visiteurs ?',
        response: { 200: data(ZDemoCatalog) },
      },
    },
    async () => ({ data: await getDemoCatalog(db, defaultOrganizationSlug) }),
  );
}
