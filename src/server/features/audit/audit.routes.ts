import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditPage, ZAuditQuery, ZPlatformAuditQuery } from '#shared/audit/audit.contract.ts';
import { data } from '#shared/http.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { listAuditLog } from './list-audit-log.ts';

const tags = ['audit'];
const security = [{ bearerAuth: [] }];
const FILTERS =
  'Filtres : action (nom exact ou son début), actor (partie de l’email), targetType, targetId, from et to (AAAA-MM-JJ, inclus, UTC). Pages : page, limit (1 à 100).';

// Platform console (issue 18, decision 290): reading the audit log. Only GETs: no route edits or
// deletes a row. Admins read their organisation's rows (a superadmin acting in one reads that one's);
// superadmins read every row, or one organisation's.
export async function auditRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags,
        summary: "Le journal d'audit de mon organisation (les plus récents d'abord)",
        description: FILTERS,
        security,
        querystring: ZAuditQuery,
        response: { 200: data(ZAuditPage) },
      },
    },
    async (request) => ({
      data: await listAuditLog(db, requireCaller(request).organizationId, request.query),
    }),
  );

  app.get(
    '/api/superadmin/audit-log',
    {
      schema: {
        tags,
        summary: "Le journal d'audit de toute la plateforme (organizationId pour une organisation)",
        description: FILTERS,
        security,
        querystring: ZPlatformAuditQuery,
        response: { 200: data(ZAuditPage) },
      },
    },
    async (request) => {
      const { organizationId, ...query } = request.query;
      return { data: await listAuditLog(db, organizationId ?? null, query) };
    },
  );
}
