// Gateways, mobile-money methods and the phone rules of the checkout (spec/learner.md §3, §5).
// Pure: the payment form and the server validate with the same functions.

export const GATEWAYS = {
  paydunya: { recommended: true, methods: ['orange-money', 'wave', 'free-money', 'mtn-money', 'moov-money'] },
  paytech: { recommended: false, methods: ['visa', 'mastercard', 'orange-money', 'wave', 'free-money'] },
} as const;
export type GatewayId = keyof typeof GATEWAYS;

export const METHODS_BY_COUNTRY = {
  SN: ['orange-money', 'wave', 'free-money'],
  CI: ['orange-money', 'mtn-money', 'moov-money'],
} as const;
export type Country = keyof typeof METHODS_BY_COUNTRY;
export const DEFAULT_COUNTRY: Country = 'SN';
export const SENEGAL_PREFIX = '221';

export type MobileMoneyMethod = (typeof METHODS_BY_COUNTRY)[Country][number];

/** Only the mobile-money step (PayDunya) asks for method and phone; PayTech goes straight to the summary. */
export function needsPaymentDetails(gateway: GatewayId): boolean {
  return gateway === 'paydunya';
}

export function methodsFor(country: Country): readonly MobileMoneyMethod[] {
  return METHODS_BY_COUNTRY[country];
}

/**
 * Digits, spaces, dashes and parentheses with an optional leading +, counting 8 to 15 digits.
 * The spec says "8 to 15 characters"; counted on characters, its own formatted number
 * "+221 77 123 45 67" (17) would be refused, so the length is counted on digits, as E.164 does.
 */
const PHONE_CHARACTERS = /^\+?[\d\s\-()]+$/;
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

export type PaymentDetailsError = 'methodRequired' | 'phoneRequired' | 'phoneInvalid';

/** The first rule the mobile-money step breaks, or null (spec §5 "Mobile-money step"). */
export function validatePaymentDetails(input: {
  method: string | null | undefined;
  phone: string | null | undefined;
}): PaymentDetailsError | null {
  if (!input.method) return 'methodRequired';
  const phone = (input.phone ?? '').trim();
  if (phone === '') return 'phoneRequired';
  const digitCount = phone.replace(/\D/g, '').length;
  if (!PHONE_CHARACTERS.test(phone) || digitCount < MIN_DIGITS || digitCount > MAX_DIGITS)
    return 'phoneInvalid';
  return null;
}

/** Input starting with 221 or +221 becomes "+221 77 123 45 67"; anything else is left as typed. */
export function formatSenegalPhone(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!(trimmed.startsWith('+221') || trimmed.startsWith('221'))) return input;
  const local = digits.slice(SENEGAL_PREFIX.length, SENEGAL_PREFIX.length + 9);
  const groups = [local.slice(0, 2), local.slice(2, 5), local.slice(5, 7), local.slice(7, 9)].filter(Boolean);
  return [`+${SENEGAL_PREFIX}`, ...groups].join(' ');
}
