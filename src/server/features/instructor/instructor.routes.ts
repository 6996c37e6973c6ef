import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZInstructorProfile } from '#shared/accounts/profile.contract.ts';
import { data } from '#shared/http.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { getInstructorProfile } from './get-instructor-profile.ts';

// /api/instructor/* is reserved to instructors and superadmins by the auth plugin.
export async function instructorRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/instructor/profile',
    {
      schema: {
        tags: ['instructor'],
        summary: 'Mon profil instructeur',
        security: [{ bearerAuth: [] }],
        response: { 200: data(ZInstructorProfile) },
      },
    },
    async (request) => ({ data: await getInstructorProfile(options.db, requireCaller(request)) }),
  );
}
