import { describe, expect, it } from 'vitest';
import { DEMO_ENROLLMENTS, DEMO_REVIEWS } from './demo-accounts.ts';
import { SAMPLE_COURSES } from './sample-catalog.ts';

// Demo enrolments and reviews name their course by key: a key that names no demo course would be
// skipped silently by the seed.
describe('demo enrolments and reviews', () => {
  it('name existing demo courses by key', () => {
    const keys = new Set(SAMPLE_COURSES.map((course) => course.slug));
    for (const row of [...DEMO_ENROLLMENTS, ...DEMO_REVIEWS]) expect(keys).toContain(row.courseSlug);
  });
});
