import {
  type Country,
  GATEWAYS,
  type GatewayId,
  METHODS_BY_COUNTRY,
  type MobileMoneyMethod,
} from '#shared/payments/mobile-money.ts';

// What the checkout remembers of the last 'Payer' for a course, so 'Retourner au paiement' after a
// failure (or the browser's back from the gateway) finds the gateway, the operator, the phone number
// and the promo code as they were (docs/decisions/047). Kept in sessionStorage: this tab only, gone
// when it closes, never in the URL or the history (decision 027); forgotten once a payment succeeds.

export type CheckoutMemory = {
  gateway: GatewayId;
  country: Country;
  method: MobileMoneyMethod | null;
  phone: string;
  promoCode: string | null;
};

/** The part of the Web Storage API used here (sessionStorage in the browser, a Map in tests). */
export type MemoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'jang.checkout.';
const MAX_TEXT = 64;

export const memoryKey = (courseId: string) => `${PREFIX}${courseId}`;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

/** Back from storage, every field checked: an edited or older entry is dropped rather than trusted. */
export function parseMemory(raw: string | null): CheckoutMemory | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { gateway, country, method, phone, promoCode } = value as Record<string, unknown>;
  if (typeof gateway !== 'string' || !Object.hasOwn(GATEWAYS, gateway)) return null;
  if (typeof country !== 'string' || !Object.hasOwn(METHODS_BY_COUNTRY, country)) return null;
  const methods = METHODS_BY_COUNTRY[country as Country] as readonly string[];
  if (method !== null && !(typeof method === 'string' && methods.includes(method))) return null;
  if (!isText(phone) || (promoCode !== null && !isText(promoCode))) return null;
  return {
    gateway: gateway as GatewayId,
    country: country as Country,
    method: method as MobileMoneyMethod | null,
    phone,
    promoCode: promoCode || null,
  };
}

/** Storage may be refused (private mode, quota): the checkout then simply forgets. */
export function recallCheckout(storage: MemoryStorage | null, courseId: string): CheckoutMemory | null {
  try {
    return parseMemory(storage?.getItem(memoryKey(courseId)) ?? null);
  } catch {
    return null;
  }
}

export function rememberCheckout(storage: MemoryStorage | null, courseId: string, memory: CheckoutMemory) {
  try {
    storage?.setItem(memoryKey(courseId), JSON.stringify(memory));
  } catch {
    // Nothing to do: the next visit starts blank, as before.
  }
}

export function forgetCheckout(storage: MemoryStorage | null, courseId: string) {
  try {
    storage?.removeItem(memoryKey(courseId));
  } catch {
    // Same as above.
  }
}

/** The tab's sessionStorage, or null where there is none (or it throws on access). */
export function sessionMemory(): MemoryStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
