import { Link } from '@tanstack/react-router';
import { CircleCheck, PenTool } from 'lucide-react';
import { t } from '#shared/messages/fr-exercises.ts';
import { errorMessage } from '#web/lib/api.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { MissingContent } from '#web/ui/missing-content.tsx';
import { useExercise } from './api/get-exercise.ts';
import { ExerciseCard } from './components/exercise-card.tsx';

/** The exercise card (title, description, duration, points, deadline) and 'Commencer l'exercice'. */
export function ExerciseLesson({ lessonId }: { lessonId: string }) {
  const exercise = useExercise(lessonId);
  if (exercise.isPending)
    return (
      <p role="status" className="py-8 text-muted-foreground">
        {t('exercises.learner.loading')}
      </p>
    );
  if (exercise.isError) return <MissingContent message={errorMessage(exercise.error)} />;
  const { submission } = exercise.data;
  return (
    <div className="space-y-4">
      {/* The player's h1 is the lesson title (sr-only for an exercise): the card's title is an h2. */}
      <ExerciseCard exercise={exercise.data} titleLevel={2} />
      {submission ? (
        // Submitting completed the lesson (decision 042); the grade follows when given.
        <p className="flex items-start gap-2 text-sm" data-testid="exercise-sent">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <span>
            {t('exercises.lesson.sent')}
            {submission.status === 'graded' && submission.score !== null
              ? ` ${t('exercises.lesson.graded', { score: submission.score, max: submission.max_score })}`
              : ` ${t('exercises.learner.awaitingGrade')}.`}
          </span>
        </p>
      ) : null}
      <Link
        to={paths.dashboard.exercise(lessonId)}
        className={buttonClasses(submission ? 'outline' : 'default')}
      >
        <PenTool aria-hidden="true" className="size-4" />
        {t(submission ? 'exercises.lesson.view' : 'exercises.lesson.start')}
      </Link>
    </div>
  );
}
