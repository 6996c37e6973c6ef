import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { type Chapter, isChapterOpen } from './chapter-status.ts';

/**
 * The chapter 'Continuer le cours' opens (spec/learner.md §2): the first one not completed and not
 * locked; when all are completed, the first chapter. Null when there is nothing to open.
 */
export function continueTarget(modules: TCourseDetails['modules']): Chapter | null {
  const chapters = modules.flatMap((module) => module.chapters);
  const next = chapters.find((chapter) => chapter.status !== 'completed' && isChapterOpen(chapter));
  // Otherwise everything open is done: go back to the start (the first chapter that can be opened).
  return next ?? chapters.find(isChapterOpen) ?? null;
}
