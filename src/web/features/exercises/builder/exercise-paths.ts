import { paths } from '#web/paths.ts';

/** Where a builder page lives: the instructor's own courses, or the admin's organisation. */
export type BuilderArea = 'instructor' | 'admin';

export const exercisePaths = (area: BuilderArea) => ({
  list: paths[area].exercises(),
  new: paths[area].exerciseNew(),
  edit: (exerciseId: string) => paths[area].exerciseEdit(exerciseId),
});
