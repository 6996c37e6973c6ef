import { t } from '#shared/messages/fr-payments.ts';
import { GATEWAYS, type GatewayId } from '#shared/payments/mobile-money.ts';
import { GATEWAY_IDS } from '#shared/payments/payment.contract.ts';
import { methodLabel } from '../method-labels.ts';
import { Badge, ChoiceCard } from './choice-card.tsx';

const DETAIL_KEYS = {
  paydunya: 'payments.checkout.gateway.paydunyaDetail',
  paytech: 'payments.checkout.gateway.paytechDetail',
} as const satisfies Record<GatewayId, string>;

/** The gateway step (spec §3 "Gateways"): PayDunya (recommended) or PayTech, each with its methods. */
export function GatewayStep({
  gateway,
  onSelect,
}: {
  gateway: GatewayId;
  onSelect: (gateway: GatewayId) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-lg font-semibold">{t('payments.checkout.gateway.title')}</legend>
      {GATEWAY_IDS.map((id) => (
        <ChoiceCard
          key={id}
          name="gateway"
          value={id}
          isChecked={gateway === id}
          onSelect={() => onSelect(id)}
          badge={
            GATEWAYS[id].recommended ? (
              <Badge tone="success">{t('payments.checkout.gateway.recommended')}</Badge>
            ) : null
          }
        >
          <span className="block font-semibold">{t(`payments.checkout.gateway.${id}`)}</span>
          <span className="block text-sm text-muted-foreground">{t(DETAIL_KEYS[id])}</span>
          <span className="flex flex-wrap gap-1.5 pt-1">
            {GATEWAYS[id].methods.map((method) => (
              <span key={method} className="rounded border border-border bg-muted px-1.5 py-0.5 text-xs">
                {methodLabel(method)}
              </span>
            ))}
          </span>
        </ChoiceCard>
      ))}
    </fieldset>
  );
}
