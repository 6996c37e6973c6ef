import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { WebMessageKey } from '#shared/messages/fr-web.ts';
import { placeholder } from './placeholder.routes.tsx';
import { rootRoute } from './root.routes.tsx';

// Superadmin area (/superadmin/*): the platform's organisations and settings.

const superadminLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'superadmin',
  component: lazyRouteComponent(() => import('./area-layouts.tsx'), 'SuperadminLayout'),
});

const superadminPage = (path: string, titleKey: WebMessageKey) =>
  createRoute({ getParentRoute: () => superadminLayout, path, ...placeholder(titleKey) });

const superadminRoutes = [
  superadminPage('/', 'nav.superadmin.organizations'),
  superadminPage('settings', 'nav.superadmin.settings'),
] as const;

export const superadminArea = superadminLayout.addChildren(superadminRoutes);
