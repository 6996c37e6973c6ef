import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { decideNavigation, isAuthPage, pageRolesFor } from '#shared/auth/role-routing.ts';
import { t, type WebMessageKey } from '#shared/messages/fr-web.ts';
import {
  ensureSession,
  getSession,
  rolesOf,
  type SessionState,
  subscribeSession,
} from './features/auth/session.ts';
import { parseMarketplaceSearch } from './features/catalog/marketplace-search.ts';
import { parseGradingSearch } from './features/exercises/grading-search.ts';
import { parsePaymentsSearch } from './features/payments/admin/payments-search.ts';
import { optionalString, parseSearch, stringifySearch } from './lib/search-params.ts';
import { paths } from './paths.ts';
import { RouteError } from './routes/route-error.tsx';
import { NotFound } from './ui/not-found.tsx';

// Code-based routes. Every page component is lazy-loaded, so the first download holds only React, the
// router, the session store and this table; each shell and each auth page is its own chunk.
// This file is also where features meet: shells (src/web/shell) and features are composed here and in
// src/web/routes, never inside one another.

const tokenSearch = (search: Record<string, unknown>) => ({ token: optionalString(search.token) });
const planTypeSearch = (search: Record<string, unknown>) => ({ planType: optionalString(search.planType) });

// ---------------------------------------------------------------------------------------------------
// The guard (spec/authoring-and-shell.md §2): anonymous visitors on protected pages go to sign in and
// come back; signed-in users on a page their roles forbid go to their landing page; auth pages never
// redirect and never ask for the current user.

async function guard({ location }: { location: { pathname: string; href: string } }) {
  if (isAuthPage(location.pathname)) return;
  if (pageRolesFor(location.pathname) === null) {
    // Public page: learn who is there in the background, without holding the page.
    void ensureSession();
    return;
  }
  const session = await ensureSession();
  const decision = decideNavigation(location.href, rolesOf(session));
  if (decision.kind === 'redirect') throw redirect({ href: decision.to, replace: true });
}

/** Pages not built yet (./routes/placeholder-page.tsx), loaded only when one of them is visited. */
const PlaceholderPage = lazyRouteComponent(() => import('./routes/placeholder-page.tsx'), 'PlaceholderPage');

const CheckoutRoute = lazyRouteComponent(() => import('./routes/checkout-routes.tsx'), 'CheckoutRoute');

const placeholder = (titleKey: WebMessageKey) => ({ staticData: { titleKey }, component: PlaceholderPage });

function PendingPage() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 px-4 py-16 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      {t('shell.loading')}
    </p>
  );
}

// ---------------------------------------------------------------------------------------------------
// Root

const rootRoute = createRootRoute({
  beforeLoad: guard,
  component: lazyRouteComponent(() => import('./routes/app-root.tsx'), 'AppRoot'),
  notFoundComponent: NotFound,
});

// ---------------------------------------------------------------------------------------------------
// Public pages

const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: lazyRouteComponent(() => import('./routes/public-layout.tsx'), 'PublicLayout'),
});

const publicRoutes = [
  createRoute({
    getParentRoute: () => publicLayout,
    path: '/',
    component: lazyRouteComponent(() => import('./routes/home-page.tsx'), 'HomePage'),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'marketplace',
    validateSearch: parseMarketplaceSearch,
    component: lazyRouteComponent(
      () => import('./features/catalog/routes/marketplace-page.tsx'),
      'MarketplacePage',
    ),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'marketplace/instructors/$instructorId',
    component: lazyRouteComponent(
      () => import('./features/catalog/routes/instructor-page.tsx'),
      'InstructorPage',
    ),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'marketplace/$courseId',
    component: lazyRouteComponent(() => import('./features/catalog/routes/course-page.tsx'), 'CoursePage'),
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
    validateSearch: (search: Record<string, unknown>) => ({ ref: optionalString(search.ref) }),
    component: lazyRouteComponent(() => import('./routes/checkout-routes.tsx'), 'PaymentResultRoute'),
  }),
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'support',
    validateSearch: (search: Record<string, unknown>) => ({ ref: optionalString(search.ref) }),
    component: lazyRouteComponent(() => import('./features/support/routes/support-page.tsx'), 'SupportPage'),
  }),
] as const;

const outboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dev/outbox',
  component: lazyRouteComponent(() => import('./features/dev/routes/outbox-page.tsx'), 'OutboxPage'),
});

// ---------------------------------------------------------------------------------------------------
// Auth pages (/auth/*)

const authLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth',
  component: lazyRouteComponent(() => import('./features/auth/components/auth-layout.tsx'), 'AuthLayout'),
});

const authRoutes = [
  createRoute({
    getParentRoute: () => authLayout,
    path: '/',
    beforeLoad: () => {
      throw redirect({ href: paths.auth.login(), replace: true });
    },
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'login',
    validateSearch: (search: Record<string, unknown>) => ({ redirect: optionalString(search.redirect) }),
    component: lazyRouteComponent(() => import('./features/auth/routes/login-page.tsx'), 'LoginPage'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'sign-up',
    validateSearch: (search: Record<string, unknown>) => ({ redirect: optionalString(search.redirect) }),
    component: lazyRouteComponent(() => import('./features/auth/routes/sign-up-page.tsx'), 'SignUpPage'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'verify-email',
    validateSearch: (search: Record<string, unknown>) => ({
      email: optionalString(search.email),
      redirect: optionalString(search.redirect),
    }),
    component: lazyRouteComponent(
      () => import('./features/auth/routes/verify-email-page.tsx'),
      'VerifyEmailPage',
    ),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'confirm-email',
    validateSearch: (search: Record<string, unknown>) => ({
      ...tokenSearch(search),
      redirect: optionalString(search.redirect),
    }),
    component: lazyRouteComponent(
      () => import('./features/auth/routes/confirm-email-page.tsx'),
      'ConfirmEmailPage',
    ),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'reset-password',
    component: lazyRouteComponent(
      () => import('./features/auth/routes/reset-password-page.tsx'),
      'ResetPasswordPage',
    ),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'update-password',
    validateSearch: tokenSearch,
    component: lazyRouteComponent(
      () => import('./features/auth/routes/update-password-page.tsx'),
      'UpdatePasswordPage',
    ),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'activate',
    validateSearch: tokenSearch,
    component: lazyRouteComponent(() => import('./features/auth/routes/activate-page.tsx'), 'ActivatePage'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'activate-account',
    validateSearch: tokenSearch,
    component: lazyRouteComponent(() => import('./features/auth/routes/activate-page.tsx'), 'ActivatePage'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'instructor-activate',
    validateSearch: tokenSearch,
    component: lazyRouteComponent(
      () => import('./features/auth/routes/activate-page.tsx'),
      'InstructorActivatePage',
    ),
  }),
] as const;

// ---------------------------------------------------------------------------------------------------
// Student area (/dashboard/*), spec/learner.md §2

const dashboardLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboard',
  component: lazyRouteComponent(() => import('./routes/student-layout.tsx'), 'StudentLayout'),
});

const dashboardPage = (path: string, titleKey: WebMessageKey) =>
  createRoute({ getParentRoute: () => dashboardLayout, path, ...placeholder(titleKey) });

const dashboardRoutes = [
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: '/',
    component: lazyRouteComponent(() => import('./routes/dashboard-home-route.tsx'), 'DashboardHomeRoute'),
  }),
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'courses',
    component: lazyRouteComponent(
      () => import('./features/learning/routes/my-courses-page.tsx'),
      'MyCoursesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'courses/$courseId',
    component: lazyRouteComponent(
      () => import('./features/learning/routes/course-details-page.tsx'),
      'CourseDetailsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'courses/$courseId/learn',
    validateSearch: (search: Record<string, unknown>) => ({ chapterId: optionalString(search.chapterId) }),
    component: lazyRouteComponent(() => import('./routes/course-player-route.tsx'), 'CoursePlayerPage'),
  }),
  dashboardPage('certificates', 'nav.student.certificates'),
  dashboardPage('certificates/$courseId', 'page.certificate'),
  dashboardPage('achievements', 'nav.student.achievements'),
  dashboardPage('progress', 'nav.student.progress'),
  dashboardPage('feedback', 'nav.student.feedback'),
  dashboardPage('calendar', 'nav.student.calendar'),
  dashboardPage('settings', 'nav.student.settings'),
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'exercises/$lessonId',
    component: lazyRouteComponent(
      () => import('./features/exercises/routes/exercise-page.tsx'),
      'ExercisePage',
    ),
  }),
] as const;

