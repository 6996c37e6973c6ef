import { paths } from '#web/paths.ts';

/** Where a builder page lives: the instructor's own courses, or the admin's organisation. */
export type BuilderArea = 'instructor' | 'admin';

export const quizPaths = (area: BuilderArea) => ({
  list: paths[area].quizzes(),
  new: paths[area].quizNew(),
  edit: (quizId: string) => paths[area].quizEdit(quizId),
});
