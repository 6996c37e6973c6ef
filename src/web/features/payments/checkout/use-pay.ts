import { useState } from 'react';
import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import type { PlanType, PriceSet } from '#shared/catalog/pricing.ts';
import { type GatewayId, needsPaymentDetails } from '#shared/payments/mobile-money.ts';
import type { TQuote } from '#shared/payments/payment.contract.ts';
import { useInitializePayment } from './api/initialize-payment.ts';
import { paymentPlanBody } from './checkout-plans.ts';
import type { PaymentDetails } from './components/payment-details-step.tsx';
import { idempotencyKey, newVisitId } from './idempotency-key.ts';
import { initializeErrorMessage, isConflict, unsuccessfulMessage } from './payment-error.ts';
import type { Viewer } from './viewer.ts';

/**
 * 'Payer': sends the quote's amount to initialize (the server recomputes it), then leaves for the
 * gateway's page — or the result page for a free plan. The key is the same for a double click or a
 * retry of the same payment (docs/decisions/027).
 */
export function usePay(input: {
  course: TCourseDetail;
  cohortId: string | null;
  viewer: Viewer;
  prices: PriceSet;
  gateway: GatewayId;
  details: PaymentDetails;
  /** 409: the amount or the seats changed meanwhile; the caller asks for a new quote. */
  onConflict: () => void;
}) {
  const initialize = useInitializePayment();
  const [visitId] = useState(newVisitId);
  const [error, setError] = useState<string | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);

  const start = (quote: TQuote, planType: PlanType, promoCode: string | null) => {
    if (input.viewer.status !== 'signed-in' || initialize.isPending || isRedirecting) return;
    const usesDetails = !quote.isFree && needsPaymentDetails(input.gateway);
    const method = usesDetails ? input.details.method : null;
    const phoneNumber = usesDetails ? input.details.phone.trim() : null;
    const promo = quote.promo ? quote.promo.code : promoCode && !quote.promoError ? promoCode : null;
    const paymentPlan = paymentPlanBody(planType, input.prices);
    const key = idempotencyKey(visitId, {
      courseId: input.course.id,
      cohortId: input.cohortId,
      planType,
      amount: quote.amountDueNow,
      promoCode: promo,
      gatewayId: quote.isFree ? null : input.gateway,
      method,
      phoneNumber,
    });
    setError(null);
    initialize.mutate(
      {
        amount: quote.amountDueNow,
        userId: input.viewer.userId,
        courseId: input.course.id,
        cohortId: input.cohortId,
        paymentPlan,
        paymentDetails: {
          ...paymentPlan,
          ...(method ? { method } : {}),
          ...(phoneNumber ? { phoneNumber } : {}),
        },
        ...(quote.isFree ? {} : { gatewayId: input.gateway }),
        currency: 'XOF',
        description: input.course.title.slice(0, 500),
        promoCode: promo,
        idempotencyKey: key,
      },
      {
        onSuccess: (answer) => {
          if (!answer.success) {
            setError(unsuccessfulMessage(answer));
            return;
          }
          setIsRedirecting(true);
          // The gateway's page is another site (or the sandbox's server-rendered page): a real navigation.
          window.location.assign(answer.redirectUrl);
        },
        onError: (cause) => {
          setError(initializeErrorMessage(cause));
          if (isConflict(cause)) input.onConflict();
        },
      },
    );
  };

  return {
    start,
    error,
    clearError: () => setError(null),
    isRedirecting,
    isBusy: initialize.isPending || isRedirecting,
  };
}
