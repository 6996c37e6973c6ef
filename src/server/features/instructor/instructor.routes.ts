import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZInstructorProfile } from '#shared/accounts/profile.contract.ts';
import { AppError } from '#shared/errors.ts';
import { data } from '#shared/http.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { instructors } from '../../db/schema/index.ts';
import { requireCaller } from '../../plugins/auth.ts';

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
    async (request) => {
      const caller = requireCaller(request);
      // Only one's own profile, in one's own organisation (spec §6).
      const [profile] = await options.db
        .select()
        .from(instructors)
        .where(
          and(eq(instructors.userId, caller.userId), eq(instructors.organizationId, caller.organizationId)),
        );
      if (!profile) throw new AppError('NOT_FOUND', t('instructor.profileNotFound'));
      if (profile.status !== 'active') throw new AppError('FORBIDDEN', t('instructor.inactive'));
      return {
        data: {
          id: profile.id,
          name: profile.name,
          avatar_url: profile.avatarUrl,
          specialization: profile.specialization,
          bio: profile.bio,
          status: profile.status,
          commission_rate: profile.commissionRate,
          organization_id: profile.organizationId,
        },
      };
    },
  );
}
