import { BookOpenCheck, Flame, GraduationCap, Library, type LucideIcon, Target } from 'lucide-react';
import type { AchievementId } from '#shared/learning/achievements.ts';
import type { ProgressMessageKey } from '#shared/messages/fr-learning-progress.ts';

// How each achievement shows on 'Succès': its icon and the keys of its title and of what earns it.

export const ACHIEVEMENT_DISPLAY: Record<
  AchievementId,
  { icon: LucideIcon; title: ProgressMessageKey; how: ProgressMessageKey }
> = {
  'first-lesson': {
    icon: BookOpenCheck,
    title: 'achievements.first-lesson.title',
    how: 'achievements.first-lesson.how',
  },
  'ten-lessons': {
    icon: Library,
    title: 'achievements.ten-lessons.title',
    how: 'achievements.ten-lessons.how',
  },
  'first-course': {
    icon: GraduationCap,
    title: 'achievements.first-course.title',
    how: 'achievements.first-course.how',
  },
  'perfect-quiz': {
    icon: Target,
    title: 'achievements.perfect-quiz.title',
    how: 'achievements.perfect-quiz.how',
  },
  'streak-7': { icon: Flame, title: 'achievements.streak-7.title', how: 'achievements.streak-7.how' },
};

/** "1 jour", "5 jours" (French: 0 and 1 take the singular). */
export const dayCountKey = (n: number): ProgressMessageKey =>
  n <= 1 ? 'achievements.streak.days.one' : 'achievements.streak.days.other';

/** What the streak card advises: come back tomorrow, learn today to extend it, or start one. */
export function streakAdvice(streak: { current: number; isActiveToday: boolean }): ProgressMessageKey {
  if (streak.isActiveToday) return 'achievements.streak.safe';
  return streak.current > 0 ? 'achievements.streak.keep' : 'achievements.streak.start';
}
