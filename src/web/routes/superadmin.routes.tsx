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
  placeholderRoute(superadminLayout, '/', 'nav.superadmin.organizations'),
  placeholderRoute(superadminLayout, 'settings', 'nav.superadmin.settings'),
] as const;

export const superadminArea = superadminLayout.addChildren(superadminRoutes);
