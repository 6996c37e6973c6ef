import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import { type PlanType, resolvePricing } from '#shared/catalog/pricing.ts';
import { t } from '#shared/messages/fr-payments.ts';
import {
  DEFAULT_COUNTRY,
  formatSenegalPhone,
  type GatewayId,
  type PaymentDetailsError,
  validatePaymentDetails,
} from '#shared/payments/mobile-money.ts';
import { paths } from '#web/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { useCheckoutStanding } from '../api/get-checkout-standing.ts';
import { useQuote } from '../api/get-quote.ts';
import { recallCheckout, rememberCheckout, sessionMemory } from '../checkout-memory.ts';
import { checkoutPlans, formatXof, preselectedPlan } from '../checkout-plans.ts';
import { backTarget, type CheckoutStep, nextStep, stepperItems, stepSequence } from '../checkout-steps.ts';
import { methodLabel, methodsOffered } from '../method-labels.ts';
import { canPay } from '../summary-lines.ts';
import { usePay } from '../use-pay.ts';
import type { Viewer } from '../viewer.ts';
import { AmountBar } from './amount-bar.tsx';
import { CheckoutStepper } from './checkout-stepper.tsx';
import { GatewayStep } from './gateway-step.tsx';
import { InstallmentDue } from './installment-due.tsx';
import { type PaymentDetails, PaymentDetailsStep } from './payment-details-step.tsx';
import { PlanChoice } from './plan-choice.tsx';
import { QuoteProblem } from './quote-problem.tsx';
import { SummaryStep } from './summary-step.tsx';

/**
 * The checkout's steps (spec §2 "Checkout", §4 "Checkout flow"): plan choice, then gateway → mobile-money
 * details (PayDunya) → summary. The visitor's choices live here; the plan also lives in ?planType so a
 * reload, or a sign-in on the way, keeps it.
 */
