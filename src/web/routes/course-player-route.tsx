import type { ReactElement } from 'react';
import { lessonContentPath } from '#shared/learning/learning-paths.ts';
import { preloadLessonRenderer } from '#web/features/learning/player/lesson-renderer.tsx';
import { CoursePlayerPage as LearningPlayerPage } from '#web/features/learning/routes/course-player-page.tsx';
import { type LessonSlots, LessonSlotsContext } from '#web/lib/lesson-slots.ts';
import { pageAnswers } from '#web/lib/page-answers.ts';
import { preloadableLazy } from '#web/lib/preloadable-lazy.tsx';

// The course player (learning) with the lesson types other features own, composed here because web
// features never import one another (docs/decisions/074). Each is loaded when such a lesson opens.
const exercise = preloadableLazy(() =>
  import('#web/features/exercises/exercise-lesson.tsx').then((m) => m.ExerciseLesson),
);
const quiz = preloadableLazy(() => import('#web/features/quizzes/quiz-lesson.tsx').then((m) => m.QuizLesson));
const slots: LessonSlots = {
  exercise: exercise.Component,
  quiz: quiz.Component,
  preload: (type) => (type === 'quiz' ? quiz.preload() : exercise.preload()),
};

/**
 * The renderer of the lesson the page arrived with (a player drawn on the server, decision 315),
 * loaded before the page is hydrated, so the lesson comes alive with the rest of the page. Nothing
 * to wait for on a page that carries no lesson (a navigation inside the app).
 */
export function preloadArrivedLesson(courseId: string, chapterId: string | undefined): Promise<void> {
  const lesson = chapterId
    ? (pageAnswers.peekAnswer(lessonContentPath(courseId, chapterId)) as { type?: string } | undefined)
    : undefined;
  const type = lesson?.type;
  return type === 'article' || type === 'quiz' || type === 'exercise'
    ? preloadLessonRenderer(type, slots)
    : Promise.resolve();
}

export function CoursePlayerPage(): ReactElement {
  return (
    <LessonSlotsContext.Provider value={slots}>
      <LearningPlayerPage />
    </LessonSlotsContext.Provider>
  );
}
