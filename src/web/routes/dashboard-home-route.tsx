import type { ReactElement } from 'react';
import { DashboardHome } from '#web/features/dashboard/routes/dashboard-home.tsx';
import { useShellSession } from './use-shell-session.ts';

/** /dashboard: composes the dashboard feature with the session's first name. */
export function DashboardHomeRoute(): ReactElement {
  const { me } = useShellSession();
  return <DashboardHome firstName={me?.user.firstName ?? ''} />;
}
