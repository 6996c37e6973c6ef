import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseGradingSearch } from '#web/features/exercises/grading-search.ts';
import { builderRoutes } from './builder.routes.tsx';
import { placeholderRoute } from './placeholder.routes.tsx';
import { rootRoute } from './root.routes.tsx';

// Instructor area (/instructor/*).

const instructorLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'instructor',
  component: lazyRouteComponent(() => import('./area-layouts.tsx'), 'InstructorLayout'),
});

const instructorRoutes = [
  placeholderRoute(instructorLayout, '/', 'nav.instructor.home'),
  placeholderRoute(instructorLayout, 'courses', 'nav.instructor.courses'),
  placeholderRoute(instructorLayout, 'cohorts', 'nav.instructor.cohorts'),
  placeholderRoute(instructorLayout, 'analytics', 'nav.instructor.analytics'),
  placeholderRoute(instructorLayout, 'commissions', 'nav.instructor.commissions'),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'submissions',
    validateSearch: parseGradingSearch,
    component: lazyRouteComponent(
      () => import('#web/features/exercises/routes/grading-page.tsx'),
      'GradingPage',
    ),
  }),
  ...builderRoutes(() => instructorLayout, 'Instructor'),
] as const;

export const instructorArea = instructorLayout.addChildren(instructorRoutes);