// ---------------------------------------------------------------------------------------------------
// Instructor, admin and superadmin areas

const instructorLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'instructor',
  component: lazyRouteComponent(() => import('./routes/area-layouts.tsx'), 'InstructorLayout'),
});

const instructorPage = (path: string, titleKey: WebMessageKey) =>
  createRoute({ getParentRoute: () => instructorLayout, path, ...placeholder(titleKey) });

const instructorRoutes = [
  instructorPage('/', 'nav.instructor.home'),
  instructorPage('courses', 'nav.instructor.courses'),
  instructorPage('cohorts', 'nav.instructor.cohorts'),
  instructorPage('analytics', 'nav.instructor.analytics'),
  instructorPage('commissions', 'nav.instructor.commissions'),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'submissions',
    validateSearch: parseGradingSearch,
    component: lazyRouteComponent(
      () => import('./features/exercises/routes/grading-page.tsx'),
      'GradingPage',
    ),
  }),
] as const;

const adminLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  component: lazyRouteComponent(() => import('./routes/area-layouts.tsx'), 'AdminLayout'),
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
      () => import('./features/payments/admin/routes/payments-page.tsx'),
      'PaymentsPage',
    ),
  }),
  adminPage('settings', 'nav.admin.settings'),
] as const;

const superadminLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'superadmin',
  component: lazyRouteComponent(() => import('./routes/area-layouts.tsx'), 'SuperadminLayout'),
});

const superadminPage = (path: string, titleKey: WebMessageKey) =>
  createRoute({ getParentRoute: () => superadminLayout, path, ...placeholder(titleKey) });

const superadminRoutes = [
  superadminPage('/', 'nav.superadmin.organizations'),
  superadminPage('settings', 'nav.superadmin.settings'),
] as const;

// ---------------------------------------------------------------------------------------------------

const routeTree = rootRoute.addChildren([
  publicLayout.addChildren(publicRoutes),
  authLayout.addChildren(authRoutes),
  dashboardLayout.addChildren(dashboardRoutes),
  instructorLayout.addChildren(instructorRoutes),
  adminLayout.addChildren(adminRoutes),
  superadminLayout.addChildren(superadminRoutes),
  outboxRoute,
]);

export const router = createRouter({
  routeTree,
  parseSearch,
  stringifySearch,
  defaultPreload: 'intent',
  defaultPendingComponent: PendingPage,
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** Catalogue key of the page's name, for pages still shown as a placeholder. */
    titleKey?: WebMessageKey;
  }
}

// When a session ends by itself (refresh refused) or the roles change, run the guard again on the
// current page. Sign-in and sign-out navigate on their own.
function sessionKey(session: SessionState): string {
  return session.status === 'authenticated' ? `in:${rolesOf(session)?.join(',')}` : session.status;
}

let lastSessionKey = sessionKey(getSession());
subscribeSession(() => {
  const key = sessionKey(getSession());
  const wasSignedIn = lastSessionKey.startsWith('in:');
  const hasChanged = key !== lastSessionKey;
  lastSessionKey = key;
  if (hasChanged && wasSignedIn) void router.invalidate();
});
