import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZStudentProfileResponse } from '#shared/accounts/profile.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { getStudentProfile } from './get-student-profile.ts';

// /api/v1/student/* is open to any signed-in user holding a role (auth plugin).
export async function accountsRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/student/profile/info',
    {
      // Accounts, part settings (issue 17): spec §8's words for a call without a signed-in user
      config: { unauthenticatedMessage: t('accounts.settings.notSignedIn') },
      schema: {
        tags: ['accounts'],
        summary: 'Mon profil',
        security: [{ bearerAuth: [] }],
        response: { 200: ZStudentProfileResponse },
      },
    },
    async (request) => getStudentProfile(options.db, requireCaller(request)),
  );
}
