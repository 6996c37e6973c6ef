import { formatMoney } from '../catalog/currency.ts';
import { t } from '../messages/fr.ts';
import type { Holds } from './holds.ts';
import type { PaymentDetailsError } from './mobile-money.ts';
import type { PromoCodeRule, PromoRefusal } from './promo.ts';

// French wording of the payment rules' answers (the rules themselves return codes).

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Dakar' });

const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Dakar',
});

export function formatPaymentDate(date: Date): string {
  return dateFormat.format(date);
}

/** '26 novembre 2026 à 10:15' (Dakar time): when a hold ends at the latest. */
export function formatPaymentDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}

/**
 * The next buyer's answer when what is left of a cohort is held by payments under way
 * (docs/decisions/063): `left` seats not yet enrolled, freed at the latest at the soonest hold's end.
 */
export function seatHeldMessage(left: number, holds: Holds): string {
  const date = holds.soonestEnd ? formatPaymentDateTime(holds.soonestEnd) : '';
  return t(left > 1 ? 'payments.seatHeld.many' : 'payments.seatHeld.one', { date });
}

export function promoRefusalMessage(
  reason: PromoRefusal,
  promo: Pick<PromoCodeRule, 'validFrom' | 'minPurchase'> &
    Partial<Pick<PromoCodeRule, 'maxUses' | 'usedCount' | 'holds'>>,
): string {
  switch (reason) {
    case 'held': {
      const left = (promo.maxUses ?? 1) - (promo.usedCount ?? 0);
      const end = promo.holds?.soonestEnd;
      const date = end ? formatPaymentDateTime(end) : '';
      return t(left > 1 ? 'payments.promo.held.many' : 'payments.promo.held.one', { date });
    }
    case 'notYetValid':
      return t('payments.promo.notYetValid', { date: formatPaymentDate(promo.validFrom) });
    case 'minimumNotReached':
      return t('payments.promo.minimumNotReached', { amount: formatMoney(promo.minPurchase, 'XOF') });
    default:
      return t(`payments.promo.${reason}`);
  }
}

export function paymentDetailsMessage(error: PaymentDetailsError): string {
  return t(`payments.${error}`);
}
