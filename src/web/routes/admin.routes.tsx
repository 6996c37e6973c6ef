import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
// admin-people (issue 18)
import { parseUsersSearch } from '#web/features/admin/users-search.ts';
// Platform console, part consoles (issue 18)
import { parseAuditSearch } from '#web/features/audit/audit-search.ts';
import { parseCohortsSearch } from '#web/features/cohorts/admin/cohorts-search.ts';
import { parseCoursesSearch } from '#web/features/courses/courses-search.ts';
import { parsePaymentsSearch } from '#web/features/payments/admin/payments-search.ts';
import { parseReviewsSearch } from '#web/features/platform/reviews/reviews-search.ts';
import { rootRoute } from './root.routes.tsx';

// Admin area (/admin/*): an organisation's courses, cohorts, users, payments and settings.

const adminLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  component: lazyRouteComponent(() => import('./area-layouts.tsx'), 'AdminLayout'),
});

const adminRoutes = [
  // admin-people (issue 18): dashboard, users, a user's page, the CSV import, instructor profiles
  createRoute({
    getParentRoute: () => adminLayout,
    path: '/',
    component: lazyRouteComponent(
      () => import('#web/features/admin/routes/dashboard-page.tsx'),
      'AdminDashboardPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'users',
    validateSearch: parseUsersSearch,
    component: lazyRouteComponent(
      () => import('#web/features/admin/routes/users-page.tsx'),
      'AdminUsersPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'users/import',
    component: lazyRouteComponent(
      () => import('#web/features/admin/routes/import-page.tsx'),
      'AdminImportPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'users/$userId',
    component: lazyRouteComponent(() => import('#web/features/admin/routes/user-page.tsx'), 'AdminUserPage'),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'instructors',
    component: lazyRouteComponent(
      () => import('#web/features/admin/routes/instructors-page.tsx'),
      'AdminInstructorsPage',
    ),
  }),
  // end admin-people
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'courses',
    validateSearch: parseCoursesSearch,
    component: lazyRouteComponent(
      () => import('#web/features/courses/routes/courses-list-page.tsx'),
      'AdminCoursesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'courses/new',
    component: lazyRouteComponent(() => import('./course-editor-route.tsx'), 'AdminNewCoursePage'),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'courses/$courseId/edit',
    component: lazyRouteComponent(() => import('./course-editor-route.tsx'), 'AdminEditCoursePage'),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'courses/$courseId/preview',
    component: lazyRouteComponent(() => import('./course-editor-route.tsx'), 'AdminCoursePreviewPage'),
  }),
  // cohorts: admin cohort form (issue 15, part admin)
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'cohorts',
    validateSearch: parseCohortsSearch,
    component: lazyRouteComponent(
      () => import('#web/features/cohorts/admin/cohorts-list-page.tsx'),
      'AdminCohortsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'cohorts/new',
    component: lazyRouteComponent(
      () => import('#web/features/cohorts/admin/cohort-edit-page.tsx'),
      'NewCohortPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'cohorts/$cohortId/edit',
    component: lazyRouteComponent(
      () => import('#web/features/cohorts/admin/cohort-edit-page.tsx'),
      'EditCohortPage',
    ),
  }),
  // end cohorts: admin cohort form
  // Certificates: the template designer (issue 16, part designer)
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'certificates',
    component: lazyRouteComponent(
      () => import('#web/features/certificates/designer/templates-page.tsx'),
      'CertificateTemplatesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'certificates/$templateId',
    component: lazyRouteComponent(
      () => import('#web/features/certificates/designer/template-editor-page.tsx'),
      'CertificateTemplateEditorPage',
    ),
  }),
  // end certificates: the template designer
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'payments',
    validateSearch: parsePaymentsSearch,
    component: lazyRouteComponent(
      () => import('#web/features/payments/admin/routes/payments-page.tsx'),
      'PaymentsPage',
    ),
  }),
  // admin-settings-page (issue 18): the organisation's settings
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'settings',
    component: lazyRouteComponent(
      () => import('#web/features/platform/settings/organization-settings-page.tsx'),
      'OrganizationSettingsPage',
    ),
  }),
  // end admin-settings-page
  // Certificates, part issue (issue 16): the organisation's issued certificates and their revocation
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'issued-certificates',
    component: lazyRouteComponent(
      () => import('#web/features/certificates/issue/issued-certificates-page.tsx'),
      'IssuedCertificatesPage',
    ),
  }),
  // End of certificates, part issue
  // The quiz and exercise builders (issue 14).
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'quizzes',
    component: lazyRouteComponent(
      () => import('#web/features/quizzes/builder/routes/quiz-builder-pages.tsx'),
      'AdminQuizListPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'quizzes/new',
    component: lazyRouteComponent(
      () => import('#web/features/quizzes/builder/routes/quiz-builder-pages.tsx'),
      'AdminQuizNewPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'quizzes/$quizId/edit',
    component: lazyRouteComponent(
      () => import('#web/features/quizzes/builder/routes/quiz-builder-pages.tsx'),
      'AdminQuizEditPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'exercises',
    component: lazyRouteComponent(
      () => import('#web/features/exercises/builder/routes/exercise-builder-pages.tsx'),
      'AdminExerciseListPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'exercises/new',
    component: lazyRouteComponent(
      () => import('#web/features/exercises/builder/routes/exercise-builder-pages.tsx'),
      'AdminExerciseNewPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'exercises/$exerciseId/edit',
    component: lazyRouteComponent(
      () => import('#web/features/exercises/builder/routes/exercise-builder-pages.tsx'),
      'AdminExerciseEditPage',
    ),
  }),
  // Platform console, part consoles (issue 18): the organisation's reviews and its audit log
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'reviews',
    validateSearch: parseReviewsSearch,
    component: lazyRouteComponent(
      () => import('#web/features/platform/reviews/reviews-page.tsx'),
      'AdminReviewsPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminLayout,
    path: 'audit',
    validateSearch: parseAuditSearch,
    component: lazyRouteComponent(() => import('#web/features/audit/audit-pages.tsx'), 'AdminAuditPage'),
  }),
  // end consoles
] as const;

export const adminArea = adminLayout.addChildren(adminRoutes);
