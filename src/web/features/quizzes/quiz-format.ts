import type { QuizType } from '#shared/domain.ts';
import type { TLessonContent } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-quizzes.ts';

// How the quiz screens write a quiz's type, counts and points (spec/learner.md §4 "Quiz flow" 1).

/** 'Évaluation' (exam), 'Éval. non notée' (assessment_ungraded), otherwise 'Quiz'. */
export function quizTypeLabel(type: QuizType): string {
  return t(`quizzes.player.type.${type}`);
}

export function questionCountText(n: number): string {
  return t(n <= 1 ? 'quizzes.player.questionCount.one' : 'quizzes.player.questionCount.other', { n });
}

export function pointsText(n: number): string {
  return t(n <= 1 ? 'quizzes.player.points.one' : 'quizzes.player.points.other', { n });
}

/** The quiz a lesson points at: content.quiz_id, or content.id (spec/learner.md §3), else null. */
export function quizIdOf(lesson: Pick<TLessonContent, 'content'>): string | null {
  for (const key of ['quiz_id', 'id'] as const) {
    const value = lesson.content[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}
