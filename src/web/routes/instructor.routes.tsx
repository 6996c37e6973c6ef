import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { WebMessageKey } from '#shared/messages/fr-web.ts';
import { parseGradingSearch } from '#web/features/exercises/grading-search.ts';
import { placeholder } from './placeholder.routes.tsx';
import { rootRoute } from './root.routes.tsx';

// Instructor area (/instructor/*).

const instructorLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'instructor',
  component: lazyRouteComponent(() => import('./area-layouts.tsx'), 'InstructorLayout'),
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
      () => import('#web/features/exercises/routes/grading-page.tsx'),
      'GradingPage',
    ),
  }),
] as const;

export const instructorArea = instructorLayout.addChildren(instructorRoutes);
