import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { WebMessageKey } from '#shared/messages/fr-web.ts';
import { optionalString } from '#web/lib/search-params.ts';
import { placeholder } from './placeholder.routes.tsx';
import { rootRoute } from './root.routes.tsx';

// Student area (/dashboard/*), spec/learner.md §2.

const dashboardLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboard',
  component: lazyRouteComponent(() => import('./student-layout.tsx'), 'StudentLayout'),
});

const dashboardPage = (path: string, titleKey: WebMessageKey) =>
  createRoute({ getParentRoute: () => dashboardLayout, path, ...placeholder(titleKey) });

const dashboardRoutes = [
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: '/',
    component: lazyRouteComponent(() => import('./dashboard-home-route.tsx'), 'DashboardHomeRoute'),
  }),
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'courses',
    component: lazyRouteComponent(
      () => import('#web/features/learning/routes/my-courses-page.tsx'),
      'MyCoursesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'courses/$courseId',
    component: lazyRouteComponent(
      () => import('#web/features/learning/routes/course-details-page.tsx'),
      'CourseDetailsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'courses/$courseId/learn',
    validateSearch: (search: Record<string, unknown>) => ({ chapterId: optionalString(search.chapterId) }),
    component: lazyRouteComponent(() => import('./course-player-route.tsx'), 'CoursePlayerPage'),
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
      () => import('#web/features/exercises/routes/exercise-page.tsx'),
      'ExercisePage',
    ),
  }),
] as const;

export const dashboardArea = dashboardLayout.addChildren(dashboardRoutes);
