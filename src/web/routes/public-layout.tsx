import { lazy, type ReactElement, Suspense } from 'react';
import { landingPathFor } from '#shared/auth/role-routing.ts';
import { useDemoCatalog } from '#web/features/catalog/api/get-demo-catalog.ts';
import { CurrencySwitch } from '#web/features/catalog/components/currency-switch.tsx';
import { useSession } from '#web/lib/session/use-session.ts';
import { PublicShell } from '#web/shell/public-shell.tsx';
import { useShellSession } from './use-shell-session.ts';

// Loaded only where it shows (a visitor, a demo catalogue beside the real one): not on every first visit.
const DemoModeBar = lazy(() =>
  import('#web/shell/demo-mode-switch.tsx').then((module) => ({ default: module.DemoModeBar })),
);

/**
 * Public pages: the public shell with the marketplace's currency switch, a way to one's own area, and
 * 'Mode démo' for signed-out visitors where a demo catalogue exists beside the real one (decision 057).
 */
export function PublicLayout(): ReactElement {
  const { me, roles } = useShellSession();
  const isVisitor = useSession().status === 'anonymous';
  const demo = useDemoCatalog(isVisitor);
  const demoName = isVisitor && demo.data?.available ? demo.data.organizationName : null;
  return (
    <PublicShell
      headerActions={<CurrencySwitch />}
      accountPath={me ? landingPathFor(roles) : null}
      demoMode={
        demoName ? (
          <Suspense fallback={null}>
            <DemoModeBar organizationName={demoName} />
          </Suspense>
        ) : null
      }
    />
  );
}
