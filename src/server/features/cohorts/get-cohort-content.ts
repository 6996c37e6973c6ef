import { currentWeek, isWeekOpen, weekOpensAt } from '#shared/cohorts/cohort-weeks.ts';
import type { TCohortContent } from '#shared/cohorts/space.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { listLessonsOfSections, listSections } from '../courses/courses.repo.ts';
import { reachCohort } from './cohort-access.ts';

/**
 * GET …/content?week=N: the course's week N (its N-th section), the week under way when none is
 * asked. A week still closed to the learner shows its title and opening date only (decision 205).
 */
export async function getCohortContent(
  db: Executor,
  caller: Caller,
  cohortId: string,
  query: { week?: number | undefined },
  now = new Date(),
): Promise<TCohortContent> {
  const { cohort, viewer } = await reachCohort(db, caller, cohortId);
  const sections = await listSections(db, cohort.courseId);
  const isStaff = viewer !== 'learner';
  const weeks = sections.map((section, index) => {
    const number = index + 1;
    return {
      number,
      title: section.title,
      opensAt: weekOpensAt(cohort.startDate, number).toISOString(),
      isOpen: isWeekOpen({ start: cohort.startDate, week: number, now, isStaff }),
    };
  });
  const week = query.week ?? currentWeek({ start: cohort.startDate, now, weekCount: weeks.length });
  const section = sections[week - 1];
  if (query.week !== undefined && !section) {
    throw new AppError('NOT_FOUND', t('cohorts.space.weekUnknown'));
  }
  const isOpen = weeks[week - 1]?.isOpen ?? false;
  const lessons = section && isOpen ? await listLessonsOfSections(db, [section.id]) : [];
  return {
    courseId: cohort.courseId,
    week,
    weeks,
    description: isOpen ? (section?.description ?? null) : null,
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      type: lesson.type,
      durationMinutes: lesson.durationMinutes,
    })),
  };
}
