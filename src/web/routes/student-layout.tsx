import { Outlet } from '@tanstack/react-router';
import { ArrowRightLeft } from 'lucide-react';
import { type ReactElement, useEffect } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { usePreferencesOnThisDevice } from '#web/features/accounts/settings-api.ts';
import { useProgressSync } from '#web/features/learning/progress/use-progress-sync.ts';
import { DrawnDataSaver } from '#web/lib/data-saver.tsx';
import { registerServiceWorker } from '#web/lib/service-worker.ts';
import { paths } from '#web/paths.ts';
import { AppShell } from '#web/shell/app-shell.tsx';
import { type NavItem, studentNavItems } from '#web/shell/nav-items.ts';
import { useShellSession } from './use-shell-session.ts';

/** /dashboard/*: the student sidebar, with the instructor and admin interfaces for those roles only. */
export function StudentLayout(): ReactElement {
  const { me, roles, userName, userImage, onSignOut } = useShellSession();
  useProgressSync(me?.user.id ?? null);
  // 'Économie de données' set on another device reaches this one (decision 311); the player is drawn
  // on the server with it (decision 315).
  const isSavingData = usePreferencesOnThisDevice() ?? false;
  // The offline shell, so that a reload without network opens the player again.
  useEffect(registerServiceWorker, []);
  const otherAreas: NavItem[] = [];
  if (roles.includes('instructor')) {
    otherAreas.push({
      label: t('shell.instructorInterface'),
      to: paths.instructor.home(),
      icon: ArrowRightLeft,
    });
  }
  if (roles.includes('admin')) {
    otherAreas.push({ label: t('shell.adminInterface'), to: paths.admin.home(), icon: ArrowRightLeft });
  }
  return (
    <AppShell
      areaLabel={t('shell.studentArea')}
      items={studentNavItems()}
      otherAreas={otherAreas}
      userName={userName}
      userImage={userImage}
      onSignOut={onSignOut}
    >
      <DrawnDataSaver isOn={isSavingData}>
        <Outlet />
      </DrawnDataSaver>
    </AppShell>
  );
}
