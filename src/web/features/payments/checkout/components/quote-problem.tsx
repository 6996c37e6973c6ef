import { t } from '#shared/messages/fr-payments.ts';
import { errorMessage } from '#web/lib/api.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { isConflict } from '../payment-error.ts';

/**
 * What stops a payment before it starts: a full cohort, its last seats held by payments under way, a quote the server refused (its French reason,
 * e.g. a 409 when the seats ran out) or could not make, an amount that cannot be paid.
 */
export function QuoteProblem(
  props:
    | { kind: 'cohortFull' }
    | { kind: 'seatHeld'; message: string; onRetry: () => void }
    | { kind: 'amountInvalid' }
    | { kind: 'error'; error: unknown; onRetry: () => void },
) {
  if (props.kind === 'cohortFull') {
    return (
      <Alert variant="warning">
        <AlertTitle>{t('payments.checkout.cohortFullTitle')}</AlertTitle>
        <AlertDescription>{t('payments.checkout.cohortFull')}</AlertDescription>
      </Alert>
    );
  }
  if (props.kind === 'seatHeld') {
    // The server's words: held by a payment under way, freed at the latest at a given time.
    return (
      <Alert variant="warning" className="space-y-2" data-testid="seat-held">
        <AlertTitle>{t('payments.checkout.seatHeldTitle')}</AlertTitle>
        <AlertDescription>{props.message}</AlertDescription>
        <Button variant="outline" size="sm" onClick={props.onRetry}>
          {t('shell.retry')}
        </Button>
      </Alert>
    );
  }
  if (props.kind === 'amountInvalid') {
    return (
      <Alert variant="destructive">
        <AlertTitle>{t('payments.checkout.error.title')}</AlertTitle>
        <AlertDescription>{t('payments.checkout.amountInvalid')}</AlertDescription>
      </Alert>
    );
  }
  if (isConflict(props.error)) {
    return (
      <Alert variant="warning">
        <AlertDescription>{errorMessage(props.error)}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" className="space-y-2">
      <AlertTitle>{t('payments.checkout.error.quote')}</AlertTitle>
      <AlertDescription>{errorMessage(props.error)}</AlertDescription>
      <Button variant="outline" size="sm" onClick={props.onRetry}>
        {t('shell.retry')}
      </Button>
    </Alert>
  );
}
