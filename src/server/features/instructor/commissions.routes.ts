import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data } from '#shared/http.contract.ts';
import {
  INSTRUCTOR_COMMISSIONS_CSV_PATH,
  INSTRUCTOR_COMMISSIONS_PATH,
  ZCommissionsCsvQuery,
  ZCommissionsQuery,
  ZCommissionsSummary,
} from '#shared/instructor/commissions.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { exportInstructorCommissions, getInstructorCommissions } from './get-instructor-commissions.ts';

const CSV = 'text/csv; charset=utf-8';

// The instructor's desk: commissions and their CSV export (issue 17).
export async function instructorCommissionsRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const csvReply = async (request: FastifyRequest, reply: FastifyReply, instructorId: string | undefined) => {
    const body = await exportInstructorCommissions(options.db, requireCaller(request), { instructorId });
    const fileName = t('instructor.csv.fileName', { date: new Date().toISOString().slice(0, 10) });
    return reply
      .header('content-type', CSV)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  };

  app.get(
    INSTRUCTOR_COMMISSIONS_PATH,
    {
      schema: {
        tags: ['instructor'],
        summary: "Commissions de l'instructeur (format=csv : le fichier de toutes les commissions)",
        security: [{ bearerAuth: [] }],
        querystring: ZCommissionsQuery,
        response: { 200: data(ZCommissionsSummary) },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') return csvReply(request, reply, request.query.instructorId);
      reply.header('cache-control', 'private, no-store');
      return {
        data: await getInstructorCommissions(options.db, requireCaller(request), request.query),
      };
    },
  );

  app.get(
    INSTRUCTOR_COMMISSIONS_CSV_PATH,
    {
      schema: {
        tags: ['instructor'],
        summary: "Toutes les commissions de l'instructeur en CSV (en-têtes en français, montants en FCFA)",
        security: [{ bearerAuth: [] }],
        querystring: ZCommissionsCsvQuery,
      },
    },
    async (request, reply) => csvReply(request, reply, request.query.instructorId),
  );
}
