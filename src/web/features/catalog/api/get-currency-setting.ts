import { useQuery } from '@tanstack/react-query';
import type { Currency } from '#shared/catalog/currency.ts';
import { getJson } from '#web/lib/api.ts';

export const currencySettingKey = ['settings', 'currency'] as const;
export const CURRENCY_SETTING_PATH = '/api/settings/currency';

/** GET /api/settings/currency: the organisation's default display currency. */
export function getCurrencySetting(signal?: AbortSignal): Promise<{ currency: Currency }> {
  return getJson<{ currency: Currency }>(CURRENCY_SETTING_PATH, signal);
}

/** Asked only when the visitor has not chosen a currency; it changes rarely, so it is kept for the visit. */
export function useCurrencySetting(isEnabled: boolean) {
  return useQuery({
    queryKey: currencySettingKey,
    queryFn: ({ signal }) => getCurrencySetting(signal),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
