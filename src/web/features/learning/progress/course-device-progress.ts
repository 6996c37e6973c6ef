import type { TCourseDetails, TMyCourse } from '#shared/learning/course-details.contract.ts';
import { withLocalCompletions } from '../player/local-completion.ts';
import type { LocalProgressRecord } from './progress-store.ts';

// The course as this device knows it (docs/decisions/052): the server's answer — possibly the
// service worker's older copy, offline — with what was done here and is still queued or not yet
// reflected (IndexedDB 'jang-progress'). Percentages never go down, completion is sticky, and the
// module and course figures are recomputed as the server would; the server wins once it knows more.

/** What the course view needs of a lesson's latest local record. */
export type DeviceLessonProgress = { percentage: number; isCompleted: boolean };

/** The local record as the course view reads it: completed once reported so, or reported at ≥ 95 %. */
export function deviceLessonProgress(
  record: Pick<LocalProgressRecord, 'completedAt' | 'update'>,
): DeviceLessonProgress {
  return {
    percentage: record.update.percentage,
    isCompleted: record.update.isCompleted || record.completedAt !== null,
  };
}

export function withDeviceProgress(
  details: TCourseDetails,
  device: ReadonlyMap<string, DeviceLessonProgress>,
): TCourseDetails {
  const completedIds = new Set<string>();
  for (const chapter of details.modules.flatMap((module) => module.chapters)) {
    if (chapter.status !== 'completed' && device.get(chapter.id)?.isCompleted) completedIds.add(chapter.id);
  }
  // Completions first: they may unlock a later lesson that was also started here.
  const completed = withLocalCompletions(details, completedIds);
  let hasPartial = false;
  const modules = completed.modules.map((module) => ({
    ...module,
    chapters: module.chapters.map((chapter) => {
      const local = device.get(chapter.id);
      if (!local || chapter.status === 'completed' || chapter.status === 'locked') return chapter;
      if (local.percentage <= chapter.progress) return chapter;
      hasPartial = true;
      return { ...chapter, status: 'in-progress' as const, progress: Math.min(100, local.percentage) };
    }),
  }));
  if (completedIds.size === 0 && !hasPartial) return details;
  const modulesCompleted = modules.filter(
    (module) => module.chapters.length > 0 && module.completedLessons === module.chapters.length,
  ).length;
  return {
    ...completed,
    modules,
    progress: Math.max(details.progress, completed.progress),
    userStats: {
      ...completed.userStats,
      modulesCompleted: Math.max(details.userStats.modulesCompleted, modulesCompleted),
    },
  };
}

/** A card of 'Mes formations' with the percent of its course as the course page shows it, if known. */
export function withCoursePercentFrom(
  course: TMyCourse,
  details: Pick<TCourseDetails, 'progress'> | null,
): TMyCourse {
  if (!details || details.progress <= course.progress) return course;
  return { ...course, progress: details.progress };
}
