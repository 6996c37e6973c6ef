// The tables and enums, for drizzle and drizzle-kit. Named where a file also exports column builders
// (organizationId(), organizationRow(), courseId(), userId()) that are not part of the schema.

// Accounts, data and deletion (issue 17)
export * from './account-deletions.ts';
// Accounts, part settings (issue 17): the learner's preferences
export * from './account-settings.ts';
// admin-people (issue 18)
export * from './admin-people.ts';
export * from './audit-log.ts';
export * from './catalog.ts';
export * from './certificate-templates.ts';
export * from './certificates.ts';
export * from './cohorts.ts';
export { courses, courseTags, lessons, sections } from './courses.ts';
export * from './domain-events.ts';
export * from './email-outbox.ts';
export * from './enrollments.ts';
export * from './enums.ts';
export * from './exercises.ts';
// instructor's desk (issue 17)
export * from './instructor-stats.ts';
export * from './instructors.ts';
// Progress and achievements (issue 17): the learner's activity per day
export * from './learner-activity.ts';
export * from './notifications.ts';
export { organizations } from './organizations.ts';
export * from './payments.ts';
// Platform console (issue 18)
export * from './platform-settings.ts';
export * from './progress.ts';
export * from './promo-codes.ts';
export * from './quizzes.ts';
export * from './reviews.ts';
export {
  accounts,
  jwks,
  sessions,
  userGender,
  userRoles,
  users,
  verifications,
} from './users.ts';
