import { t } from '../messages/fr-catalog.ts';
import { type Currency, formatXofIn } from './currency.ts';
import { type CardPrice, cardPrice, type PricedCourse } from './pricing.ts';

// The words of a course card's price block (spec/learner.md §2 and §4 "Card price display"). Which
// amount to show is the shared rule's (cardPrice); this only turns it into text in the chosen currency.

export type PriceLabel = {
  kind: CardPrice['kind'];
  /** The amount to read first ("Gratuit" when free). */
  amount: string;
  /** The price before the discount, shown struck through. */
  original: string | null;
  /** Right after the amount: "/mois". */
  suffix: string | null;
  /** A small line under the amount: "ou 3 versements", "frais d'inscription"… */
  note: string | null;
};

export function priceLabelOf(price: CardPrice, currency: Currency): PriceLabel {
  const label: PriceLabel = { kind: price.kind, amount: '', original: null, suffix: null, note: null };
  switch (price.kind) {
    case 'free':
      return { ...label, amount: t('catalog.price.free') };
    case 'oneTime':
      return {
        ...label,
        amount: formatXofIn(price.amount, currency),
        original: price.original === null ? null : formatXofIn(price.original, currency),
        note:
          price.hint === null
            ? null
            : price.hint === 'monthly'
              ? t('catalog.price.orMonthly')
              : t('catalog.price.orInstallments', { n: price.hint.installments }),
      };
    case 'installments':
      return {
        ...label,
        amount: formatXofIn(price.amount, currency),
        note: t('catalog.price.installmentsTotal'),
      };
    case 'monthly':
      return { ...label, amount: formatXofIn(price.amount, currency), suffix: t('catalog.price.perMonth') };
    case 'registration':
      return {
        ...label,
        amount: formatXofIn(price.amount, currency),
        note: t('catalog.price.registrationFee'),
      };
    case 'base':
      return { ...label, amount: formatXofIn(price.amount, currency) };
  }
}

/** The price block of a course card, in the chosen currency. */
export function coursePriceLabel(course: PricedCourse, currency: Currency): PriceLabel {
  return priceLabelOf(cardPrice(course), currency);
}
