import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

// The quiz and exercise builders (issue 14), under /instructor (the caller's courses) and /admin (the
// organisation's): the same pages, told their area by the component's name. Lazy: the builders'
// drag-and-drop and forms load only on these pages.

const quizPages = () => import('#web/features/quizzes/builder/routes/quiz-builder-pages.tsx');
const exercisePages = () => import('#web/features/exercises/builder/routes/exercise-builder-pages.tsx');

export function builderRoutes<TParent extends AnyRoute>(
  getParentRoute: () => TParent,
  area: 'Instructor' | 'Admin',
) {
  return [
    createRoute({
      getParentRoute,
      path: 'quizzes',
      component: lazyRouteComponent(quizPages, `${area}QuizListPage`),
    }),
    createRoute({
      getParentRoute,
      path: 'quizzes/new',
      component: lazyRouteComponent(quizPages, `${area}QuizNewPage`),
    }),
    createRoute({
      getParentRoute,
      path: 'quizzes/$quizId/edit',
      component: lazyRouteComponent(quizPages, `${area}QuizEditPage`),
    }),
    createRoute({
      getParentRoute,
      path: 'exercises',
      component: lazyRouteComponent(exercisePages, `${area}ExerciseListPage`),
    }),
    createRoute({
      getParentRoute,
      path: 'exercises/new',
      component: lazyRouteComponent(exercisePages, `${area}ExerciseNewPage`),
    }),
    createRoute({
      getParentRoute,
      path: 'exercises/$exerciseId/edit',
      component: lazyRouteComponent(exercisePages, `${area}ExerciseEditPage`),
    }),
  ] as const;
}
