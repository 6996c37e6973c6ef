import type { ReactElement } from 'react';
import { CurrencySwitch } from '#web/features/catalog/components/currency-switch.tsx';
import { PublicShell } from '#web/shell/public-shell.tsx';

/** Public pages: the public shell with the marketplace's currency switch in its header. */
export function PublicLayout(): ReactElement {
  return <PublicShell headerActions={<CurrencySwitch />} />;
}
