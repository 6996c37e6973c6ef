import { carriedReturnPath } from '#shared/auth/return-path.ts';
import type { PlanType } from '#shared/catalog/pricing.ts';

// Every page address of the web app, built in one place: links, redirects and browser tests use these
// builders instead of writing paths by hand. Static pages return literal types so typed router links
// check them; pages with parameters encode them.

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const segment = encodeURIComponent;

export const paths = {
  home: () => '/' as const,

  auth: {
    login: (redirect?: string) =>
      redirect ? withQuery('/auth/login', { redirect }) : ('/auth/login' as const),
    // `redirect`: the page to come back to after the first sign-in, kept only when it may be carried.
    signUp: (redirect?: string | null) => {
      const returnPath = carriedReturnPath(redirect);
      return returnPath ? withQuery('/auth/sign-up', { redirect: returnPath }) : ('/auth/sign-up' as const);
    },
    verifyEmail: (email?: string, redirect?: string | null) =>
      withQuery('/auth/verify-email', { email, redirect: carriedReturnPath(redirect) ?? undefined }),
    confirmEmail: (token?: string, redirect?: string | null) =>
      withQuery('/auth/confirm-email', { token, redirect: carriedReturnPath(redirect) ?? undefined }),
    resetPassword: () => '/auth/reset-password' as const,
    updatePassword: (token?: string) => withQuery('/auth/update-password', { token }),
    activate: (token?: string) => withQuery('/auth/activate', { token }),
    activateAccount: (token?: string) => withQuery('/auth/activate-account', { token }),
    instructorActivate: (token?: string) => withQuery('/auth/instructor-activate', { token }),
  },

  dashboard: {
    home: () => '/dashboard' as const,
    courses: () => '/dashboard/courses' as const,
    course: (courseId: string) => `/dashboard/courses/${segment(courseId)}`,
    learn: (courseId: string, chapterId?: string) =>
      withQuery(`/dashboard/courses/${segment(courseId)}/learn`, { chapterId }),
    certificates: () => '/dashboard/certificates' as const,
    certificate: (courseId: string) => `/dashboard/certificates/${segment(courseId)}`,
    achievements: () => '/dashboard/achievements' as const,
    progress: () => '/dashboard/progress' as const,
    feedback: () => '/dashboard/feedback' as const,
    calendar: () => '/dashboard/calendar' as const,
    settings: () => '/dashboard/settings' as const,
    exercise: (lessonId: string) => `/dashboard/exercises/${segment(lessonId)}`,
    /** Cohorts, part space (issue 15): the learner's cohort space, on one of its tabs. */
    cohort: (cohortId: string, tab?: string) => withQuery(`/dashboard/cohorts/${segment(cohortId)}`, { tab }),
  },

  marketplace: {
    home: () => '/marketplace' as const,
    course: (courseId: string) => `/marketplace/${segment(courseId)}`,
    instructor: (instructorId: string) => `/marketplace/instructors/${segment(instructorId)}`,
    payment: (courseId: string, planType?: PlanType) =>
      withQuery(`/marketplace/${segment(courseId)}/payment`, { planType }),
    cohortPayment: (courseId: string, cohortId: string, planType?: PlanType) =>
      withQuery(`/marketplace/${segment(courseId)}/${segment(cohortId)}/payment`, { planType }),
  },

  instructor: {
    home: () => '/instructor' as const,
    courses: () => '/instructor/courses' as const,
    courseNew: () => '/instructor/courses/new' as const,
    courseEdit: (courseId: string) => `/instructor/courses/${segment(courseId)}/edit`,
    coursePreview: (courseId: string) => `/instructor/courses/${segment(courseId)}/preview`,
    cohorts: () => '/instructor/cohorts' as const,
    analytics: () => '/instructor/analytics' as const,
    commissions: () => '/instructor/commissions' as const,
    /** Exercise submissions to grade; `status` 'graded' or 'all' (absent: still to grade). */
    submissions: (status?: 'submitted' | 'graded' | 'all') =>
      withQuery('/instructor/submissions', { status: status === 'submitted' ? undefined : status }),
    quizzes: () => '/instructor/quizzes' as const,
    quizNew: () => '/instructor/quizzes/new' as const,
    quizEdit: (quizId: string) => `/instructor/quizzes/${segment(quizId)}/edit`,
    exercises: () => '/instructor/exercises' as const,
    exerciseNew: () => '/instructor/exercises/new' as const,
    exerciseEdit: (exerciseId: string) => `/instructor/exercises/${segment(exerciseId)}/edit`,
  },

  admin: {
    home: () => '/admin' as const,
    courses: () => '/admin/courses' as const,
    courseNew: () => '/admin/courses/new' as const,
    courseEdit: (courseId: string) => `/admin/courses/${segment(courseId)}/edit`,
    coursePreview: (courseId: string) => `/admin/courses/${segment(courseId)}/preview`,
    cohorts: () => '/admin/cohorts' as const,
    /** The cohorts of one status (the dashboard's 'Sessions en cours'). */
    cohortsWithStatus: (status: 'draft' | 'active' | 'completed') => withQuery('/admin/cohorts', { status }),
    cohortEdit: (cohortId: string) => `/admin/cohorts/${segment(cohortId)}/edit`,
    // cohorts: admin cohort form (issue 15, part admin)
    cohortNew: () => '/admin/cohorts/new' as const,
    // Certificates: the template designer (issue 16, part designer)
    certificates: () => '/admin/certificates' as const,
    certificateEdit: (templateId: string) => `/admin/certificates/${segment(templateId)}`,
    users: () => '/admin/users' as const,
    // admin-people (issue 18)
    usersFiltered: (filter: { role?: string; status?: string }) =>
      withQuery('/admin/users', { role: filter.role, status: filter.status }),
    user: (userId: string) => `/admin/users/${segment(userId)}`,
    usersImport: () => '/admin/users/import' as const,
    instructors: () => '/admin/instructors' as const,
    /** The payments list; `refundDue` narrows it to 'Remboursements à faire'. */
    payments: (filter: { status?: string; refundDue?: boolean; search?: string } = {}) =>
      withQuery('/admin/payments', {
        status: filter.status,
        refundDue: filter.refundDue ? 'true' : undefined,
        search: filter.search,
      }),
    settings: () => '/admin/settings' as const,
    // Certificates, part issue (issue 16)
    issuedCertificates: () => '/admin/issued-certificates' as const,
    quizzes: () => '/admin/quizzes' as const,
    quizNew: () => '/admin/quizzes/new' as const,
    quizEdit: (quizId: string) => `/admin/quizzes/${segment(quizId)}/edit`,
    exercises: () => '/admin/exercises' as const,
    exerciseNew: () => '/admin/exercises/new' as const,
    exerciseEdit: (exerciseId: string) => `/admin/exercises/${segment(exerciseId)}/edit`,
    // Platform console, part consoles (issue 18): the reviews and the audit log
    reviews: (filter?: 'visible' | 'hidden') => withQuery('/admin/reviews', { filter }),
    audit: () => '/admin/audit' as const,
    /** The dashboard's 'Formations publiées': the course list on its published filter. */
    publishedCourses: () => withQuery('/admin/courses', { status: 'published' }),
    // end consoles
  },

  superadmin: {
    home: () => '/superadmin' as const,
    settings: () => '/superadmin/settings' as const,
    // Platform console, part consoles (issue 18): the platform's audit log
    audit: () => '/superadmin/audit' as const,
  },

  /** `ref`: the payment reference the page fills in for the learner. */
  support: (ref?: string) => (ref ? withQuery('/support', { ref }) : ('/support' as const)),

  dev: {
    outbox: () => '/dev/outbox' as const,
  },
};
