import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data } from '#shared/http.contract.ts';
import {
  INSTRUCTOR_ANALYTICS_PATH,
  ZAnalyticsQuery,
  ZInstructorAnalytics,
} from '#shared/instructor/analytics.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { getInstructorAnalytics } from './get-instructor-analytics.ts';
import { defineRefreshStatsJob } from './refresh-instructor-stats.ts';

// The instructor's desk: analytics (issue 17). Instructors, and admins and superadmins with an
// optional ?instructorId= (role table: src/shared/auth/role-routing.ts; who sees what: desk-access.ts).
export async function instructorAnalyticsRoutes(
  root: FastifyInstance,
  options: { db: Db; isJobPlanted: boolean },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  defineRefreshStatsJob(root.jobs, options.db, options.isJobPlanted);
  app.get(
    INSTRUCTOR_ANALYTICS_PATH,
    {
      schema: {
        tags: ['instructor'],
        summary: "Statistiques de l'instructeur : revenus, inscriptions, apprenants actifs, achèvement, quiz",
        security: [{ bearerAuth: [] }],
        querystring: ZAnalyticsQuery,
        response: { 200: data(ZInstructorAnalytics) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await getInstructorAnalytics(options.db, requireCaller(request), request.query) };
    },
  );
}
