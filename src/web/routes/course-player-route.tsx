import { lazy, type ReactElement } from 'react';
import { CoursePlayerPage as LearningPlayerPage } from '#web/features/learning/routes/course-player-page.tsx';
import { type LessonSlots, LessonSlotsContext } from '#web/lib/lesson-slots.ts';

// The course player (learning) with the lesson types other features own, composed here because web
// features never import one another (docs/decisions/074). Each is loaded when such a lesson opens.
const loadExercise = () => import('#web/features/exercises/exercise-lesson.tsx');
const loadQuiz = () => import('#web/features/quizzes/quiz-lesson.tsx');
const slots: LessonSlots = {
  exercise: lazy(() => loadExercise().then((m) => ({ default: m.ExerciseLesson }))),
  quiz: lazy(() => loadQuiz().then((m) => ({ default: m.QuizLesson }))),
  // The same imports: the browser keeps one module, so the lazy component finds it loaded.
  preload: (type) => void (type === 'quiz' ? loadQuiz() : loadExercise()).catch(() => undefined),
};

export function CoursePlayerPage(): ReactElement {
  return (
    <LessonSlotsContext.Provider value={slots}>
      <LearningPlayerPage />
    </LessonSlotsContext.Provider>
  );
}
