import type { DistinctionThreshold } from './certificate-settings.ts';

// The grade and distinction of an issued certificate (spec/authoring-and-shell.md §5 "Certificate designer").

/** One exam's best result: points scored out of the points it holds. */
export type ExamResult = { score: number; maxScore: number };

/**
 * The grade as a percent, rounded to a whole number: every exam's points over every exam's points
 * (an exam of 40 points weighs twice one of 20), or null when the course has no exam.
 */
export function gradePercent(results: readonly ExamResult[]): number | null {
  const max = results.reduce((sum, r) => sum + r.maxScore, 0);
  if (max <= 0) return null;
  const scored = results.reduce((sum, r) => sum + Math.min(Math.max(r.score, 0), r.maxScore), 0);
  return Math.round((scored / max) * 100);
}

/** The distinction: the first threshold, sorted descending, not above the grade; none under all of them. */
export function distinctionFor(
  grade: number | null,
  thresholds: readonly DistinctionThreshold[],
): string | null {
  if (grade === null) return null;
  const sorted = [...thresholds].sort((a, b) => b.threshold - a.threshold);
  return sorted.find((t) => t.threshold <= grade)?.text ?? null;
}
