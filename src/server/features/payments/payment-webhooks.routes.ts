import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { acceptFormBodies } from './form-body.ts';
import type { PaymentsDeps } from './initialize-payment.ts';
import { receivePaymentNotification } from './receive-payment-notification.ts';

const ZWebhookParams = z.object({ gatewayId: z.enum(['paydunya', 'paytech', 'sandbox']) });

// Gateways' notifications (PayDunya callback, PayTech IPN, sandbox): form or JSON, signature checked
// by the gateway's adapter before anything changes (401 when forged or unsigned), then the payment
// confirmed by the gateway's status endpoint (503 while that cannot be had: the gateway retries).
export async function paymentWebhooksRoutes(root: FastifyInstance, options: { deps: PaymentsDeps }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);

  app.post(
    '/api/payments/webhooks/:gatewayId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Notification de paiement signée (PayDunya, PayTech, bac à sable)',
        params: ZWebhookParams,
      },
    },
    async (request, reply) => {
      const { gatewayId } = request.params;
      const result = await receivePaymentNotification(options.deps, gatewayId, {
        body: request.body,
        headers: request.headers,
      });
      // Not confirmed yet: an error makes the gateway send it again (the re-check also asks later).
      if (result.kind === 'deferred') {
        throw new AppError('GATEWAY_UNAVAILABLE', t('payments.notificationUnconfirmed'));
      }
      // PayTech expects this exact answer, or it sends the IPN again.
      if (gatewayId === 'paytech') return reply.type('text/plain; charset=utf-8').send('IPN OK');
      return reply.send({ data: { status: result.status, changed: result.kind === 'applied' } });
    },
  );
}
