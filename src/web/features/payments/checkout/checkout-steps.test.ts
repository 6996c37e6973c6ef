import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backTarget,
  type CheckoutStep,
  leaveTarget,
  nextStep,
  stepperItems,
  stepSequence,
} from './checkout-steps.ts';

describe('checkout step sequence', () => {
  it('asks PayDunya payers for their mobile-money details before the summary', () => {
    expect(stepSequence({ gateway: 'paydunya', isFree: false })).toEqual([
      'plan',
      'gateway',
      'details',
      'summary',
    ]);
  });

  it('takes PayTech payers from the gateway straight to the summary', () => {
    expect(stepSequence({ gateway: 'paytech', isFree: false })).toEqual(['plan', 'gateway', 'summary']);
  });

  it('skips the gateway for a free plan, whatever gateway was picked', () => {
    expect(stepSequence({ gateway: 'paydunya', isFree: true })).toEqual(['plan', 'summary']);
    expect(stepSequence({ gateway: 'paytech', isFree: true })).toEqual(['plan', 'summary']);
  });

  it('moves forward one step at a time and stops at the summary', () => {
    const sequence = stepSequence({ gateway: 'paytech', isFree: false });
    expect(nextStep(sequence, 'plan')).toBe('gateway');
    expect(nextStep(sequence, 'gateway')).toBe('summary');
    expect(nextStep(sequence, 'summary')).toBeNull();
    expect(nextStep(sequence, 'details')).toBeNull();
  });
});

describe("'Retour'", () => {
  it('reverses the sequence: summary → details → gateway → plan → out of the checkout', () => {
    const sequence = stepSequence({ gateway: 'paydunya', isFree: false });
    expect(backTarget(sequence, 'summary')).toEqual({ kind: 'step', step: 'details' });
    expect(backTarget(sequence, 'details')).toEqual({ kind: 'step', step: 'gateway' });
    expect(backTarget(sequence, 'gateway')).toEqual({ kind: 'step', step: 'plan' });
    expect(backTarget(sequence, 'plan')).toEqual({ kind: 'leave' });
  });

  it('goes from the PayTech summary back to the gateway, never to the skipped details', () => {
    const sequence = stepSequence({ gateway: 'paytech', isFree: false });
    expect(backTarget(sequence, 'summary')).toEqual({ kind: 'step', step: 'gateway' });
  });

  it('leaves through the history when there is one, else to the course page', () => {
    expect(leaveTarget(true, '/marketplace/c1')).toEqual({ kind: 'history' });
    expect(leaveTarget(false, '/marketplace/c1')).toEqual({ kind: 'path', path: '/marketplace/c1' });
  });

  it('walking back from any step reaches the plan choice and then leaves, never looping', () => {
    const steps: CheckoutStep[] = ['plan', 'gateway', 'details', 'summary'];
    fc.assert(
      fc.property(
        fc.constantFrom('paydunya' as const, 'paytech' as const),
        fc.boolean(),
        fc.nat(3),
        (gateway, isFree, start) => {
          const sequence = stepSequence({ gateway, isFree });
          let current = steps[start] as CheckoutStep;
          if (!sequence.includes(current)) return;
          const visited: CheckoutStep[] = [current];
          for (;;) {
            const target = backTarget(sequence, current);
            if (target.kind === 'leave') break;
            current = target.step;
            visited.push(current);
          }
          expect(visited.at(-1)).toBe('plan');
          expect(visited).toEqual(
            sequence.slice(0, sequence.indexOf(visited[0] as CheckoutStep) + 1).reverse(),
          );
        },
      ),
    );
  });
});

describe('stepper', () => {
  it('hides the plan choice and the skipped details, numbers the rest and marks the earlier steps done', () => {
    const sequence = stepSequence({ gateway: 'paytech', isFree: false });
    expect(stepperItems(sequence, 'summary')).toEqual([
      { step: 'gateway', number: 1, state: 'done' },
      { step: 'summary', number: 2, state: 'current' },
    ]);
  });

  it('shows all three PayDunya steps, the later ones upcoming', () => {
    const sequence = stepSequence({ gateway: 'paydunya', isFree: false });
    expect(stepperItems(sequence, 'gateway')).toEqual([
      { step: 'gateway', number: 1, state: 'current' },
      { step: 'details', number: 2, state: 'upcoming' },
      { step: 'summary', number: 3, state: 'upcoming' },
    ]);
    expect(stepperItems(sequence, 'details').map((item) => item.state)).toEqual([
      'done',
      'current',
      'upcoming',
    ]);
  });

  it('shows only the summary for a free plan', () => {
    expect(stepperItems(stepSequence({ gateway: 'paydunya', isFree: true }), 'summary')).toEqual([
      { step: 'summary', number: 1, state: 'current' },
    ]);
  });
});
