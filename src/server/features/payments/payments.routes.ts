import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data } from '#shared/http.contract.ts';
import {
  ZCheckoutStanding,
  ZCheckoutStandingQuery,
  ZCheckStatusQuery,
  ZInitializePayment,
  ZPaymentInitialized,
  ZPaymentStatusView,
  ZQuote,
  ZQuoteRequest,
} from '#shared/payments/payment.contract.ts';
import { bearerOrAnonymous, requireCaller } from '../../plugins/auth.ts';
import type { CatalogOrganization } from '../catalog/catalog-organization.ts';
import { checkPaymentStatus } from './check-payment-status.ts';
import { getCheckoutStanding } from './get-checkout-standing.ts';
import { priceCheckout, toQuoteView } from './get-payment-quote.ts';
import { initializePayment, type PaymentsDeps } from './initialize-payment.ts';

const tags = ['payments'];
const bearer = [{ bearerAuth: [] }];

// Checkout: the quote the summary shows, the start of a payment, and its status for the result page.
export async function paymentsRoutes(
  root: FastifyInstance,
  options: { deps: PaymentsDeps; catalogOrganizationId: CatalogOrganization },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { deps, catalogOrganizationId } = options;

  app.post(
    '/api/payments/quote',
    {
      schema: {
        tags,
        summary: 'Montant à payer maintenant, échéancier et code promo (calculés par le serveur)',
        description:
          'Ouvert aux visiteurs (catalogue public) ; connecté, les limites par personne du code promo sont vérifiées.',
        security: bearerOrAnonymous,
        body: ZQuoteRequest,
        response: { 200: data(ZQuote) },
      },
    },
    async (request) => {
      const buyer = {
        organizationId: await catalogOrganizationId(request),
        userId: request.caller?.userId ?? null,
      };
      return { data: toQuoteView(await priceCheckout(deps.db, buyer, request.body)) };
    },
  );

  app.post(
    '/api/payments/initialize',
    {
      schema: {
        tags,
        summary: 'Démarrer un paiement (le montant est recalculé ; un autre montant est refusé en 409)',
        security: bearer,
        body: ZInitializePayment,
        response: { 200: data(ZPaymentInitialized) },
      },
    },
    async (request) => ({ data: await initializePayment(deps, requireCaller(request), request.body) }),
  );

  app.get(
    '/api/payments/checkout-standing',
    {
      schema: {
        tags,
        summary:
          "Ce que je peux payer pour une formation : un premier achat, rien (déjà inscrit) ou l'échéance due",
        security: bearer,
        querystring: ZCheckoutStandingQuery,
        response: { 200: data(ZCheckoutStanding) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getCheckoutStanding(deps.db, requireCaller(request), request.query.courseId) };
    },
  );

  app.get(
    '/api/payments/check-status',
    {
      schema: {
        tags,
        summary: "État d'un de mes paiements (jamais mis en cache)",
        security: bearer,
        querystring: ZCheckStatusQuery,
        response: { 200: data(ZPaymentStatusView) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await checkPaymentStatus(deps.db, requireCaller(request), request.query.ref) };
    },
  );
}
