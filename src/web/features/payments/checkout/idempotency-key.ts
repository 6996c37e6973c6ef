// The idempotency key of initialize (docs/decisions/027): one random part per visit of the checkout page,
// plus a fingerprint of what is being paid. A double click or a retry of the same payment sends the same
// key, so the server answers with the same payment; changing the plan, the promo code, the gateway or the
// phone makes it another payment, with another key.

/** FNV-1a, 32 bits, in hex: a short, stable fingerprint (not a security measure). */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export type PaymentIntent = {
  courseId: string;
  cohortId: string | null;
  planType: string;
  amount: number;
  promoCode: string | null;
  gatewayId: string | null;
  method: string | null;
  phoneNumber: string | null;
};

export function idempotencyKey(visitId: string, intent: PaymentIntent): string {
  const canonical = JSON.stringify([
    intent.courseId,
    intent.cohortId,
    intent.planType,
    intent.amount,
    intent.promoCode,
    intent.gatewayId,
    intent.method,
    intent.phoneNumber,
  ]);
  return `${visitId}.${fingerprint(canonical)}`;
}

/** A random id for this visit of the checkout; getRandomValues also works outside https (a phone on the LAN). */
export function newVisitId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
