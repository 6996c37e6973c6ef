import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { placeholderRoute } from './placeholder.routes.tsx';
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
  placeholderRoute(superadminLayout, 'settings', 'nav.superadmin.settings'),
] as const;

export const superadminArea = superadminLayout.addChildren(superadminRoutes);
