import { useParams, useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { PlayerLayout } from '../player/player-layout.tsx';
import { usePlayer } from '../player/use-player.ts';
import { appProgressSync } from '../progress/app-progress-sync.ts';

// The device's progress store opens while the player's other files arrive: the course and the
// lesson are shown with what this device did, and reading that first waited for the opening.
// Not on the server, which draws the page without one (decision 315).
if (typeof indexedDB !== 'undefined') appProgressSync().open();

/**
 * /dashboard/courses/{courseId}/learn?chapterId={lessonId} (spec/learner.md §2 "Course player"): the
 * view model of usePlayer, drawn by PlayerLayout (docs/decisions/102).
 */
export function CoursePlayerPage(): ReactElement {
  const { courseId } = useParams({ from: '/dashboard/courses/$courseId/learn' });
  const { chapterId } = useSearch({ from: '/dashboard/courses/$courseId/learn' });
  return <PlayerLayout view={usePlayer(courseId, chapterId)} />;
}
