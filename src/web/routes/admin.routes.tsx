import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parsePaymentsSearch } from '#web/features/payments/admin/payments-search.ts';
import { builderRoutes } from './builder.routes.tsx';
import { placeholderRoute } from './placeholder.routes.tsx';
import { rootRoute } from './root.routes.tsx';

// Admin area (/admin/*): an organisation's courses, cohorts, users, payments and settings.

const adminLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  component: lazyRouteComponent(() => import('./area-layouts.tsx'), 'AdminLayout'),
});

const adminRoutes = [
  placeholderRoute(adminLayout, '/', 'nav.admin.home'),
  placeholderRoute(adminLayout, 'courses', 'nav.admin.courses'),
  placeholderRoute(adminLayout, 'cohorts', 'nav.admin.cohorts'),
  placeholderRoute(adminLayout, 'cohorts/$cohortId/edit', 'page.cohortEdit'),
  placeholderRoute(adminLayout, 'users', 'nav.admin.users'),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'payments',
    validateSearch: parsePaymentsSearch,
    component: lazyRouteComponent(
      () => import('#web/features/payments/admin/routes/payments-page.tsx'),
      'PaymentsPage',
    ),
  }),
  placeholderRoute(adminLayout, 'settings', 'nav.admin.settings'),
  ...builderRoutes(() => adminLayout, 'Admin'),
] as const;

export const adminArea = adminLayout.addChildren(adminRoutes);
