import { Outlet } from '@tanstack/react-router';
import { GraduationCap } from 'lucide-react';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { paths } from '#web/paths.ts';
import { AppShell } from '#web/shell/app-shell.tsx';
import { adminNavItems, instructorNavItems, type NavItem, superadminNavItems } from '#web/shell/nav-items.ts';
// superadmin (issue 18): the platform's name (platform settings) under the superadmin area's brand.
import { usePublicPlatformSettings } from '#web/shell/platform-banners.tsx';
import { useShellSession } from './use-shell-session.ts';

function AreaLayout({ areaLabel, items }: { areaLabel: string; items: NavItem[] }) {
  const { userName, userImage, onSignOut } = useShellSession();
  const backToStudentArea: NavItem = {
    label: t('shell.studentArea'),
    to: paths.dashboard.home(),
    icon: GraduationCap,
  };
  return (
    <AppShell
      areaLabel={areaLabel}
      items={items}
      otherAreas={[backToStudentArea]}
      userName={userName}
      userImage={userImage}
      onSignOut={onSignOut}
    >
      <Outlet />
    </AppShell>
  );
}

export function InstructorLayout(): ReactElement {
  return <AreaLayout areaLabel={t('nav.instructor.area')} items={instructorNavItems()} />;
}

export function AdminLayout(): ReactElement {
  return <AreaLayout areaLabel={t('nav.admin.area')} items={adminNavItems()} />;
}

export function SuperadminLayout(): ReactElement {
  // superadmin (issue 18): "Super administration · <platform name>" once the name is known.
  const platformName = usePublicPlatformSettings()?.platformName;
  const areaLabel = platformName ? `${t('nav.superadmin.area')} · ${platformName}` : t('nav.superadmin.area');
  return <AreaLayout areaLabel={areaLabel} items={superadminNavItems()} />;
}
