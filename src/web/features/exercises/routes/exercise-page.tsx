import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-exercises.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Loading } from '#web/ui/loading.tsx';
import { useExercise } from '../api/get-exercise.ts';
import { ExerciseCard, SubmissionView } from '../components/exercise-card.tsx';
import { ExerciseLoadError } from '../components/exercise-error.tsx';
import { ExerciseForm } from '../components/exercise-form.tsx';

/**
 * /dashboard/exercises/{lessonId} (spec/learner.md §2 "Exercise card"): the card, the instructions,
 * the learner's submission and, until it is graded, the form to send (or replace) the work.
 */
export function ExercisePage(): ReactElement {
  const { lessonId } = useParams({ from: '/dashboard/exercises/$lessonId' });
  const exercise = useExercise(lessonId);
  usePageTitle(exercise.data?.title ?? t('page.exercise'));

  if (exercise.isPending) return <Loading label={t('exercises.learner.loading')} />;
  if (exercise.isError)
    return <ExerciseLoadError error={exercise.error} onRetry={() => void exercise.refetch()} />;
  const data = exercise.data;
  const submission = data.submission;
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <Link
        to={paths.dashboard.course(data.course_id)}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('exercises.learner.backToCourse')}
      </Link>
      <ExerciseCard exercise={data} />
      {submission ? <SubmissionView submission={submission} /> : null}
      {submission?.status === 'graded' ? null : <ExerciseForm lessonId={lessonId} submission={submission} />}
    </article>
  );
}
