import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
// Platform console, part consoles (issue 18)
import { parseAuditSearch } from '#web/features/audit/audit-search.ts';
import { rootRoute } from './root.routes.tsx';

// Superadmin area (/superadmin/*): the platform's organisations and settings.

const superadminLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'superadmin',
  component: lazyRouteComponent(() => import('./area-layouts.tsx'), 'SuperadminLayout'),
});

const superadminRoutes = [
  // Platform console (issue 18): the organisations page.
  createRoute({
    getParentRoute: () => superadminLayout,
    path: '/',
    component: lazyRouteComponent(
      () => import('#web/features/platform/routes/organizations-page.tsx'),
      'OrganizationsPage',
    ),
  }),
  // Platform console, part consoles (issue 18): the platform's audit log
  createRoute({
    getParentRoute: () => superadminLayout,
    path: 'audit',
    validateSearch: parseAuditSearch,
    component: lazyRouteComponent(() => import('#web/features/audit/audit-pages.tsx'), 'SuperadminAuditPage'),
  }),
  // superadmin (issue 18): the platform settings page (platform, billing, security, email).
  createRoute({
    getParentRoute: () => superadminLayout,
    path: 'settings',
    component: lazyRouteComponent(
      () => import('#web/features/platform/superadmin-settings/platform-settings-page.tsx'),
      'PlatformSettingsPage',
    ),
  }),
  // end superadmin
] as const;

export const superadminArea = superadminLayout.addChildren(superadminRoutes);
