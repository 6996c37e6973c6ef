import { t } from '../messages/fr.ts';
import { type CoursePricing, pricingProblems } from './pricing-rules.ts';

// What a draft needs before it is published (issue 14): a title, a category, at least one lesson,
// and prices consistent with its access type. The missing points are listed in French.

export type PublishCandidate = CoursePricing & {
  title: string;
  categoryId: string | null;
  lessonCount: number;
};

/** The points still missing, in French; empty when the course may be published. */
export function missingForPublish(course: PublishCandidate): string[] {
  const missing: string[] = [];
  if (course.title.trim() === '') missing.push(t('courses.publish.title'));
  if (!course.categoryId) missing.push(t('courses.publish.category'));
  if (course.lessonCount < 1) missing.push(t('courses.publish.lesson'));
  return [...missing, ...pricingProblems(course)];
}
