import type { QueryClient } from '@tanstack/react-query';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { courseDetailsPath, lessonContentPath } from '#shared/learning/learning-paths.ts';
import { courseDetailsQueryKey } from './api/get-course-details.ts';
import { lessonContentQueryKey } from './api/get-lesson-content.ts';
import { courseChapters } from './player/player-navigation.ts';
import { currentLesson, missingLessonTarget, playerTitle } from './player/player-view.ts';

// The course player drawn on the server for a signed-in learner (decision 315): the answers its page
// carries (decision 313) put in the query cache under the keys the player's hooks ask for, so the
// server draws the lesson and the browser hydrates it from the same data.

/** The player's route, as the router names it. */
export const PLAYER_ROUTE_ID = '/dashboard/courses/$courseId/learn';

/**
 * Fills the cache with the course and the lesson the player opens on (the address's, or the one
 * 'Continuer le cours' opens); returns the page's title, or null when the page's answers lack the
 * course (another learner's, a refused read): the page is then drawn in the browser as before.
 */
export function prefillPlayerPage(
  params: { courseId?: string },
  search: { chapterId?: string },
  answers: Record<string, unknown>,
  client: QueryClient,
): { title: string } | null {
  const courseId = params.courseId;
  if (!courseId) return null;
  const course = answers[courseDetailsPath(courseId)] as TCourseDetails | undefined;
  if (!course) return null;
  client.setQueryData(courseDetailsQueryKey(courseId), course);
  const lessonId = search.chapterId ?? missingLessonTarget(course.modules, undefined) ?? undefined;
  const current = currentLesson(courseChapters(course.modules), lessonId);
  const lesson = current ? answers[lessonContentPath(courseId, current.id)] : undefined;
  if (current && lesson) client.setQueryData(lessonContentQueryKey(courseId, current.id), lesson);
  return { title: playerTitle(current, course.title) };
}
