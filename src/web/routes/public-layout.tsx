import type { ReactElement } from 'react';
import { landingPathFor } from '#shared/auth/role-routing.ts';
import { CurrencySwitch } from '#web/features/catalog/components/currency-switch.tsx';
import { PublicShell } from '#web/shell/public-shell.tsx';
import { useShellSession } from './use-shell-session.ts';

/** Public pages: the public shell with the marketplace's currency switch, and a way to one's own area. */
export function PublicLayout(): ReactElement {
  const { me, roles } = useShellSession();
  return <PublicShell headerActions={<CurrencySwitch />} accountPath={me ? landingPathFor(roles) : null} />;
}
