import { t } from '#shared/messages/fr-payments.ts';
import {
  type Country,
  METHODS_BY_COUNTRY,
  type MobileMoneyMethod,
  type PaymentDetailsError,
} from '#shared/payments/mobile-money.ts';
import { TextField } from '#web/ui/text-field.tsx';
import { methodLabel, methodsOffered } from '../method-labels.ts';
import { ChoiceCard } from './choice-card.tsx';

const COUNTRIES = Object.keys(METHODS_BY_COUNTRY) as Country[];

const ERROR_KEYS = {
  methodRequired: 'payments.checkout.details.methodRequired',
  phoneRequired: 'payments.checkout.details.phoneRequired',
  phoneInvalid: 'payments.checkout.details.phoneInvalid',
} as const satisfies Record<PaymentDetailsError, string>;

export type PaymentDetails = { country: Country; method: MobileMoneyMethod | null; phone: string };

/**
 * The mobile-money step of PayDunya (spec §5): country, method, phone. The parent validates with the
 * shared rules and clears the error as soon as the field or choice changes.
 */
export function PaymentDetailsStep({
  details,
  error,
  onCountryChange,
  onMethodChange,
  onPhoneChange,
}: {
  details: PaymentDetails;
  error: PaymentDetailsError | null;
  onCountryChange: (country: Country) => void;
  onMethodChange: (method: MobileMoneyMethod) => void;
  onPhoneChange: (phone: string) => void;
}) {
  const methodError = error === 'methodRequired' ? t(ERROR_KEYS.methodRequired) : undefined;
  const phoneError = error === 'phoneRequired' || error === 'phoneInvalid' ? t(ERROR_KEYS[error]) : undefined;
  return (
    <div className="space-y-5">
      <h2 className="text-lg font-semibold">{t('payments.checkout.details.title')}</h2>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t('payments.checkout.details.country')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {COUNTRIES.map((country) => (
            <ChoiceCard
              key={country}
              name="country"
              value={country}
              isChecked={details.country === country}
              onSelect={() => onCountryChange(country)}
            >
              <span className="block text-sm font-medium">
                {t(`payments.checkout.details.country.${country}`)}
              </span>
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2" aria-describedby={methodError ? 'method-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('payments.checkout.details.method')}</legend>
        {methodsOffered('paydunya', details.country).map((method) => (
          <ChoiceCard
            key={method}
            name="method"
            value={method}
            isChecked={details.method === method}
            onSelect={() => onMethodChange(method)}
          >
            <span className="block font-medium">{methodLabel(method)}</span>
          </ChoiceCard>
        ))}
        {methodError ? (
          <p id="method-error" role="alert" className="text-sm text-destructive">
            {methodError}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('payments.checkout.details.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={details.phone}
        onChange={(event) => onPhoneChange(event.target.value)}
        error={phoneError}
        hint={t('payments.checkout.details.phoneHint')}
      />
    </div>
  );
}
