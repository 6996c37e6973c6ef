import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#shared/messages/fr-payments.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import type { CheckoutAction, CheckoutViewModel } from '../use-checkout-flow.ts';
import { AmountBar } from './amount-bar.tsx';
import { CheckoutStepper } from './checkout-stepper.tsx';
import { GatewayStep } from './gateway-step.tsx';
import { InstallmentDue } from './installment-due.tsx';
import { PaymentDetailsStep } from './payment-details-step.tsx';
import { PlanChoice } from './plan-choice.tsx';
import { QuoteProblem } from './quote-problem.tsx';
import { SummaryStep } from './summary-step.tsx';

/** The checkout as useCheckoutFlow describes it: 'Retour' and the title, then the screen, then the bar. */
export function CheckoutLayout({ view, header }: { view: CheckoutViewModel; header: ReactNode }) {
  const top = (
    <div className="space-y-2">
      <Button variant="ghost" size="sm" onClick={view.onBack} className="-ml-3 h-11">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('payments.checkout.back')}
      </Button>
      {header}
    </div>
  );
  if (view.screen === 'standingLoading') {
    return (
      <div className="space-y-6">
        {top}
        <p role="status" className="py-10 text-center text-muted-foreground">
          {t('payments.checkout.standingLoading')}
        </p>
      </div>
    );
  }
  if (view.screen === 'enrolled') {
    // Nothing to pay: said at once, with the way to the course, instead of a refusal at 'Payer'.
    return (
      <div className="space-y-6">
        {top}
        <Alert variant="success" className="space-y-3" data-testid="already-enrolled">
          <AlertTitle>{t('payments.checkout.alreadyEnrolled')}</AlertTitle>
          <AlertDescription className="text-foreground">
            {t('payments.checkout.enrolledDetail')}
          </AlertDescription>
          <Link to={view.courseHref} className={`${buttonClasses('default')} w-full sm:w-auto`}>
            {t('payments.checkout.goToCourse')}
          </Link>
        </Alert>
      </div>
    );
  }

  const { planChoice, gatewayChoice, paymentDetails, summary } = view;
  return (
    <div className="space-y-6">
      {top}
      {view.stepper ? <CheckoutStepper items={view.stepper} /> : null}
      {view.seat?.kind === 'cohortFull' ? <QuoteProblem kind="cohortFull" /> : null}
      {view.seat?.kind === 'seatHeld' ? (
        <QuoteProblem kind="seatHeld" message={view.seat.message} onRetry={view.onSeatRetry} />
      ) : null}
      <div ref={view.stepRef} tabIndex={-1} className="space-y-4 outline-none">
        {view.installmentDue ? <InstallmentDue quote={view.installmentDue} /> : null}
        {planChoice ? (
          <>
            <PlanChoice
              plans={planChoice.plans}
              prices={planChoice.prices}
              selected={planChoice.selected}
              onSelect={planChoice.onSelect}
              hasError={planChoice.hasError}
            />
            {planChoice.hasSignInHint ? (
              <p className="text-sm text-muted-foreground">{t('payments.checkout.signInHint')}</p>
            ) : null}
          </>
        ) : null}
        {gatewayChoice ? (
          <GatewayStep gateway={gatewayChoice.gateway} onSelect={gatewayChoice.onSelect} />
        ) : null}
        {paymentDetails ? (
          <PaymentDetailsStep
            details={paymentDetails.details}
            error={paymentDetails.error}
            onCountryChange={paymentDetails.onCountryChange}
            onMethodChange={paymentDetails.onMethodChange}
            onPhoneChange={paymentDetails.onPhoneChange}
          />
        ) : null}
        {summary ? (
          <SummaryStep
            quote={summary.quote}
            isQuoteLoading={summary.isQuoteLoading}
            quoteProblem={
              summary.problem?.kind === 'quoteError' ? (
                <QuoteProblem kind="error" error={summary.problem.error} onRetry={summary.problem.onRetry} />
              ) : summary.problem?.kind === 'amountInvalid' ? (
                <QuoteProblem kind="amountInvalid" />
              ) : null
            }
            paymentRecap={summary.paymentRecap}
            promo={summary.promo}
            payError={summary.payError}
          />
        ) : null}
      </div>
      {view.bar ? (
        <AmountBar amount={view.bar.amount}>
          <BarAction action={view.bar.action} />
        </AmountBar>
      ) : null}
    </div>
  );
}

function BarAction({ action }: { action: CheckoutAction }) {
  if (action.kind === 'signIn') {
    // Replaces this entry: back from the sign-in, 'Retour' leads to the page before the checkout.
    return (
      <Link replace to={action.href} className={`${buttonClasses('default')} w-full`}>
        {t('payments.checkout.signInToPay')}
      </Link>
    );
  }
  return (
    <Button
      className="w-full"
      isLoading={action.isLoading}
      disabled={action.isDisabled}
      onClick={action.onClick}
    >
      {action.kind === 'pay' ? action.label : t('payments.checkout.continue')}
    </Button>
  );
}
