import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { optionalStrings } from '#web/lib/search-params.ts';
import { validateCohortSpaceSearch } from './cohort-space-search.ts';
import { rootRoute } from './root.routes.tsx';

// Student area (/dashboard/*), spec/learner.md §2.

const dashboardLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboard',
  component: lazyRouteComponent(() => import('./student-layout.tsx'), 'StudentLayout'),
});

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
    validateSearch: optionalStrings('chapterId'),
    // The lesson a drawn page arrived with hydrates with it (decision 315): its renderer first.
    loaderDeps: ({ search }: { search: { chapterId?: string } }) => ({ chapterId: search.chapterId }),
    loader: ({ params, deps }): Promise<void> =>
      import('./course-player-route.tsx').then((m) =>
        m.preloadArrivedLesson(params.courseId, deps.chapterId),
      ),
    component: lazyRouteComponent(() => import('./course-player-route.tsx'), 'CoursePlayerPage'),
  }),
  // Certificates, part issue (issue 16): the learner's certificates and the certificate of a course
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'certificates',
    component: lazyRouteComponent(
      () => import('#web/features/certificates/issue/my-certificates-page.tsx'),
      'MyCertificatesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'certificates/$courseId',
    component: lazyRouteComponent(
      () => import('#web/features/certificates/issue/certificate-page.tsx'),
      'CertificatePage',
    ),
  }),
  // End of certificates, part issue
  // Progress and achievements (issue 17): 'Succès' and 'Progression' (Chart.js loads on the latter only)
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'achievements',
    component: lazyRouteComponent(
      () => import('#web/features/learning/achievements/achievements-page.tsx'),
      'AchievementsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'progress',
    component: lazyRouteComponent(
      () => import('#web/features/learning/my-progress/progress-page.tsx'),
      'ProgressPage',
    ),
  }),
  // End of progress and achievements.
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'feedback',
    component: lazyRouteComponent(
      () => import('#web/features/learning/feedback/feedback-page.tsx'),
      'FeedbackPage',
    ),
  }),
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'calendar',
    component: lazyRouteComponent(() => import('./calendar-route.tsx'), 'CalendarRoute'),
  }),
  // Accounts, part settings (issue 17): profile, picture and preferences; password and login history
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'settings',
    validateSearch: optionalStrings('confirmEmail'),
    component: lazyRouteComponent(
      () => import('#web/features/accounts/settings-profile-page.tsx'),
      'SettingsProfilePage',
    ),
  }),
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'settings/security',
    component: lazyRouteComponent(
      () => import('#web/features/accounts/settings-security-page.tsx'),
      'SettingsSecurityPage',
    ),
  }),
  // End of accounts, part settings
  // Accounts, data and deletion (issue 17): 'Données et compte'
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'settings/privacy',
    component: lazyRouteComponent(() => import('#web/features/accounts/privacy-page.tsx'), 'PrivacyPage'),
  }),
  // Cohorts, part space (issue 15): the learner's cohort space
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'cohorts/$cohortId',
    validateSearch: validateCohortSpaceSearch,
    component: lazyRouteComponent(() => import('./cohort-space-route.tsx'), 'CohortSpaceRoute'),
  }),
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'exercises/$lessonId',
    component: lazyRouteComponent(
      () => import('#web/features/exercises/routes/exercise-page.tsx'),
      'ExercisePage',
    ),
  }),
  // Cohorts, part enrolment (issue 15): the invitation link's landing page, which accepts
  createRoute({
    getParentRoute: () => dashboardLayout,
    path: 'cohorts/$cohortId/join',
    component: lazyRouteComponent(() => import('./cohort-join-route.tsx'), 'CohortJoinRoute'),
  }),
] as const;

export const dashboardArea = dashboardLayout.addChildren(dashboardRoutes);
