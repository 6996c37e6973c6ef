import { lazy, type ReactElement } from 'react';
import { CoursePlayerPage as LearningPlayerPage } from '#web/features/learning/routes/course-player-page.tsx';
import { type LessonSlots, LessonSlotsContext } from '#web/lib/lesson-slots.ts';

// The course player (learning) with the lesson types other features own, composed here because web
// features never import one another (docs/decisions/074). Each is loaded when such a lesson opens.
const slots: LessonSlots = {
  exercise: lazy(() =>
    import('#web/features/exercises/exercise-lesson.tsx').then((m) => ({ default: m.ExerciseLesson })),
  ),
  quiz: lazy(() => import('#web/features/quizzes/quiz-lesson.tsx').then((m) => ({ default: m.QuizLesson }))),
};

export function CoursePlayerPage(): ReactElement {
  return (
    <LessonSlotsContext.Provider value={slots}>
      <LearningPlayerPage />
    </LessonSlotsContext.Provider>
  );
}
