import { type PaymentsMessageKey, t } from '#shared/messages/fr-payments.ts';
import {
  type Country,
  GATEWAYS,
  type GatewayId,
  type MobileMoneyMethod,
  methodsFor,
} from '#shared/payments/mobile-money.ts';

// Names of the payment methods, and the mobile-money methods the details step offers (spec §3).

type Method = (typeof GATEWAYS)[GatewayId]['methods'][number];

const METHOD_KEYS: Record<Method, PaymentsMessageKey> = {
  'orange-money': 'payments.checkout.method.orange-money',
  wave: 'payments.checkout.method.wave',
  'free-money': 'payments.checkout.method.free-money',
  'mtn-money': 'payments.checkout.method.mtn-money',
  'moov-money': 'payments.checkout.method.moov-money',
  visa: 'payments.checkout.method.visa',
  mastercard: 'payments.checkout.method.mastercard',
};

export function methodLabel(method: string): string {
  return method in METHOD_KEYS ? t(METHOD_KEYS[method as Method]) : method;
}

/** The methods of a country that the gateway takes, in the country's order. */
export function methodsOffered(gateway: GatewayId, country: Country): MobileMoneyMethod[] {
  const accepted: readonly string[] = GATEWAYS[gateway].methods;
  return methodsFor(country).filter((method) => accepted.includes(method));
}
