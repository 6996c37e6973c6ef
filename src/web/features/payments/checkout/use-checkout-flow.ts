import { type RefObject, useMemo, useReducer, useRef, useState } from 'react';
import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import { type PlanType, type PriceSet, resolvePricing } from '#shared/catalog/pricing.ts';
import type {
  Country,
  GatewayId,
  MobileMoneyMethod,
  PaymentDetailsError,
} from '#shared/payments/mobile-money.ts';
import type { TQuote } from '#shared/payments/payment.contract.ts';
import { paths } from '#web/paths.ts';
import { useCheckoutStanding } from './api/get-checkout-standing.ts';
import { useQuote } from './api/get-quote.ts';
import { recallCheckout, rememberCheckout, sessionMemory } from './checkout-memory.ts';
import { type CheckoutPlan, checkoutPlans } from './checkout-plans.ts';
import { backTarget, type CheckoutStep, type StepperItem } from './checkout-steps.ts';
import {
  type CheckoutScreen,
  checkoutChoicesReducer,
  checkoutSelection,
  checkoutView,
  continueOutcome,
  initialChoices,
  type SeatProblem,
} from './checkout-view.ts';
import type { PaymentDetails } from './components/payment-details-step.tsx';
import { usePay } from './use-pay.ts';
import type { Viewer } from './viewer.ts';

/** The bar's action with its handler, or the sign-in link's address. */
export type CheckoutAction =
  | { kind: 'signIn'; href: string }
  | { kind: 'continue'; isLoading: boolean; isDisabled: boolean; onClick: () => void }
  | { kind: 'pay'; label: string; isLoading: boolean; isDisabled: boolean; onClick: () => void };

/** Everything the checkout's layout draws, and the handlers it calls; no decision is left to it. */
export type CheckoutViewModel = {
  screen: CheckoutScreen;
  onBack: () => void;
  /** 'Aller au cours', for a learner already enrolled. */
  courseHref: string;
  stepper: StepperItem[] | null;
  seat: SeatProblem;
  onSeatRetry: () => void;
  /** The step's container: it takes the focus when a step is shown, for screen readers. */
  stepRef: RefObject<HTMLDivElement | null>;
  step: CheckoutStep;
  /** The installment due, on the plan step of a schedule under way. */
  installmentDue: TQuote | null;
  planChoice: {
    plans: CheckoutPlan[];
    prices: PriceSet;
    selected: PlanType | null;
    hasError: boolean;
    hasSignInHint: boolean;
    onSelect: (type: PlanType) => void;
  } | null;
  gatewayChoice: { gateway: GatewayId; onSelect: (gateway: GatewayId) => void } | null;
  paymentDetails: {
    details: PaymentDetails;
    error: PaymentDetailsError | null;
    onCountryChange: (country: Country) => void;
    onMethodChange: (method: MobileMoneyMethod) => void;
    onPhoneChange: (phone: string) => void;
  } | null;
  summary: {
    quote: TQuote | null;
    isQuoteLoading: boolean;
    problem: { kind: 'quoteError'; error: unknown; onRetry: () => void } | { kind: 'amountInvalid' } | null;
    paymentRecap: string[] | null;
    promo: {
      applied: string | null;
      isChecking: boolean;
      onApply: (code: string) => void;
      onRemove: () => void;
    };
    payError: string | null;
  } | null;
  bar: { amount: string | null; action: CheckoutAction } | null;
};

/**
 * The checkout (spec §2 "Checkout", §4 "Checkout flow"): plan choice, then gateway → mobile-money
 * details (PayDunya) → summary. Asks the server for the standing and the quote, keeps the visitor's
 * choices (the plan also lives in ?planType so a reload, or a sign-in on the way, keeps it), and
 * returns the view model; the decisions are the pure functions of checkout-view.ts.
 */
