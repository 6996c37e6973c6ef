import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';

// The lessons completed in this visit, shown at once in the navigation (tick, 'done/total leçons',
// percentages, the next lesson of a sequential course unlocked) while the save travels and the
// course details are fetched again. The server's answer wins as soon as it knows more.

/** The course details with these lessons completed and the locks recomputed as the server would. */
export function withLocalCompletions(
  details: TCourseDetails,
  completedIds: ReadonlySet<string>,
): TCourseDetails {
  if (completedIds.size === 0) return details;
  let isEveryEarlierDone = true;
  const modules = details.modules.map((module) => {
    const chapters = module.chapters.map((chapter) => {
      const isDone = chapter.status === 'completed' || completedIds.has(chapter.id);
      // A lesson locked by the server opens once every earlier lesson is completed (sequential rule).
      const isLocked = chapter.status === 'locked' && !isEveryEarlierDone;
      if (!isDone) isEveryEarlierDone = false;
      if (isDone) return { ...chapter, status: 'completed' as const, progress: 100 };
      if (chapter.status === 'locked' && !isLocked) return { ...chapter, status: 'not-started' as const };
      return chapter;
    });
    const completedLessons = chapters.filter((c) => c.status === 'completed').length;
    return {
      ...module,
      chapters,
      completedLessons,
      progress: chapters.length ? Math.round((completedLessons / chapters.length) * 100) : 0,
      isLocked: chapters.length > 0 && chapters.every((c) => c.status === 'locked'),
    };
  });
  const all = modules.flatMap((module) => module.chapters);
  const completed = all.filter((c) => c.status === 'completed').length;
  return {
    ...details,
    modules,
    progress: all.length ? Math.round((completed / all.length) * 100) : 0,
  };
}
