import { describe, expect, it } from 'vitest';
import { DEMO_COURSES, SAMPLE_COURSES } from './courses/index.ts';
import { DEMO_ACCOUNTS, DEMO_ENROLLMENTS, DEMO_REVIEWS } from './demo-accounts.ts';
import { SAMPLE_INSTRUCTORS } from './sample-catalog.ts';

// Demo enrolments and reviews name their course by key: a key that names no demo course would be
// skipped silently by the seed.
describe('demo enrolments and reviews', () => {
  it('name existing demo courses by key', () => {
    const keys = new Set(SAMPLE_COURSES.map((course) => course.slug));
    for (const row of [...DEMO_ENROLLMENTS, ...DEMO_REVIEWS]) expect(keys).toContain(row.courseSlug);
  });
});

describe('demo courses', () => {
  it('are listed under their own slug', () => {
    for (const [key, course] of Object.entries(DEMO_COURSES)) expect(course.slug).toBe(key);
  });
});

describe('demo instructor accounts', () => {
  it('name an existing demo instructor profile by key', () => {
    const keys = new Set(SAMPLE_INSTRUCTORS.map((instructor) => instructor.key));
    for (const account of DEMO_ACCOUNTS)
      if (account.instructorKey) expect(keys).toContain(account.instructorKey);
  });
});
