import { useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-exercises-builder.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { LoadError } from '#web/ui/load-error.tsx';
import { useExercise } from '../api/exercise-builder-api.ts';
import { ExerciseEditor } from '../components/exercise-editor.tsx';
import type { BuilderArea } from '../exercise-paths.ts';
import { ExerciseListPage } from './exercise-list-page.tsx';

// The exercise builder's pages, one export per area and page for routes/builder.routes.tsx (lazy).

function ExerciseNewPage({ area }: { area: BuilderArea }): ReactElement {
  usePageTitle(t('exercises.build.newTitle'));
  return <ExerciseEditor area={area} exercise={null} />;
}

function ExerciseEditPage({ area }: { area: BuilderArea }): ReactElement {
  const { exerciseId = '' } = useParams({ strict: false });
  const exercise = useExercise(exerciseId);
  usePageTitle(exercise.data?.title ?? t('exercises.build.editTitle'));
  if (exercise.isPending)
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        {t('exercises.build.exerciseLoading')}
      </p>
    );
  if (exercise.isError)
    return (
      <LoadError
        error={exercise.error}
        onRetry={() => void exercise.refetch()}
        title={t('exercises.build.editTitle')}
      />
    );
  return <ExerciseEditor key={exercise.data.id} area={area} exercise={exercise.data} />;
}

export const InstructorExerciseListPage = () => <ExerciseListPage area="instructor" />;
export const AdminExerciseListPage = () => <ExerciseListPage area="admin" />;
export const InstructorExerciseNewPage = () => <ExerciseNewPage area="instructor" />;
export const AdminExerciseNewPage = () => <ExerciseNewPage area="admin" />;
export const InstructorExerciseEditPage = () => <ExerciseEditPage area="instructor" />;
export const AdminExerciseEditPage = () => <ExerciseEditPage area="admin" />;
