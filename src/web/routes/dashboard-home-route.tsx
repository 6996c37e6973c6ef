import type { ReactElement } from 'react';
import { StudentHomePage } from '#web/features/learning/home/student-home-page.tsx';
import { useShellSession } from './use-shell-session.ts';

/** /dashboard: composes the learner's home with the session's first name. */
export function DashboardHomeRoute(): ReactElement {
  const { me } = useShellSession();
  return <StudentHomePage firstName={me?.user.firstName ?? ''} />;
}
