import { describe, expect, it } from 'vitest';
import { gradingListPath } from './grading-link.ts';

describe("the dashboard's 'Exercices à corriger' link", () => {
  it('leads an admin who also teaches, and a superadmin, to the submissions to grade', () => {
    expect(gradingListPath(['admin', 'instructor'])).toBe('/instructor/submissions');
    expect(gradingListPath(['superadmin'])).toBe('/instructor/submissions');
  });

  it('leads an admin alone, who may not open the grading page, to the exercises and their submissions', () => {
    expect(gradingListPath(['admin'])).toBe('/admin/exercises');
    expect(gradingListPath(['admin', 'student'])).toBe('/admin/exercises');
  });
});
