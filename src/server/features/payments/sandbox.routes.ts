import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import { findCourseTitle } from '../courses/courses.repo.ts';
import { acceptFormBodies } from './form-body.ts';
import type { SandboxGateway } from './gateways/sandbox.ts';
import type { PaymentsDeps } from './initialize-payment.ts';
import { paymentResultPath } from './payment-paths.ts';
import { findPaymentByReference } from './payments.repo.ts';
import { renderSandboxPage } from './sandbox-page.ts';

const ZReferenceParams = z.object({ reference: z.string().min(1).max(100) });
const ZPayerKey = z.object({ key: z.string().max(100).optional() });
const ZChoice = z.object({ outcome: z.enum(['success', 'failure']) });

// The sandbox gateway's pages (only registered when the sandbox is enabled: never in production
// unless SANDBOX_PAYMENTS_ENABLED=true). The payer's choice is sent to our own webhook route as a
// signed notification, exactly as a real gateway would, then the payer goes to the result page.
export async function sandboxRoutes(
  root: FastifyInstance,
  options: { deps: PaymentsDeps; sandbox: SandboxGateway },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { deps, sandbox } = options;
  acceptFormBodies(app);

  // Only the payer, through the key of the checkout link, sees the page: anyone else gets 404.
  async function sandboxPayment(reference: string, key: string | undefined) {
    const payment = await findPaymentByReference(deps.db, reference);
    if (payment?.gateway !== 'sandbox' || !sandbox.isPayerKey(reference, key))
      throw new AppError('NOT_FOUND');
    return payment;
  }

  app.get(
    '/sandbox/pay/:reference',
    { schema: { hide: true, params: ZReferenceParams, querystring: ZPayerKey } },
    async (request, reply) => {
      const payment = await sandboxPayment(request.params.reference, request.query.key);
      const courseTitle = await findCourseTitle(deps.db, payment.courseId);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          renderSandboxPage({
            reference: payment.reference,
            payerKey: request.query.key ?? '',
            amount: payment.amount,
            description: courseTitle ?? '',
            isPending: payment.status === 'pending',
          }),
        );
    },
  );

  app.post(
    '/sandbox/pay/:reference',
    { schema: { hide: true, params: ZReferenceParams, querystring: ZPayerKey, body: ZChoice } },
    async (request, reply) => {
      const payment = await sandboxPayment(request.params.reference, request.query.key);
      // A payment already settled is not chosen again (a failed one cannot be turned into paid here).
      if (payment.status !== 'pending') throw new AppError('PAYMENT_NOT_PENDING');
      const notification = sandbox.notificationFor({
        reference: payment.reference,
        status: request.body.outcome === 'success' ? 'completed' : 'failed',
        amount: payment.amount,
        currency: payment.currency,
        token: payment.gatewayToken ?? `sandbox-${payment.reference}`,
      });
      const delivered = await app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: notification.headers as Record<string, string>,
        payload: JSON.stringify(notification.body),
      });
      if (delivered.statusCode !== 200)
        request.log.warn({ status: delivered.statusCode }, 'sandbox notification refused');
      return reply.redirect(paymentResultPath(payment.reference), 303);
    },
  );
}
