import { type GatewayId, needsPaymentDetails } from '#shared/payments/mobile-money.ts';

// The checkout's steps (spec/learner.md §2 "Checkout", §4 "Checkout flow"): the plan choice, then the
// stepper gateway → payment details (PayDunya only) → summary. A free plan skips the gateway entirely.

export type CheckoutStep = 'plan' | 'gateway' | 'details' | 'summary';
/** The steps the stepper shows; the plan choice comes before it. */
export type StepperStep = Exclude<CheckoutStep, 'plan'>;

export function stepSequence(input: { gateway: GatewayId; isFree: boolean }): CheckoutStep[] {
  if (input.isFree) return ['plan', 'summary'];
  return needsPaymentDetails(input.gateway)
    ? ['plan', 'gateway', 'details', 'summary']
    : ['plan', 'gateway', 'summary'];
}

/** The step after `current`, or null at the end (or when `current` is not in the sequence). */
export function nextStep(sequence: readonly CheckoutStep[], current: CheckoutStep): CheckoutStep | null {
  const index = sequence.indexOf(current);
  return index === -1 ? null : (sequence[index + 1] ?? null);
}

/**
 * Where 'Retour' goes: the step before `current`, or out of the checkout from the first step (and from
 * a step the sequence no longer holds, which cannot be reached by going back within it).
 */
export function backTarget(
  sequence: readonly CheckoutStep[],
  current: CheckoutStep,
): { kind: 'step'; step: CheckoutStep } | { kind: 'leave' } {
  const index = sequence.indexOf(current);
  const previous = index > 0 ? sequence[index - 1] : undefined;
  return previous ? { kind: 'step', step: previous } : { kind: 'leave' };
}

/** Leaving the checkout: back in the history when the visitor came from a page of ours, else the course page. */
export function leaveTarget(
  canGoBack: boolean,
  coursePath: string,
): { kind: 'history' } | { kind: 'path'; path: string } {
  return canGoBack ? { kind: 'history' } : { kind: 'path', path: coursePath };
}

export type StepperItem = {
  step: StepperStep;
  /** 1-based position among the shown steps. */
  number: number;
  state: 'done' | 'current' | 'upcoming';
};

/** The stepper's items: skipped steps hidden, earlier ones done, the current one marked, the rest numbered. */
export function stepperItems(sequence: readonly CheckoutStep[], current: CheckoutStep): StepperItem[] {
  const shown = sequence.filter((step): step is StepperStep => step !== 'plan');
  const currentIndex = sequence.indexOf(current);
  return shown.map((step, index) => {
    const position = sequence.indexOf(step);
    const state = position < currentIndex ? 'done' : position === currentIndex ? 'current' : 'upcoming';
    return { step, number: index + 1, state };
  });
}
