// One interface for every payment gateway (DESIGN.md "payments"): PayDunya, PayTech and the local
// sandbox. The payments feature only speaks to this interface; an adapter speaks the gateway's HTTP.

/** What the payments feature asks a gateway to collect. Amounts are whole FCFA (XOF). */
export type CheckoutRequest = {
  reference: string;
  amount: number;
  currency: 'XOF';
  description: string;
  /** e.g. 'wave', 'orange-money' (PayDunya) or 'visa' (PayTech); null lets the payer choose. */
  method: string | null;
  phoneNumber: string | null;
  customer: { name: string; email: string };
  /** Absolute URLs built from APP_URL. */
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
};

export type CheckoutCreated =
  | {
      ok: true;
      redirectUrl: string;
      /** The gateway's own id (PayDunya token, PayTech token). */
      gatewayToken: string;
    }
  | { ok: false; message: string };

/** The gateway's word on a payment, from a verified notification or a server-to-server check. */
export type GatewayOutcome = {
  reference: string;
  status: 'completed' | 'failed' | 'cancelled' | 'pending';
  amount: number;
  currency: string;
  gatewayToken: string | null;
};

/** A notification as received: raw body (form or JSON, already parsed by Fastify) and headers. */
export type IncomingNotification = { body: unknown; headers: Record<string, string | string[] | undefined> };

export type VerifiedNotification = { ok: true; outcome: GatewayOutcome } | { ok: false; reason: string };

export interface PaymentGateway {
  readonly id: 'paydunya' | 'paytech' | 'sandbox';
  createCheckout(request: CheckoutRequest): Promise<CheckoutCreated>;
  /** Server-to-server status of a payment (PayDunya confirm; PayTech status where available). */
  confirm(payment: { reference: string; gatewayToken: string | null }): Promise<GatewayOutcome | null>;
  /** Checks the signature first; anything forged, unsigned or malformed is { ok: false }. */
  verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification>;
}
