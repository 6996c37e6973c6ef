import type { TCourseDetails } from './course-details.contract.ts';

// Which lesson 'Continuer le cours' opens: the learner's pages and the server (which puts that
// lesson's answer in the player's page, decision 313) decide it the same way.

type Chapter = TCourseDetails['modules'][number]['chapters'][number];

/** Locked chapters are never opened; every other one is. */
export function isChapterOpen(chapter: Pick<Chapter, 'status'>): boolean {
  return chapter.status !== 'locked';
}

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
