import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { GatewayId } from '#shared/payments/mobile-money.ts';
import type { PaymentGateway } from './gateway.ts';
import type { SandboxGateway } from './sandbox.ts';

// Which adapter serves a checkout: the real PayDunya / PayTech adapter when its keys are configured,
// otherwise the sandbox (when enabled: never in production unless asked for).

export type GatewayRegistry = {
  /** The gateway that collects a payment the payer asked to make through `requested`. */
  forCheckout(requested: GatewayId): PaymentGateway;
  /** The gateway of a stored payment or webhook route, null when not configured here. */
  byId(id: PaymentGateway['id']): PaymentGateway | null;
  sandbox: SandboxGateway | null;
};

export function createGatewayRegistry(adapters: {
  paydunya?: PaymentGateway | null;
  paytech?: PaymentGateway | null;
  sandbox?: SandboxGateway | null;
}): GatewayRegistry {
  const sandbox = adapters.sandbox ?? null;
  const real: Record<GatewayId, PaymentGateway | null> = {
    paydunya: adapters.paydunya ?? null,
    paytech: adapters.paytech ?? null,
  };
  return {
    sandbox,
    forCheckout(requested) {
      const gateway = real[requested] ?? sandbox;
      if (!gateway)
        throw new AppError(
          'GATEWAY_NOT_CONFIGURED',
          t('payments.gatewayUnavailable', { gateway: requested }),
        );
      return gateway;
    },
    byId(id) {
      return id === 'sandbox' ? sandbox : real[id];
    },
  };
}
