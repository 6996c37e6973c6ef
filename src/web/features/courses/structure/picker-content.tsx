import { useEffect, useId } from 'react';
import type { TExerciseListItem } from '#shared/exercises/exercise-builder.contract.ts';
import { t } from '#shared/messages/fr-courses-structure.ts';
import type { TQuizListItem } from '#shared/quizzes/quiz-builder.contract.ts';
import { Input } from '#web/ui/input.tsx';
import { notify } from '#web/ui/toast.ts';
import { usePublishedExercises, usePublishedQuizzes } from './api/use-published-items.ts';

// Quiz and exercise lessons (spec §5): picked from the published lists (§7); the lesson's title is
// the chosen item's. A list that fails to load says so once ('Erreur', §8) and stays empty.

const SELECT =
  'mt-1.5 h-11 w-full min-w-0 rounded-md border border-input bg-surface px-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60';

function useListError(error: unknown, message: string) {
  useEffect(() => {
    if (error) notify.error(t('structureBuilder.listsErrorTitle'), message);
  }, [error, message]);
}

export function QuizContentEditor({
  quizId,
  disabled,
  onPicked,
}: {
  quizId: string | undefined;
  disabled: boolean;
  onPicked: (quiz: TQuizListItem) => void;
}) {
  const id = useId();
  const quizzes = usePublishedQuizzes(true);
  useListError(quizzes.error, t('structureBuilder.quizzesError'));
  const items = quizzes.data ?? [];
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {t('structureBuilder.quizPick')}
      </label>
      <select
        id={id}
        className={SELECT}
        value={quizId ?? ''}
        disabled={disabled || quizzes.isPending}
        onChange={(event) => {
          const quiz = items.find((item) => item.id === event.target.value);
          if (quiz) onPicked(quiz);
        }}
      >
        <option value="" disabled>
          {quizzes.isPending
            ? t('structureBuilder.loading')
            : items.length === 0
              ? t('structureBuilder.quizNone')
              : t('structureBuilder.quizChoose')}
        </option>
        {items.map((quiz) => (
          <option key={quiz.id} value={quiz.id}>
            {t('structureBuilder.quizItem', { title: quiz.title, n: quiz.question_count })}
          </option>
        ))}
      </select>
      <p className="mt-1 text-sm text-muted-foreground">{t('structureBuilder.quizTitleHint')}</p>
    </div>
  );
}

export function ExerciseContentEditor({
  exerciseId,
  estimatedMinutes,
  disabled,
  onPicked,
  onMinutes,
}: {
  exerciseId: string | undefined;
  estimatedMinutes: number | undefined;
  disabled: boolean;
  onPicked: (exercise: TExerciseListItem) => void;
  onMinutes: (minutes: number | undefined) => void;
}) {
  const id = useId();
  const exercises = usePublishedExercises(true);
  useListError(exercises.error, t('structureBuilder.exercisesError'));
  const items = exercises.data ?? [];
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {t('structureBuilder.exercisePick')}
        </label>
        <select
          id={id}
          className={SELECT}
          value={exerciseId ?? ''}
          disabled={disabled || exercises.isPending}
          onChange={(event) => {
            const exercise = items.find((item) => item.id === event.target.value);
            if (exercise) onPicked(exercise);
          }}
        >
          <option value="" disabled>
            {exercises.isPending
              ? t('structureBuilder.loading')
              : items.length === 0
                ? t('structureBuilder.exerciseNone')
                : t('structureBuilder.exerciseChoose')}
          </option>
          {items.map((exercise) => (
            <option key={exercise.id} value={exercise.id}>
              {t('structureBuilder.exerciseItem', {
                title: exercise.title,
                points: exercise.points,
                difficulty: t(`structureBuilder.difficulty.${exercise.difficulty_level}`),
              })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-minutes`} className="text-sm font-medium">
          {t('structureBuilder.exerciseMinutes')}
        </label>
        <Input
          id={`${id}-minutes`}
          type="number"
          inputMode="numeric"
          min={0}
          className="mt-1.5 max-w-40"
          value={estimatedMinutes ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const value =
              event.target.value === '' ? undefined : Math.max(0, Math.round(Number(event.target.value)));
            onMinutes(Number.isFinite(value) ? value : undefined);
          }}
        />
      </div>
    </div>
  );
}
