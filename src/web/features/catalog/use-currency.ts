import { useCallback, useSyncExternalStore } from 'react';
import type { Currency } from '#shared/catalog/currency.ts';
import { useCurrencySetting } from './api/get-currency-setting.ts';
import {
  chosenCurrency,
  resolveCurrency,
  storeCurrency,
  subscribeStoredCurrency,
} from './currency-preference.ts';

const noChoiceOnServer = () => null;

/** The display currency and a way to change it; every caller on the page follows the same choice. */
export function useCurrency(): { currency: Currency; setCurrency: (currency: Currency) => void } {
  const chosen = useSyncExternalStore(subscribeStoredCurrency, chosenCurrency, noChoiceOnServer);
  const setting = useCurrencySetting(chosen === null);
  const setCurrency = useCallback((currency: Currency) => storeCurrency(currency), []);
  return { currency: resolveCurrency(chosen, setting.data?.currency), setCurrency };
}
