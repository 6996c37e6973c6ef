import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZInvitationRequest, ZInvitationResponse } from '#shared/auth/auth.contract.ts';
import { data } from '#shared/http.contract.ts';
import { t } from '#shared/messages/fr.ts';
import {
  ZAdminPayment,
  ZAdminPaymentList,
  ZAdminPaymentsQuery,
  ZPaymentIdParams,
  ZRecordRefund,
} from '#shared/payments/admin-payments.contract.ts';
import { requireCaller } from '../../plugins/auth.ts';
// Platform console (issue 18): audited refunds.
import { auditActorOf } from '../audit/record-audit.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { inviteUser } from '../auth/invite-user.ts';
import { listOrganizationPayments } from '../payments/list-organization-payments.ts';
import { recordPaymentRefund } from '../payments/record-payment-refund.ts';

// /api/admin/* is reserved to admins and superadmins by the auth plugin's role table.
export async function adminRoutes(root: FastifyInstance, ctx: AuthContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/invitations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Inviter une personne dans mon organisation',
        security: [{ bearerAuth: [] }],
        body: ZInvitationRequest,
        response: { 201: data(ZInvitationResponse) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const invited = await inviteUser(
        ctx,
        caller.organizationId,
        request.body,
        auditActorOf(request, caller),
      );
      return reply
        .code(201)
        .send({ data: { ...invited, message: t('auth.invitationSent', { email: invited.email }) } });
    },
  );

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Les paiements de mon organisation (les plus récents d’abord)',
        description:
          'Filtres : status, refundDue=true (remboursements à faire), search (email du payeur ou référence). Pagination : page, limit (1 à 100).',
        security: [{ bearerAuth: [] }],
        querystring: ZAdminPaymentsQuery,
        response: { 200: data(ZAdminPaymentList) },
      },
    },
    async (request) => ({
      data: await listOrganizationPayments(ctx.db, requireCaller(request), request.query),
    }),
  );

  app.post(
    '/api/admin/payments/:paymentId/refund',
    {
      schema: {
        tags: ['admin'],
        summary: 'Enregistrer le remboursement d’un paiement (fait à la main chez l’opérateur)',
        security: [{ bearerAuth: [] }],
        params: ZPaymentIdParams,
        body: ZRecordRefund,
        response: { 200: data(ZAdminPayment) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return {
        data: await recordPaymentRefund(
          ctx.db,
          caller,
          request.params.paymentId,
          request.body,
          auditActorOf(request, caller),
        ),
      };
    },
  );
}
