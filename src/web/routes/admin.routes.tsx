import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { WebMessageKey } from '#shared/messages/fr-web.ts';
import { parsePaymentsSearch } from '#web/features/payments/admin/payments-search.ts';
import { placeholder } from './placeholder.routes.tsx';
import { rootRoute } from './root.routes.tsx';

// Admin area (/admin/*): an organisation's courses, cohorts, users, payments and settings.

const adminLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  component: lazyRouteComponent(() => import('./area-layouts.tsx'), 'AdminLayout'),
});

const adminPage = (path: string, titleKey: WebMessageKey) =>
  createRoute({ getParentRoute: () => adminLayout, path, ...placeholder(titleKey) });

const adminRoutes = [
  adminPage('/', 'nav.admin.home'),
  adminPage('courses', 'nav.admin.courses'),
  adminPage('cohorts', 'nav.admin.cohorts'),
  adminPage('cohorts/$cohortId/edit', 'page.cohortEdit'),
  adminPage('users', 'nav.admin.users'),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'payments',
    validateSearch: parsePaymentsSearch,
    component: lazyRouteComponent(
      () => import('#web/features/payments/admin/routes/payments-page.tsx'),
      'PaymentsPage',
    ),
  }),
  adminPage('settings', 'nav.admin.settings'),
] as const;

export const adminArea = adminLayout.addChildren(adminRoutes);
