import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import {
  ACCOUNT_DELETION_PATH,
  DATA_EXPORT_PATH,
  ZAccountDeletionAnswer,
  ZAccountDeletionBody,
  ZAccountDeletionRequest,
} from '#shared/accounts/privacy.contract.ts';
import { EXPORT_COOLDOWN_SECONDS, exportFileName } from '#shared/accounts/privacy.ts';
import { AppError } from '#shared/errors.ts';
import { data } from '#shared/http.contract.ts';
import { t } from '#shared/messages/fr.ts';
import { requireCaller } from '../../plugins/auth.ts';
import {
  cancelAccountDeletion,
  type DeletionDeps,
  getAccountDeletion,
  requestAccountDeletion,
} from './account-deletion.ts';
import { exportAccountData } from './data-export.ts';
import { defineEraseDueAccountsJob, type ErasureDeps } from './erase-account.ts';

// 'Données et compte' (spec/authoring-and-shell.md §7; issue 17, accounts-data): the data export and
// the deletion request. Under /api/v1/student/*: any signed-in user holding a role (auth plugin), each
// acting on their own account only — there is no other user's id to name.

export type PrivacyRoutesOptions = {
  deps: DeletionDeps & Pick<ErasureDeps, 'storage'>;
  /** Plants the hourly erasure job (off in tests, which run it themselves). */
  isJobPlanted: boolean;
};

export async function accountsPrivacyRoutes(root: FastifyInstance, options: PrivacyRoutesOptions) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { deps } = options;
  defineEraseDueAccountsJob(app.jobs, { ...deps, log: app.log }, options.isJobPlanted);
  // One export per user and cooldown, in this process's memory (like the sign-in limits; decision 255).
  const exports = new RateLimiterMemory({
    keyPrefix: 'data-export',
    points: 1,
    duration: EXPORT_COOLDOWN_SECONDS,
  });

  app.post(
    DATA_EXPORT_PATH,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Télécharger mes données (fichier JSON)',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      try {
        await exports.consume(caller.userId);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        reply.header('retry-after', String(seconds));
        throw new AppError(
          'RATE_LIMITED',
          t('accounts.data.exportTooSoon', { minutes: Math.ceil(seconds / 60) }),
          {
            retryAfterSeconds: seconds,
          },
        );
      }
      const now = new Date();
      const stream = await exportAccountData(deps.db, caller.userId, { now });
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    ACCOUNT_DELETION_PATH,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ma demande de suppression de compte en cours (ou aucune)',
        security: [{ bearerAuth: [] }],
        response: { 200: data(ZAccountDeletionAnswer) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getAccountDeletion(deps.db, requireCaller(request)) };
    },
  );

  app.post(
    ACCOUNT_DELETION_PATH,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Demander la suppression de mon compte (délai de grâce de 14 jours)',
        security: [{ bearerAuth: [] }],
        body: ZAccountDeletionBody,
        response: { 201: data(ZAccountDeletionRequest) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const created = await requestAccountDeletion(deps, caller, request.body.reason ?? null);
      return reply.code(201).send({ data: created });
    },
  );

  app.delete(
    ACCOUNT_DELETION_PATH,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Annuler ma demande de suppression de compte',
        security: [{ bearerAuth: [] }],
        response: { 200: data(ZAccountDeletionRequest) },
      },
    },
    async (request) => ({ data: await cancelAccountDeletion(deps, requireCaller(request)) }),
  );
}
