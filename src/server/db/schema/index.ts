export * from './catalog.ts';
export * from './courses.ts';
export * from './email-outbox.ts';
export * from './enrollments.ts';
export * from './enums.ts';
export * from './instructors.ts';
export * from './organizations.ts';
export * from './users.ts';