export function CheckoutFlow({
  course,
  cohortId,
  planTypeParam,
  viewer,
  checkoutPath,
  onPlanChange,
  onLeave,
  header,
}: {
  course: TCourseDetail;
  cohortId: string | null;
  planTypeParam: string | undefined;
  viewer: Viewer;
  checkoutPath: (planType?: PlanType) => string;
  onPlanChange: (planType: PlanType) => void;
  onLeave: () => void;
  /** The page's title block, under 'Retour'. */
  header: ReactNode;
}) {
  const cohort = course.cohorts.find((item) => item.id === cohortId) ?? null;
  const plans = useMemo(() => checkoutPlans(course, cohort), [course, cohort]);
  const prices = useMemo(() => resolvePricing(course, cohort).prices, [course, cohort]);

  const isSignedIn = viewer.status === 'signed-in';
  // The server says first whether there is anything to choose (docs/decisions/045, 046).
  const standingQuery = useCheckoutStanding(course.id, isSignedIn);
  const standing = standingQuery.data ?? null;
  const dueQuote = standing?.status === 'installmentDue' ? standing.quote : null;
  // A schedule under way fixes the plan, whatever ?planType says.
  const selectedType = dueQuote ? dueQuote.planType : preselectedPlan(plans, planTypeParam);
  const selectedPlan = dueQuote ? null : (plans.find((plan) => plan.type === selectedType) ?? null);

  // What the last 'Payer' used for this course, back after a failed payment (docs/decisions/047).
  const [memory] = useState(() => recallCheckout(sessionMemory(), course.id));
  const [step, setStep] = useState<CheckoutStep>('plan');
  const [gateway, setGateway] = useState<GatewayId>(memory?.gateway ?? 'paydunya');
  const [details, setDetails] = useState<PaymentDetails>({
    country: memory?.country ?? DEFAULT_COUNTRY,
    method: memory?.method ?? null,
    phone: memory?.phone ?? '',
  });
  const [detailsError, setDetailsError] = useState<PaymentDetailsError | null>(null);
  const [hasPlanError, setHasPlanError] = useState(false);
  const [promoCode, setPromoCode] = useState<string | null>(memory?.promoCode ?? null);
  // Promo codes are for first payments only: an installment is quoted without one.
  const promoForQuote = dueQuote ? null : promoCode;

  const quoteQuery = useQuote(
    selectedType ? { courseId: course.id, cohortId, planType: selectedType, promoCode: promoForQuote } : null,
    isSignedIn && standing !== null && standing.status !== 'enrolled',
  );
  // While another plan's quote is on its way, the previous one must not stand for this plan.
  const quote = quoteQuery.data?.planType === selectedType ? quoteQuery.data : dueQuote;
  const isFree = quote?.isFree ?? selectedPlan?.isFree ?? false;
  // An installment takes no seat: the cohort was joined with the first payment.
  // The last seats held by other buyers' payments under way: taken for now, not full (docs/decisions/063).
  const seatHeld = dueQuote ? null : (quote?.seatHeld ?? null);
  const isCohortFull = !dueQuote && !seatHeld && (quote?.seatsLeft === 0 || cohort?.seats_left === 0);
  const hasNoSeat = isCohortFull || seatHeld !== null;
  const sequence = stepSequence({ gateway, isFree });

  const pay = usePay({
    course,
    cohortId,
    viewer,
    prices,
    gateway,
    details,
    // The amount, the seats or the standing changed meanwhile (paid in another tab…): ask both again.
    onConflict: () => {
      void quoteQuery.refetch();
      void standingQuery.refetch();
    },
  });

  const stepRef = useRef<HTMLDivElement>(null);
  const goTo = (next: CheckoutStep) => {
    pay.clearError();
    setStep(next);
    // Announce the new step to screen readers and bring it into view, once it is drawn.
    requestAnimationFrame(() => stepRef.current?.focus());
  };

  const handleContinue = () => {
    if (step === 'plan' && !selectedType) {
      setHasPlanError(true);
      return;
    }
    if (step === 'details') {
      const error = validatePaymentDetails({ method: details.method, phone: details.phone });
      if (error) {
        setDetailsError(error);
        return;
      }
    }
    const next = nextStep(sequence, step);
    if (next) goTo(next);
  };

  const handleBack = () => {
    const target = backTarget(sequence, step);
    if (target.kind === 'leave') onLeave();
    else goTo(target.step);
  };

  const amount = quote
    ? quote.isFree
      ? t('payments.checkout.summary.free')
      : formatXof(quote.amountDueNow)
    : selectedPlan
      ? selectedPlan.isFree
        ? t('payments.checkout.summary.free')
        : formatXof(selectedPlan.dueNow)
      : null;

  const isPayable = canPay({
    amount: quote?.amountDueNow ?? null,
    isFree: quote?.isFree ?? false,
    isLoading: quoteQuery.isFetching || pay.isBusy,
    isCohortFull: hasNoSeat,
  });

  const startPay = () => {
    if (!quote || !selectedType) return;
    rememberCheckout(sessionMemory(), course.id, {
      gateway,
      country: details.country,
      method: details.method,
      phone: details.phone,
      promoCode: promoForQuote,
    });
    pay.start(quote, selectedType, promoForQuote);
  };

  const action =
    viewer.status === 'anonymous' ? (
      // Replaces this entry: back from the sign-in, 'Retour' leads to the page before the checkout.
      <Link
        replace
        to={paths.auth.login(checkoutPath(selectedType ?? undefined))}
        className={`${buttonClasses('default')} w-full`}
      >
        {t('payments.checkout.signInToPay')}
      </Link>
    ) : step === 'summary' ? (
      <Button className="w-full" isLoading={pay.isBusy} disabled={!isPayable} onClick={startPay}>
        {pay.isRedirecting
          ? t('payments.checkout.redirecting')
          : isFree
            ? t('payments.checkout.enrollFree')
            : t('payments.checkout.pay', { amount: quote ? formatXof(quote.amountDueNow) : '' }).trim()}
      </Button>
    ) : (
      <Button
        className="w-full"
        isLoading={viewer.status === 'unknown'}
        disabled={hasNoSeat && step !== 'plan'}
        onClick={handleContinue}
      >
        {t('payments.checkout.continue')}
      </Button>
    );

  const paymentRecap = isFree
    ? null
    : gateway === 'paydunya' && details.method
      ? [`${t('payments.checkout.gateway.paydunya')} · ${methodLabel(details.method)}`, details.phone]
      : [t(`payments.checkout.gateway.${gateway}`)];

  const top = (
    <div className="space-y-2">
      <Button variant="ghost" size="sm" onClick={handleBack} className="-ml-3 h-11">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('payments.checkout.back')}
      </Button>
      {header}
    </div>
  );
  if (isSignedIn && standingQuery.isPending) {
    return (
      <div className="space-y-6">
        {top}
        <p role="status" className="py-10 text-center text-muted-foreground">
          {t('payments.checkout.standingLoading')}
        </p>
      </div>
    );
  }
  if (standing?.status === 'enrolled') {
    // Nothing to pay: said at once, with the way to the course, instead of a refusal at 'Payer'.
    return (
      <div className="space-y-6">
        {top}
        <Alert variant="success" className="space-y-3" data-testid="already-enrolled">
          <AlertTitle>{t('payments.checkout.alreadyEnrolled')}</AlertTitle>
          <AlertDescription className="text-foreground">
            {t('payments.checkout.enrolledDetail')}
          </AlertDescription>
          <Link
            to={paths.dashboard.course(course.id)}
            className={`${buttonClasses('default')} w-full sm:w-auto`}
          >
            {t('payments.checkout.goToCourse')}
          </Link>
        </Alert>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {top}
      {/* A free plan has no stepper: its one step needs no numbering. */}
      {step !== 'plan' && !isFree ? <CheckoutStepper items={stepperItems(sequence, step)} /> : null}
      {isCohortFull ? <QuoteProblem kind="cohortFull" /> : null}
      {seatHeld ? (
        <QuoteProblem kind="seatHeld" message={seatHeld} onRetry={() => void quoteQuery.refetch()} />
      ) : null}
      <div ref={stepRef} tabIndex={-1} className="space-y-4 outline-none">
        {step === 'plan' && dueQuote ? <InstallmentDue quote={quote ?? dueQuote} /> : null}
        {step === 'plan' && !dueQuote ? (
          <>
            <PlanChoice
              plans={plans}
              prices={prices}
              selected={selectedType}
              onSelect={(type) => {
                setHasPlanError(false);
                setPromoCode(null);
                onPlanChange(type);
              }}
              hasError={hasPlanError}
            />
            {viewer.status === 'anonymous' && plans.length > 0 ? (
              <p className="text-sm text-muted-foreground">{t('payments.checkout.signInHint')}</p>
            ) : null}
          </>
        ) : null}
        {step === 'gateway' ? <GatewayStep gateway={gateway} onSelect={setGateway} /> : null}
        {step === 'details' ? (
          <PaymentDetailsStep
            details={details}
            error={detailsError}
            onCountryChange={(country) => {
              setDetailsError(null);
              setDetails((current) => ({
                ...current,
                country,
                method:
                  current.method && methodsOffered('paydunya', country).includes(current.method)
                    ? current.method
                    : null,
              }));
            }}
            onMethodChange={(method) => {
              setDetailsError(null);
              setDetails((current) => ({ ...current, method }));
            }}
            onPhoneChange={(phone) => {
              setDetailsError(null);
              setDetails((current) => ({ ...current, phone: formatSenegalPhone(phone) }));
            }}
          />
        ) : null}
        {step === 'summary' ? (
          <SummaryStep
            quote={quote}
            isQuoteLoading={quoteQuery.isPending && isSignedIn}
            quoteProblem={
              quoteQuery.isError ? (
                <QuoteProblem
                  kind="error"
                  error={quoteQuery.error}
                  onRetry={() => void quoteQuery.refetch()}
                />
              ) : quote && !quote.isFree && quote.amountDueNow <= 0 ? (
                <QuoteProblem kind="amountInvalid" />
              ) : null
            }
            paymentRecap={paymentRecap}
            promo={{
              applied: promoCode,
              isChecking: quoteQuery.isFetching && promoCode !== null,
              onApply: setPromoCode,
              onRemove: () => setPromoCode(null),
            }}
            payError={pay.error}
          />
        ) : null}
      </div>
      {plans.length > 0 || dueQuote ? <AmountBar amount={amount}>{action}</AmountBar> : null}
    </div>
  );
}