export function useCheckoutFlow(input: {
  course: TCourseDetail;
  cohortId: string | null;
  planTypeParam: string | undefined;
  viewer: Viewer;
  checkoutPath: (planType?: PlanType) => string;
  onPlanChange: (planType: PlanType) => void;
  onLeave: () => void;
}): CheckoutViewModel {
  const { course, cohortId, viewer } = input;
  const cohort = course.cohorts.find((item) => item.id === cohortId) ?? null;
  const plans = useMemo(() => checkoutPlans(course, cohort), [course, cohort]);
  const prices = useMemo(() => resolvePricing(course, cohort).prices, [course, cohort]);

  const isSignedIn = viewer.status === 'signed-in';
  // The server says first whether there is anything to choose (docs/decisions/045, 046).
  const standingQuery = useCheckoutStanding(course.id, isSignedIn);
  const standing = standingQuery.data ?? null;

  // What the last 'Payer' used for this course, back after a failed payment (docs/decisions/047).
  const [memory] = useState(() => recallCheckout(sessionMemory(), course.id));
  const [choices, dispatch] = useReducer(checkoutChoicesReducer, memory, initialChoices);
  const selection = checkoutSelection({
    plans,
    planTypeParam: input.planTypeParam,
    standing,
    promoCode: choices.promoCode,
  });
  const { selectedType, promoForQuote, dueQuote } = selection;

  const quoteQuery = useQuote(
    selectedType ? { courseId: course.id, cohortId, planType: selectedType, promoCode: promoForQuote } : null,
    isSignedIn && standing !== null && standing.status !== 'enrolled',
  );
  const pay = usePay({
    course,
    cohortId,
    viewer,
    prices,
    gateway: choices.gateway,
    details: choices.details,
    // The amount, the seats or the standing changed meanwhile (paid in another tab…): ask both again.
    onConflict: () => {
      void quoteQuery.refetch();
      void standingQuery.refetch();
    },
  });

  const view = checkoutView({
    viewer: viewer.status,
    plans,
    cohortSeatsLeft: cohort?.seats_left,
    standing,
    isStandingPending: standingQuery.isPending,
    selection,
    fetchedQuote: quoteQuery.data,
    isQuoteFetching: quoteQuery.isFetching,
    isQuoteError: quoteQuery.isError,
    choices,
    pay,
  });
  const { quote, sequence } = view;
  const { step } = choices;

  const stepRef = useRef<HTMLDivElement>(null);
  const goTo = (next: CheckoutStep) => {
    pay.clearError();
    dispatch({ type: 'stepShown', step: next });
    // Announce the new step to screen readers and bring it into view, once it is drawn.
    requestAnimationFrame(() => stepRef.current?.focus());
  };
  const onContinue = () => {
    const outcome = continueOutcome({ step, selectedType, details: choices.details, sequence });
    if (outcome.kind === 'refused') dispatch(outcome.action);
    else if (outcome.kind === 'go') goTo(outcome.step);
  };
  const onBack = () => {
    const target = backTarget(sequence, step);
    if (target.kind === 'leave') input.onLeave();
    else goTo(target.step);
  };
  const onPay = () => {
    if (!quote || !selectedType) return;
    rememberCheckout(sessionMemory(), course.id, {
      gateway: choices.gateway,
      country: choices.details.country,
      method: choices.details.method,
      phone: choices.details.phone,
      promoCode: promoForQuote,
    });
    pay.start(quote, selectedType, promoForQuote);
  };
  const retryQuote = () => void quoteQuery.refetch();

  const action: CheckoutAction =
    view.action.kind === 'signIn'
      ? // 'Retour' after the sign-in leads to the page before the checkout (the link replaces this entry).
        { kind: 'signIn', href: paths.auth.login(input.checkoutPath(selectedType ?? undefined)) }
      : view.action.kind === 'pay'
        ? { ...view.action, onClick: onPay }
        : { ...view.action, onClick: onContinue };

  return {
    screen: view.screen,
    onBack,
    courseHref: paths.dashboard.course(course.id),
    stepper: view.stepper,
    seat: view.seat,
    onSeatRetry: retryQuote,
    stepRef,
    step,
    installmentDue: step === 'plan' && dueQuote ? (quote ?? dueQuote) : null,
    planChoice:
      step === 'plan' && !dueQuote
        ? {
            plans,
            prices,
            selected: selectedType,
            hasError: choices.hasPlanError,
            hasSignInHint: view.hasSignInHint,
            onSelect: (type) => {
              dispatch({ type: 'planSelected' });
              input.onPlanChange(type);
            },
          }
        : null,
    gatewayChoice:
      step === 'gateway'
        ? { gateway: choices.gateway, onSelect: (gateway) => dispatch({ type: 'gatewaySelected', gateway }) }
        : null,
    paymentDetails:
      step === 'details'
        ? {
            details: choices.details,
            error: choices.detailsError,
            onCountryChange: (country) => dispatch({ type: 'countryChanged', country }),
            onMethodChange: (method) => dispatch({ type: 'methodChanged', method }),
            onPhoneChange: (phone) => dispatch({ type: 'phoneChanged', phone }),
          }
        : null,
    summary:
      step === 'summary'
        ? {
            quote,
            isQuoteLoading: quoteQuery.isPending && isSignedIn,
            problem:
              view.summaryProblem === 'quoteError'
                ? { kind: 'quoteError', error: quoteQuery.error, onRetry: retryQuote }
                : view.summaryProblem === 'amountInvalid'
                  ? { kind: 'amountInvalid' }
                  : null,
            paymentRecap: view.paymentRecap,
            promo: {
              applied: choices.promoCode,
              isChecking: quoteQuery.isFetching && choices.promoCode !== null,
              onApply: (code) => dispatch({ type: 'promoApplied', code }),
              onRemove: () => dispatch({ type: 'promoRemoved' }),
            },
            payError: pay.error,
          }
        : null,
    bar: view.hasAmountBar ? { amount: view.amount, action } : null,
  };
}
