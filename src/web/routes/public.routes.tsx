import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseMarketplaceSearch } from '#web/features/catalog/marketplace-search.ts';
import { optionalStrings } from '#web/lib/search-params.ts';
import { rootRoute } from './root.routes.tsx';

// Public pages: home, marketplace, checkout, support (spec/learner.md §1–2), in the public shell.

const planTypeSearch = optionalStrings('planType');
const refSearch = optionalStrings('ref');

const CheckoutRoute = lazyRouteComponent(() => import('./checkout-routes.tsx'), 'CheckoutRoute');

const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: lazyRouteComponent(() => import('./public-layout.tsx'), 'PublicLayout'),
});

const publicRoutes = [
  createRoute({
    getParentRoute: () => publicLayout,
    path: '/',
    component: lazyRouteComponent(() => import('./home-page.tsx'), 'HomePage'),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'marketplace',
    validateSearch: parseMarketplaceSearch,
    component: lazyRouteComponent(
      () => import('#web/features/catalog/routes/marketplace-page.tsx'),
      'MarketplacePage',
    ),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'marketplace/instructors/$instructorId',
    component: lazyRouteComponent(
      () => import('#web/features/catalog/routes/instructor-page.tsx'),
      'InstructorPage',
    ),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'marketplace/$courseId',
    component: lazyRouteComponent(() => import('#web/features/catalog/routes/course-page.tsx'), 'CoursePage'),
  }),
  // Checkout (spec/learner.md §2): public, so a visitor sees the plans before signing in to pay.
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'marketplace/$courseId/payment',
    validateSearch: planTypeSearch,
    component: CheckoutRoute,
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'marketplace/$courseId/$cohortId/payment',
    validateSearch: planTypeSearch,
    component: CheckoutRoute,
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'marketplace/payment/result',
    validateSearch: refSearch,
    component: lazyRouteComponent(() => import('./checkout-routes.tsx'), 'PaymentResultRoute'),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'support',
    validateSearch: refSearch,
    component: lazyRouteComponent(
      () => import('#web/features/support/routes/support-page.tsx'),
      'SupportPage',
    ),
  }),
] as const;

export const publicArea = publicLayout.addChildren(publicRoutes);
