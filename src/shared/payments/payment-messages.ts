import { formatMoney } from '../catalog/currency.ts';
import { t } from '../messages/fr.ts';
import type { PaymentDetailsError } from './mobile-money.ts';
import type { PromoCodeRule, PromoRefusal } from './promo.ts';

// French wording of the payment rules' answers (the rules themselves return codes).

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Dakar' });

export function formatPaymentDate(date: Date): string {
  return dateFormat.format(date);
}

export function promoRefusalMessage(
  reason: PromoRefusal,
  promo: Pick<PromoCodeRule, 'validFrom' | 'minPurchase'>,
): string {
  switch (reason) {
    case 'notYetValid':
      return t('payment.promo.notYetValid', { date: formatPaymentDate(promo.validFrom) });
    case 'minimumNotReached':
      return t('payment.promo.minimumNotReached', { amount: formatMoney(promo.minPurchase, 'XOF') });
    default:
      return t(`payment.promo.${reason}`);
  }
}

export function paymentDetailsMessage(error: PaymentDetailsError): string {
  return t(`payment.${error}`);
}
