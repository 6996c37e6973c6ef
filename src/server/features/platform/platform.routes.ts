import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data } from '#shared/http.contract.ts';
import { ZOrganizationSummary } from '#shared/platform/platform.contract.ts';
import type { Db } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';

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
    async () => {
      const rows = await options.db
        .select({
          id: organizations.id,
          name: organizations.name,
          slug: organizations.slug,
          isDemo: organizations.isDemo,
          createdAt: organizations.createdAt,
          userCount: sql<number>`count(${users.id})::int`,
        })
        .from(organizations)
        .leftJoin(users, eq(users.organizationId, organizations.id))
        .groupBy(organizations.id)
        .orderBy(asc(organizations.name));
      return { data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
}
