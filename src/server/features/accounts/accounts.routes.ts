import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZStudentProfileResponse } from '#shared/accounts/profile.contract.ts';
import { currentRole } from '#shared/auth/role-routing.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { requireCaller } from '../../plugins/auth.ts';

// /api/v1/student/* is open to any signed-in user holding a role (auth plugin).
export async function accountsRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/student/profile/info',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mon profil',
        security: [{ bearerAuth: [] }],
        response: { 200: ZStudentProfileResponse },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const [user] = await options.db.select().from(users).where(eq(users.id, caller.userId));
      if (!user) throw new AppError('NOT_FOUND', t('accounts.profileNotFound'));
      return {
        success: true as const,
        profile: {
          id: user.id,
          organization_id: user.organizationId,
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          phone: user.phone,
          role: currentRole(caller.roles),
          status: user.status,
          avatar_url: user.image,
          updated_at: user.updatedAt.toISOString(),
        },
      };
    },
  );
}
