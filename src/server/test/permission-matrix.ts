import type { CallerName } from './route-world.ts';

// What every registered route answers to each of the eight callers, called with a valid request on
// real objects of the first organisation ('jang'): src/server/test/permission-matrix.test.ts checks
// it, and fails for a route without a row. A cell is the status, or the set of statuses allowed.
//
// Callers, in column order: anonymous · student (enrolled in the course) · a student of the other
// organisation ('autre') · the instructor who owns the course · another instructor of 'jang' ·
// an admin of 'jang' · an admin of 'autre' · a superadmin. HEAD routes answer as their GET.
// The objects and the example requests are in route-world.ts and route-requests.ts.

export type Cell = number | readonly number[];
export type MatrixRow = readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell];

export const MATRIX_COLUMNS: readonly CallerName[] = [
  'anonymous',
  'student',
  'otherOrgStudent',
  'instructor',
  'otherInstructor',
  'admin',
  'otherOrgAdmin',
  'superadmin',
];

// biome-ignore format: one row per route, columns aligned
export const PERMISSION_MATRIX: Record<string, MatrixRow> = {
  //                                                                    anon stud autre inst inst2 admin autre super
  // Public: health, documentation, settings
  'GET /api/docs':                                                       [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/docs/static/*':                                              [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/docs/static/index.html':                                     [302, 302, 302, 302, 302, 302, 302, 302],
  'GET /api/docs/static/swagger-initializer.js':                         [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/docs/json':                                                  [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/docs/yaml':                                                  [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/health':                                                     [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /files/public/*':                                                 [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/settings/currency':                                          [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /robots.txt':                                                      [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /sitemap.xml':                                                    [200, 200, 200, 200, 200, 200, 200, 200],
  // Sign-up, sign-in and tokens: open to everyone (a token link is the credential)
  'POST /api/auth/sign-up':                                              [201, 201, 201, 201, 201, 201, 201, 201],
  'POST /api/auth/sign-in':                                              [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/auth/sign-out':                                             [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/auth/token':                                                [401, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/auth/resend-confirmation':                                  [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/auth/confirm-email':                                         [400, 400, 400, 400, 400, 400, 400, 400],
  'POST /api/auth/password/forgot':                                      [200, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/auth/password/reset':                                       [400, 400, 400, 400, 400, 400, 400, 400],
  'POST /api/auth/activate':                                             [400, 400, 400, 400, 400, 400, 400, 400],
  // Signed-in: my account, my sessions (another's session is not found)
  'GET /api/auth/sessions':                                              [401, 200, 200, 200, 200, 200, 200, 200],
  'DELETE /api/auth/sessions/:sessionId':                                [401, 200, 404, 404, 404, 404, 404, 404],
  'GET /api/auth/me':                                                    [401, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/v1/student/profile/info':                                    [401, 200, 200, 200, 200, 200, 200, 200],
  // Accounts, part settings (issue 17): every signed-in caller on their own account. The email link and the
  // password are sent wrong on purpose (an unknown token; a wrong current password: the world's sessions live on)
  'PUT /api/v1/student/profile/info':                                    [401, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/v1/student/profile/email/confirm':                          [401, 400, 400, 400, 400, 400, 400, 400],
  'POST /api/v1/student/profile/avatar':                                 [401, 200, 200, 200, 200, 200, 200, 200],
  'DELETE /api/v1/student/profile/avatar':                               [401, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/v1/student/settings/preferences':                            [401, 200, 200, 200, 200, 200, 200, 200],
  'PUT /api/v1/student/settings/preferences':                            [401, 200, 200, 200, 200, 200, 200, 200],
  'PUT /api/v1/student/settings/account/password':                       [401, 400, 400, 400, 400, 400, 400, 400],
  'GET /api/v1/student/settings/login-history':                          [401, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/v1/student/settings/logout-session':                        [401, 200, 404, 404, 404, 404, 404, 404],
  // End of accounts, part settings
  // Admin of an organisation; superadmin everywhere. An admin of 'autre' only sees 'autre'
  'POST /api/admin/invitations':                                         [401, 403, 403, 403, 403, 201, 201, 201],
  'GET /api/admin/users':                                                [401, 403, 403, 403, 403, 200, 200, 200],
  'GET /api/admin/payments':                                             [401, 403, 403, 403, 403, 200, 200, 200],
  'POST /api/admin/payments/:paymentId/refund':                          [401, 403, 403, 403, 403, 200, 404, 200],
  // admin-people (issue 18): dashboard, users, manual enrolment, CSV import, instructor profiles; 'autre' 404 on 'jang's people
  'GET /api/admin/dashboard':                                            [401, 403, 403, 403, 403, 200, 200, 200],
  'GET /api/admin/users/:userId':                                        [401, 403, 403, 403, 403, 200, 404, 200],
  'PUT /api/admin/users/:userId/roles':                                  [401, 403, 403, 403, 403, 200, 404, 200],
  'POST /api/admin/users/:userId/suspend':                               [401, 403, 403, 403, 403, 200, 404, 200],
  'POST /api/admin/users/:userId/reactivate':                            [401, 403, 403, 403, 403, 200, 404, 200],
  'POST /api/admin/users/:userId/enrolments':                            [401, 403, 403, 403, 403, 201, 404, 201],
  'GET /api/admin/enrolment-targets':                                    [401, 403, 403, 403, 403, 200, 200, 200],
  'POST /api/admin/imports/learners/preview':                            [401, 403, 403, 403, 403, 200, 200, 200],
  'POST /api/admin/imports/learners':                                    [401, 403, 403, 403, 403, 200, 200, 200],
  'GET /api/admin/instructor-profiles':                                  [401, 403, 403, 403, 403, 200, 200, 200],
  'PUT /api/admin/instructor-profiles/:instructorId':                    [401, 403, 403, 403, 403, 200, 404, 200],
  // end admin-people
  // Quiz and exercise builders: the course's instructor and the organisation's admins (another instructor 403, 'autre' 404)
  'GET /api/admin/quizzes':                                              [401, 403, 403, 200, 200, 200, 200, 200],
  'POST /api/admin/quizzes':                                             [401, 403, 403, 201, 403, 201, 404, 201],
  'GET /api/admin/quizzes/:id':                                          [401, 403, 403, 200, 403, 200, 404, 200],
  'PUT /api/admin/quizzes/:id':                                          [401, 403, 403, 200, 403, 200, 404, 200],
  'DELETE /api/admin/quizzes/:id':                                       [401, 403, 403, 204, 403, 204, 404, 204],
  'POST /api/admin/quizzes/:id/publish':                                 [401, 403, 403, 200, 403, 200, 404, 200],
  'POST /api/admin/quizzes/:id/unpublish':                               [401, 403, 403, 200, 403, 200, 404, 200],
  'POST /api/admin/quizzes/:id/import-preview':                          [401, 403, 403, 200, 403, 200, 404, 200],
  'POST /api/admin/quizzes/:id/import':                                  [401, 403, 403, 200, 403, 200, 404, 200],
  'GET /api/admin/exercises':                                            [401, 403, 403, 200, 200, 200, 200, 200],
  'POST /api/admin/exercises':                                           [401, 403, 403, 201, 403, 201, 404, 201],
  'GET /api/admin/exercises/:id':                                        [401, 403, 403, 200, 403, 200, 404, 200],
  'PUT /api/admin/exercises/:id':                                        [401, 403, 403, 200, 403, 200, 404, 200],
  'DELETE /api/admin/exercises/:id':                                     [401, 403, 403, 204, 403, 204, 404, 204],
  'POST /api/admin/exercises/:id/publish':                               [401, 403, 403, 200, 403, 200, 404, 200],
  'POST /api/admin/exercises/:id/unpublish':                             [401, 403, 403, 200, 403, 200, 404, 200],
  // cohorts: admin cohort form (issue 15, part admin): admins of the cohort's organisation ('autre': 404, or 400 for a course it does not have)
  'GET /api/admin/cohorts':                                              [401, 403, 403, 403, 403, 200, 200, 200],
  'POST /api/admin/cohorts':                                             [401, 403, 403, 403, 403, 201, 400, 201],
  'GET /api/admin/cohorts/available-courses':                            [401, 403, 403, 403, 403, 200, 200, 200],
  'GET /api/admin/cohorts/:id':                                          [401, 403, 403, 403, 403, 200, 404, 200],
  'PUT /api/admin/cohorts/:id':                                          [401, 403, 403, 403, 403, 200, 404, 200],
  'POST /api/admin/cohorts/:id/status':                                  [401, 403, 403, 403, 403, 200, 404, 200],
  'GET /api/admin/instructors':                                          [401, 403, 403, 403, 403, 200, 200, 200],
  'GET /api/admin/students':                                             [401, 403, 403, 403, 403, 200, 200, 200],
  'GET /api/instructor/cohorts':                                         [401, 403, 403, 200, 200, 403, 403, 200],
  // instructor's desk (issue 17): an instructor their own figures, an admin (and a superadmin) their organisation's
  'GET /api/instructor/analytics':                                       [401, 403, 403, 200, 200, 200, 200, 200],
  'GET /api/instructor/commissions':                                     [401, 403, 403, 200, 200, 200, 200, 200],
  'GET /api/instructor/commissions.csv':                                 [401, 403, 403, 200, 200, 200, 200, 200],
  // Superadmin only; the dev outbox from another machine only to a superadmin
  'GET /api/dev/outbox':                                                 [403, 403, 403, 403, 403, 403, 403, 200],
  'GET /api/dev/outbox/:id/html':                                        [403, 403, 403, 403, 403, 403, 403, 404],
  'GET /api/superadmin/organizations':                                   [401, 403, 403, 403, 403, 403, 403, 200],
  // Platform console (issue 18): organisations, settings and the whole audit log for superadmins only;
  // the organisation's settings, reviews and audit log for its admins (each their own: 'autre' changes
  // 'autre', a review of 'jang' is not found); the platform's name and maintenance message for everyone
  'POST /api/superadmin/organizations':                                  [401, 403, 403, 403, 403, 403, 403, 201],
  'PATCH /api/superadmin/organizations/:organizationId':                 [401, 403, 403, 403, 403, 403, 403, 200],
  'POST /api/superadmin/organizations/:organizationId/suspend':          [401, 403, 403, 403, 403, 403, 403, 200],
  'POST /api/superadmin/organizations/:organizationId/reactivate':       [401, 403, 403, 403, 403, 403, 403, 200],
  'GET /api/superadmin/settings':                                        [401, 403, 403, 403, 403, 403, 403, 200],
  'PUT /api/superadmin/settings/platform':                               [401, 403, 403, 403, 403, 403, 403, 200],
  'PUT /api/superadmin/settings/billing':                                [401, 403, 403, 403, 403, 403, 403, 200],
  'PUT /api/superadmin/settings/security':                               [401, 403, 403, 403, 403, 403, 403, 200],
  'PUT /api/superadmin/settings/email':                                  [401, 403, 403, 403, 403, 403, 403, 200],
  'GET /api/superadmin/audit-log':                                       [401, 403, 403, 403, 403, 403, 403, 200],
  'GET /api/platform/settings':                                          [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/admin/organization':                                         [401, 403, 403, 403, 403, 200, 200, 200],
  'PUT /api/admin/organization':                                         [401, 403, 403, 403, 403, 200, 200, 200],
  'POST /api/admin/organization/:asset':                                 [401, 403, 403, 403, 403, 200, 200, 200],
  'DELETE /api/admin/organization/:asset':                               [401, 403, 403, 403, 403, 200, 200, 200],
  'GET /api/admin/reviews':                                              [401, 403, 403, 403, 403, 200, 200, 200],
  'POST /api/admin/reviews/:reviewId/hide':                              [401, 403, 403, 403, 403, 204, 404, 204],
  'POST /api/admin/reviews/:reviewId/restore':                           [401, 403, 403, 403, 403, 204, 404, 204],
  'GET /api/admin/audit-log':                                            [401, 403, 403, 403, 403, 200, 200, 200],
  // End of platform console.
  // The instructor of the course (another instructor: 403); a superadmin reads and grades
  'GET /api/instructor/profile':                                         [401, 403, 403, 200, 200, 403, 403, 404],
  'GET /api/instructor/exercises/submissions':                           [401, 403, 403, 200, 200, 403, 403, 200],
  'POST /api/instructor/exercises/submissions/:submissionId/grade':      [401, 403, 403, 200, 403, 403, 403, 200],
  'GET /api/instructor/exercises/submissions/:submissionId/file':        [401, 403, 403, 200, 403, 403, 403, 200],
  // The enrolled learner only (not the course's instructor, not an admin); 'autre' does not see 'jang's course (404)
  'GET /api/v1/student/courses':                                         [401, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/v1/student/home':                                            [401, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/v1/student/feedback':                                        [401, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/v1/student/calendar':                                        [401, 200, 200, 200, 200, 200, 200, 200],
  // Progress and achievements (issue 17): every signed-in caller reads their own
  'GET /api/v1/student/progress':                                        [401, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/v1/student/achievements':                                    [401, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/v1/student/courses/:courseId/details':                       [401, 200, 404, 403, 403, 403, 404, 403],
  'GET /api/v1/student/courses/:courseId/lessons/:lessonId':             [401, 200, 404, 403, 403, 403, 404, 403],
  'POST /api/progress/save':                                             [401, 200, 404, 403, 403, 403, 404, 403],
  'GET /api/progress/beacon-token':                                      [401, 200, 404, 403, 403, 403, 404, 403],
  'GET /api/learning/quizzes/:quizId':                                   [401, 200, 404, 403, 403, 403, 404, 403],
  'POST /api/learning/quizzes/:quizId/attempts':                         [401, 201, 404, 403, 403, 403, 404, 403],
  'POST /api/learning/quizzes/:quizId/answers':                          [401, 200, 404, 403, 403, 403, 404, 403],
  'POST /api/learning/quizzes/:quizId/questions/:questionId/open':       [401, 200, 404, 403, 403, 403, 404, 403],
  'POST /api/learning/quizzes/:quizId/complete':                         [401, 200, 404, 403, 403, 403, 404, 403],
  'GET /api/learning/exercises/:lessonId':                               [401, 200, 404, 403, 403, 403, 404, 403],
  'POST /api/learning/exercises/:lessonId/submissions':                  [401, 201, 404, 403, 403, 403, 404, 403],
  'GET /api/learning/exercises/:lessonId/submission/file':               [401, 404, 404, 404, 404, 404, 404, 404],
  // Catalogue of 'jang': public, invisible from 'autre'; reviews by enrolled learners, each only their own
  // Course editor: instructors their own courses, admins (and the superadmin) the organisation's; 'autre' sees nothing
  'GET /api/courses':                                                    [401, 403, 403, 200, 200, 200, 200, 200],
  'GET /api/courses/editor-options':                                     [401, 403, 403, 200, 200, 200, 200, 200],
  'POST /api/courses':                                                   [401, 403, 403, 201, 201, 201, 201, 201],
  'GET /api/courses/:courseId':                                          [401, 403, 403, 200, 403, 200, 404, 200],
  'PUT /api/courses/:courseId':                                          [401, 403, 403, 200, 403, 200, 404, 200],
  'PUT /api/courses/:courseId/structure':                                [401, 403, 403, 200, 403, 200, 404, 200],
  'POST /api/courses/:courseId/publish':                                 [401, 403, 403, 200, 403, 200, 404, 200],
  'POST /api/courses/:courseId/archive':                                 [401, 403, 403, 200, 403, 200, 404, 200],
  // The editor's live stream of a course (decision 176): whoever may edit it; the route suites' stream ends at once
  'GET /api/courses/:courseId/events':                                   [401, 403, 403, 200, 403, 200, 404, 200],
  'GET /api/courses/:courseId/events/token':                             [401, 403, 403, 200, 403, 200, 404, 200],
  // Cohorts, part discussion: the cohort's learners (the student), its instructors (the course's), its organisation's admins; 404 for anyone else; announcements written by staff only
  'GET /api/v1/student/cohorts/:cohortId/discussions':                   [401, 200, 404, 200, 404, 200, 404, 200],
  'POST /api/v1/student/cohorts/:cohortId/discussions':                  [401, 201, 404, 201, 404, 201, 404, 201],
  'DELETE /api/v1/student/cohorts/:cohortId/discussions/:messageId':     [401, 200, 404, 200, 404, 200, 404, 200],
  'GET /api/v1/student/cohorts/:cohortId/announcements':                 [401, 200, 404, 200, 404, 200, 404, 200],
  'POST /api/v1/student/cohorts/:cohortId/announcements':                [401, 403, 404, 201, 404, 201, 404, 201],
  'PATCH /api/v1/student/cohorts/:cohortId/announcements/:announcementId':[401, 403, 404, 200, 404, 200, 404, 200],
  'DELETE /api/v1/student/cohorts/:cohortId/announcements/:announcementId':[401, 403, 404, 200, 404, 200, 404, 200],
  'POST /api/v1/student/cohorts/:cohortId/announcements/:announcementId/read':[401, 200, 404, 200, 404, 200, 404, 200],
  'GET /api/v1/student/cohorts/:cohortId/events':                        [401, 200, 404, 200, 404, 200, 404, 200],
  'GET /api/v1/student/cohorts/:cohortId/events/token':                  [401, 200, 404, 200, 404, 200, 404, 200],
  // End of cohorts, part discussion
  // A lesson video's title and duration (decision 175): any author, the provider is a local fake here
  'GET /api/oembed':                                                     [401, 403, 403, 200, 200, 200, 200, 200],
  'GET /api/marketplace/courses':                                        [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/marketplace/courses/:courseId':                              [200, 200, 404, 200, 200, 200, 404, 200],
  'GET /api/marketplace/courses/:courseId/reviews':                      [200, 200, 404, 200, 200, 200, 404, 200],
  'POST /api/marketplace/courses/:courseId/reviews':                     [401, 201, 404, 403, 403, 403, 404, 403],
  'PUT /api/marketplace/courses/:courseId/reviews/:reviewId':            [401, 403, 404, 403, 403, 403, 404, 403],
  'DELETE /api/marketplace/courses/:courseId/reviews/:reviewId':         [401, 403, 404, 403, 403, 403, 404, 403],
  'GET /api/marketplace/categories':                                     [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/marketplace/demo-catalog':                                   [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/support/contact':                                            [200, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/marketplace/instructors/:instructorId':                      [200, 200, 404, 200, 200, 200, 404, 200],
  // Payments: quote open to visitors; the payer alone sees a payment; webhooks answer whoever holds a valid signature
  'POST /api/payments/quote':                                            [200, 409, 404, 200, 200, 200, 404, 200],
  'POST /api/payments/initialize':                                       [401, 409, 404, 200, 200, 200, 404, 200],
  'GET /api/payments/checkout-standing':                                 [401, 200, 404, 200, 200, 200, 404, 200],
  'GET /api/payments/check-status':                                      [401, 200, 404, 404, 404, 404, 404, 404],
  'POST /api/payments/webhooks/:gatewayId':                              [200, 200, 200, 200, 200, 200, 200, 200],
  // Resumable uploads: instructors and admins (any organisation, into their own); an upload is its owner's alone
  'POST /api/uploads':                                                   [401, 403, 403, 201, 201, 201, 201, 201],
  'PATCH /api/uploads/:uploadId':                                        [401, 403, 403, 204, 404, 404, 404, 404],
  'DELETE /api/uploads/:uploadId':                                       [401, 403, 403, 204, 404, 404, 404, 404],
  'GET /api/uploads/:uploadId/result':                                   [401, 403, 403, 200, 404, 404, 404, 404],
  // Cohorts: live sessions (issue 15, part sessions). Planning: the cohort's instructors (here the course's) and the
  // organisation's admins; a learner is refused by the /api/admin prefix (403), anyone else is told it does not exist (404)
  'GET /api/admin/cohorts/:id/sessions':                                 [401, 403, 403, 200, 404, 200, 404, 200],
  'POST /api/admin/cohorts/:id/sessions':                                [401, 403, 403, 201, 404, 201, 404, 201],
  'PATCH /api/admin/cohorts/:id/sessions/:sessionId':                    [401, 403, 403, 200, 404, 200, 404, 200],
  'DELETE /api/admin/cohorts/:id/sessions/:sessionId':                   [401, 403, 403, 204, 404, 204, 404, 204],
  // The learner's tab: the cohort's live learners, its instructors, the organisation's admins; 404 for anyone else
  'GET /api/v1/student/cohorts/:cohortId/sessions':                      [401, 200, 404, 200, 404, 200, 404, 200],
  'GET /api/v1/student/cohorts/:cohortId/sessions/:sessionId/ics':       [401, 200, 404, 200, 404, 200, 404, 200],
  // Each signed-in user's own private feed; the feed itself answers whoever holds its token (the token is the credential)
  'POST /api/v1/student/calendar-feed':                                  [401, 201, 201, 201, 201, 201, 201, 201],
  'DELETE /api/v1/student/calendar-feed':                                [401, 204, 204, 204, 204, 204, 204, 204],
  'GET /calendar/:file':                                                 [200, 200, 200, 200, 200, 200, 200, 200],
  // Cohorts, part space (issue 15): the cohort's learners, its instructors (the course's one here) and its organisation's admins; anyone else 404
  'GET /api/v1/student/cohorts/:cohortId':                               [401, 200, 404, 200, 404, 200, 404, 200],
  'GET /api/v1/student/cohorts/:cohortId/content':                       [401, 200, 404, 200, 404, 200, 404, 200],
  'GET /api/v1/student/cohorts/:cohortId/practicals':                    [401, 200, 404, 200, 404, 200, 404, 200],
  'GET /api/v1/student/cohorts/:cohortId/participants':                  [401, 200, 404, 200, 404, 200, 404, 200],
  'GET /api/v1/student/cohorts/:cohortId/resources':                     [401, 200, 404, 200, 404, 200, 404, 200],
  'GET /api/v1/student/cohorts/:cohortId/resources/:resourceId/file':    [401, 200, 404, 200, 404, 200, 404, 200],
  'POST /api/v1/student/cohorts/:cohortId/resources':                    [401, 403, 404, 201, 404, 201, 404, 201],
  'DELETE /api/v1/student/cohorts/:cohortId/resources/:resourceId':      [401, 403, 404, 204, 404, 204, 404, 204],
  // Cohorts, part enrolment (issue 15): participants for the cohort's instructors and the organisation's
  // admins (another instructor and 'autre' 404, learners 403 by role); join / leave / standing for any
  // member of the cohort's organisation
  'GET /api/admin/cohorts/:cohortId/participants':                       [401, 403, 403, 200, 404, 200, 404, 200],
  'POST /api/instructor/cohorts/:cohortId/participants':                 [401, 403, 403, 200, 404, 200, 404, 200],
  'GET /api/v1/student/cohort-enrolments':                               [401, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/v1/student/cohorts/:cohortId/enrolment':                     [401, 200, 404, 200, 200, 200, 404, 200],
  'POST /api/v1/student/cohorts/:cohortId/join':                         [401, 200, 404, 200, 200, 200, 404, 200],
  'POST /api/v1/student/cohorts/:cohortId/leave':                        [401, 200, 404, 200, 200, 200, 404, 200],
  // Certificates, part drawing (issue 16): the PDF for its learner and the admins of its organisation
  // (superadmin included), 404 for anyone else; the verification is public (decisions 216, 218)
  'GET /api/certificates/:id/pdf':                                       [401, 200, 404, 404, 404, 200, 404, 200],
  'GET /api/certificates/verify/:code':                                  [200, 200, 200, 200, 200, 200, 200, 200],
  // Certificates: the template designer (issue 16, part designer): admins write, instructors read the templates; 'autre' 404
  'GET /api/admin/certificate-templates':                                [401, 403, 403, 200, 200, 200, 200, 200],
  'POST /api/admin/certificate-templates':                               [401, 403, 403, 403, 403, 201, 201, 201],
  'GET /api/admin/certificate-templates/:id':                            [401, 403, 403, 200, 200, 200, 404, 200],
  'PATCH /api/admin/certificate-templates/:id':                          [401, 403, 403, 403, 403, 200, 404, 200],
  'DELETE /api/admin/certificate-templates/:id':                         [401, 403, 403, 403, 403, 204, 404, 204],
  'PUT /api/admin/certificate-templates/:id/settings':                   [401, 403, 403, 403, 403, 200, 404, 200],
  'POST /api/admin/certificate-templates/:id/duplicate':                 [401, 403, 403, 403, 403, 201, 404, 201],
  'PUT /api/admin/certificate-templates/:id/thumbnail':                  [401, 403, 403, 403, 403, 200, 404, 200],
  'POST /api/admin/certificate-assets':                                  [401, 403, 403, 403, 403, 201, 201, 201],
  'GET /api/admin/certificate-directors':                                [401, 403, 403, 403, 403, 200, 200, 200],
  'POST /api/admin/certificate-directors':                               [401, 403, 403, 403, 403, 201, 201, 201],
  'PUT /api/admin/certificate-directors/:id':                            [401, 403, 403, 403, 403, 200, 404, 200],
  'DELETE /api/admin/certificate-directors/:id':                         [401, 403, 403, 403, 403, 204, 404, 204],
  // End of certificates: the template designer
  // Certificates, part issue (issue 16): the caller's own certificates (any signed-in account; another's
  // is not found), the admin's issued list of the organisation and the revocation ('autre': 404)
  'GET /api/certificates':                                               [401, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/certificates/course/:courseId':                              [401, 200, 404, 404, 404, 404, 404, 404],
  'GET /api/admin/certificates':                                         [401, 403, 403, 403, 403, 200, 200, 200],
  'POST /api/admin/certificates/:id/revoke':                             [401, 403, 403, 403, 403, 200, 404, 200],
  // End of certificates, part issue
  // Accounts, data and deletion (issue 17): each signed-in user on their own account. A deletion request is refused
  // (409) to a superadmin, to the last admin of an organisation and to an instructor who still teaches courses
  'POST /api/v1/student/settings/data-export':                           [401, 200, 200, 200, 200, 200, 200, 200],
  'GET /api/v1/student/settings/account-deletion':                       [401, 200, 200, 200, 200, 200, 200, 200],
  'POST /api/v1/student/settings/account-deletion':                      [401, 201, 201, 409, 409, 409, 409, 409],
  'DELETE /api/v1/student/settings/account-deletion':                    [401, 200, 200, 200, 200, 200, 200, 200],
  // Sandbox gateway page: only with the payer key of the checkout link (none here), whoever the caller
  'GET /sandbox/pay/:reference':                                         [404, 404, 404, 404, 404, 404, 404, 404],
  'POST /sandbox/pay/:reference':                                        [404, 404, 404, 404, 404, 404, 404, 404],
};
