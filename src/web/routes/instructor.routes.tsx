import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { parseCoursesSearch } from '#web/features/courses/courses-search.ts';
import { parseGradingSearch } from '#web/features/exercises/grading-search.ts';
import { paths } from '#web/paths.ts';
import { rootRoute } from './root.routes.tsx';

// Instructor area (/instructor/*).

const instructorLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'instructor',
  component: lazyRouteComponent(() => import('./area-layouts.tsx'), 'InstructorLayout'),
});

const instructorRoutes = [
  // instructor's desk (issue 17): the dashboard is the analytics page; /instructor/analytics leads there
  createRoute({
    getParentRoute: () => instructorLayout,
    path: '/',
    component: lazyRouteComponent(
      () => import('#web/features/instructor/analytics-page.tsx'),
      'InstructorAnalyticsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'courses',
    validateSearch: parseCoursesSearch,
    component: lazyRouteComponent(
      () => import('#web/features/courses/routes/courses-list-page.tsx'),
      'InstructorCoursesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'courses/new',
    component: lazyRouteComponent(() => import('./course-editor-route.tsx'), 'InstructorNewCoursePage'),
  }),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'courses/$courseId/edit',
    component: lazyRouteComponent(() => import('./course-editor-route.tsx'), 'InstructorEditCoursePage'),
  }),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'courses/$courseId/preview',
    component: lazyRouteComponent(() => import('./course-editor-route.tsx'), 'InstructorCoursePreviewPage'),
  }),
  // cohorts: the instructor's cohorts (issue 15, part admin)
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'cohorts',
    component: lazyRouteComponent(
      () => import('#web/features/cohorts/admin/cohorts-list-page.tsx'),
      'InstructorCohortsPage',
    ),
  }),
  // instructor's desk (issue 17)
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'analytics',
    beforeLoad: () => {
      throw redirect({ to: paths.instructor.home(), replace: true });
    },
  }),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'commissions',
    component: lazyRouteComponent(
      () => import('#web/features/instructor/commissions-page.tsx'),
      'InstructorCommissionsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'submissions',
    validateSearch: parseGradingSearch,
    component: lazyRouteComponent(
      () => import('#web/features/exercises/routes/grading-page.tsx'),
      'GradingPage',
    ),
  }),
  // The quiz and exercise builders (issue 14).
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'quizzes',
    component: lazyRouteComponent(
      () => import('#web/features/quizzes/builder/routes/quiz-builder-pages.tsx'),
      'InstructorQuizListPage',
    ),
  }),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'quizzes/new',
    component: lazyRouteComponent(
      () => import('#web/features/quizzes/builder/routes/quiz-builder-pages.tsx'),
      'InstructorQuizNewPage',
    ),
  }),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'quizzes/$quizId/edit',
    component: lazyRouteComponent(
      () => import('#web/features/quizzes/builder/routes/quiz-builder-pages.tsx'),
      'InstructorQuizEditPage',
    ),
  }),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'exercises',
    component: lazyRouteComponent(
      () => import('#web/features/exercises/builder/routes/exercise-builder-pages.tsx'),
      'InstructorExerciseListPage',
    ),
  }),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'exercises/new',
    component: lazyRouteComponent(
      () => import('#web/features/exercises/builder/routes/exercise-builder-pages.tsx'),
      'InstructorExerciseNewPage',
    ),
  }),
  createRoute({
    getParentRoute: () => instructorLayout,
    path: 'exercises/$exerciseId/edit',
    component: lazyRouteComponent(
      () => import('#web/features/exercises/builder/routes/exercise-builder-pages.tsx'),
      'InstructorExerciseEditPage',
    ),
  }),
] as const;

export const instructorArea = instructorLayout.addChildren(instructorRoutes);
