import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { optionalStrings } from '#web/lib/search-params.ts';
import { paths } from '#web/paths.ts';
import { rootRoute } from './root.routes.tsx';

// Auth pages (/auth/*): the guard lets them through without asking for the current user.

const tokenSearch = optionalStrings('token');
const redirectSearch = optionalStrings('redirect');

/** The activation page, under the three addresses invitations have used. */
const activatePage = (name: 'ActivatePage' | 'InstructorActivatePage') =>
  lazyRouteComponent(() => import('#web/features/auth/routes/activate-page.tsx'), name);

const authLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth',
  component: lazyRouteComponent(() => import('#web/features/auth/components/auth-layout.tsx'), 'AuthLayout'),
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
    validateSearch: redirectSearch,
    component: lazyRouteComponent(() => import('#web/features/auth/routes/login-page.tsx'), 'LoginPage'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'sign-up',
    validateSearch: redirectSearch,
    component: lazyRouteComponent(() => import('#web/features/auth/routes/sign-up-page.tsx'), 'SignUpPage'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'verify-email',
    validateSearch: optionalStrings('email', 'redirect'),
    component: lazyRouteComponent(
      () => import('#web/features/auth/routes/verify-email-page.tsx'),
      'VerifyEmailPage',
    ),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'confirm-email',
    validateSearch: optionalStrings('token', 'redirect'),
    component: lazyRouteComponent(
      () => import('#web/features/auth/routes/confirm-email-page.tsx'),
      'ConfirmEmailPage',
    ),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'reset-password',
    component: lazyRouteComponent(
      () => import('#web/features/auth/routes/reset-password-page.tsx'),
      'ResetPasswordPage',
    ),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'update-password',
    validateSearch: tokenSearch,
    component: lazyRouteComponent(
      () => import('#web/features/auth/routes/update-password-page.tsx'),
      'UpdatePasswordPage',
    ),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'activate',
    validateSearch: tokenSearch,
    component: activatePage('ActivatePage'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'activate-account',
    validateSearch: tokenSearch,
    component: activatePage('ActivatePage'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'instructor-activate',
    validateSearch: tokenSearch,
    component: activatePage('InstructorActivatePage'),
  }),
] as const;

export const authArea = authLayout.addChildren(authRoutes);
