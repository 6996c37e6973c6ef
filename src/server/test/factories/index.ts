// Test worlds built to order (decision 081): each factory inserts one valid row, with unique values,
// and takes only what a test cares about.

export * from './catalog.ts';
export * from './cohorts.ts';
export * from './courses.ts';
export * from './enrollments.ts';
export * from './exercises.ts';
export * from './organizations.ts';
export * from './payments.ts';
export * from './quizzes.ts';
export * from './sessions.ts';
export * from './support.ts';
export * from './users.ts';
