import type { PlanType, PriceSet } from '#shared/catalog/pricing.ts';
import { t } from '#shared/messages/fr-payments.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { type CheckoutPlan, planCardText } from '../checkout-plans.ts';
import { Badge, ChoiceCard } from './choice-card.tsx';

/** The plan-choice step: one card per plan; the chosen one is marked and passed on in ?planType. */
export function PlanChoice({
  plans,
  prices,
  selected,
  onSelect,
  hasError,
}: {
  plans: CheckoutPlan[];
  prices: PriceSet;
  selected: PlanType | null;
  onSelect: (plan: PlanType) => void;
  hasError: boolean;
}) {
  if (plans.length === 0) {
    return (
      <Alert variant="warning">
        <AlertTitle>{t('payments.checkout.plan.unavailableTitle')}</AlertTitle>
        <AlertDescription>{t('payments.checkout.plan.unavailableDetail')}</AlertDescription>
      </Alert>
    );
  }
  return (
    <fieldset className="space-y-3" aria-describedby={hasError ? 'plan-error' : undefined}>
      <legend className="mb-3 text-lg font-semibold">{t('payments.checkout.plan.title')}</legend>
      {plans.map((plan) => {
        const text = planCardText(plan, prices);
        const isChecked = plan.type === selected;
        return (
          <ChoiceCard
            key={plan.type}
            name="plan"
            value={plan.type}
            isChecked={isChecked}
            onSelect={() => onSelect(plan.type)}
            badge={isChecked ? <Badge>{t('payments.checkout.plan.selected')}</Badge> : null}
          >
            <span className="block font-semibold">{text.title}</span>
            {text.detail ? <span className="block text-sm text-muted-foreground">{text.detail}</span> : null}
            {text.total ? <span className="block text-sm">{text.total}</span> : null}
            <span className="block text-sm font-medium">{text.dueNow}</span>
          </ChoiceCard>
        );
      })}
      {hasError ? (
        <p id="plan-error" className="text-sm text-destructive">
          {t('payments.checkout.plan.required')}
        </p>
      ) : null}
    </fieldset>
  );
}
