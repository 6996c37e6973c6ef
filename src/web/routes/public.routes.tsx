import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
// Certificates, part drawing (issue 16): the code typed in the verification form
import { normalizeVerificationCode } from '#shared/certificates/verification-code.ts';
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
  // Certificates, part drawing (issue 16): the public verification of a certificate (drawn on the
  // server). The form is a plain GET form: /verify-certificate?code=… goes to the code's page.
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'verify-certificate',
    validateSearch: optionalStrings('code'),
    beforeLoad: ({ search }) => {
      const code = normalizeVerificationCode((search as { code?: string }).code ?? '');
      if (code) throw redirect({ to: '/verify-certificate/$code', params: { code } });
    },
    component: lazyRouteComponent(
      () => import('#web/features/certificates/verify-certificate-page.tsx'),
      'VerifyCertificateFormPage',
    ),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'verify-certificate/$code',
    // Codes are printed in capitals; a code typed or copied otherwise goes to its written form.
    beforeLoad: ({ params }) => {
      const code = normalizeVerificationCode(params.code);
      if (code && code !== params.code) {
        throw redirect({ to: '/verify-certificate/$code', params: { code } });
      }
    },
    component: lazyRouteComponent(
      () => import('#web/features/certificates/verify-certificate-page.tsx'),
      'VerifyCertificatePage',
    ),
  }),
  // End of certificates, part drawing.
] as const;

export const publicArea = publicLayout.addChildren(publicRoutes);
