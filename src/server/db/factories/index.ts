// Rows built to order (decision 081, 104): each factory inserts one valid row, with unique values, and
// takes only what its caller cares about. Database-level only (a db or an open transaction), so that
// production code (the demo seed) and the API tests build with the same ones.

export * from './catalog.ts';
export * from './certificates.ts';
export * from './cohorts.ts';
export * from './courses.ts';
export * from './enrollments.ts';
export * from './exercises.ts';
// instructor's desk (issue 17)
export * from './instructor-desk.ts';
// Progress and achievements (issue 17)
export * from './learner-activity.ts';
export * from './organizations.ts';
export * from './payments.ts';
export * from './quizzes.ts';
export * from './support.ts';
export * from './users.ts';
