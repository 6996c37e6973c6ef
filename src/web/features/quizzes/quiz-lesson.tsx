import { TriangleAlert } from 'lucide-react';
import type { TLessonContent } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-quizzes.ts';
import type { TQuizForPlayer } from '#shared/quizzes/quiz.contract.ts';
import { ApiError, errorMessage } from '#web/lib/api.ts';
import type { LessonProgress, LessonSlotProps } from '#web/lib/lesson-slots.ts';
import { isOfflineError } from '#web/lib/offline.ts';
import { useOnlineStatus } from '#web/lib/use-online-status.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { OfflineNotice } from '#web/ui/load-error.tsx';
import { useQuiz } from './api/get-quiz.ts';
import { QuizPlayer } from './components/quiz-player.tsx';
import { quizIdOf } from './quiz-format.ts';

// The quiz renderer of the player (spec/learner.md §4 "Quiz flow"). The player passes the lesson and
// is told when the quiz is finished, so it can mark the lesson completed and move on. A quiz needs
// the network (docs/decisions/052): offline it says so, and opens by itself when the network returns.

/** Rendered by the player through its quiz slot; `onCompleted` once the attempt is completed (the server
 * has the score; progress 100 is reported through `progress`). */
export function QuizLesson({ courseId, lesson, progress, onCompleted }: LessonSlotProps) {
  const quizId = quizIdOf(lesson);
  return (
    // The player's lesson area names this part of the page (the lesson title is its heading).
    <div data-testid="quiz-lesson" className="rounded-lg border border-border bg-surface p-4 sm:p-6">
      {quizId ? (
        <LoadedQuiz
          quizId={quizId}
          lesson={lesson}
          courseId={courseId}
          progress={progress}
          onCompleted={onCompleted}
        />
      ) : (
        <QuizUnavailable title={t('quizzes.player.notFound')} text={t('quizzes.player.notFoundHint')} />
      )}
    </div>
  );
}

function LoadedQuiz({
  quizId,
  lesson,
  courseId,
  progress,
  onCompleted,
}: {
  quizId: string;
  lesson: Pick<TLessonContent, 'id' | 'title'>;
  courseId: string;
  progress: LessonProgress;
  onCompleted: () => void;
}) {
  const quiz = useQuiz(quizId);
  const isOnline = useOnlineStatus();
  if (quiz.isError && isOfflineError(quiz.error)) {
    return (
      <OfflineNotice
        layout="inline"
        title={t('quizzes.player.needsNetwork')}
        detail={t('quizzes.player.needsNetworkHint')}
        onRetry={() => void quiz.refetch()}
      />
    );
  }
  if (quiz.isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        {t('quizzes.player.loading')}
      </p>
    );
  }
  if (quiz.isError) {
    const isNotFound = quiz.error instanceof ApiError && quiz.error.status === 404;
    return isNotFound ? (
      <QuizUnavailable title={t('quizzes.player.notFound')} text={t('quizzes.player.notFoundHint')} />
    ) : (
      <QuizUnavailable
        title={t('quizzes.player.loadError')}
        text={errorMessage(quiz.error)}
        onRetry={() => void quiz.refetch()}
      />
    );
  }
  return (
    <>
      {/* Loaded before the network went: kept on screen (an answer typed stays), but said plainly. */}
      {isOnline ? null : (
        <Alert variant="warning" className="mb-4">
          <AlertTitle>{t('quizzes.player.needsNetwork')}</AlertTitle>
          <AlertDescription>{t('quizzes.player.needsNetworkOpen')}</AlertDescription>
        </Alert>
      )}
      <QuizPlayer
        // A new lesson (or quiz) starts a fresh flow.
        key={quizId}
        quiz={quiz.data}
        courseId={courseId}
        lessonId={lesson.id}
        lessonTitle={lesson.title}
        progress={progress}
        onCompleted={onCompleted}
        reloadQuiz={async (): Promise<TQuizForPlayer | undefined> => (await quiz.refetch()).data}
      />
    </>
  );
}

/** 'Quiz introuvable' or 'Erreur de chargement du quiz' (spec/learner.md §8), with 'Réessayer' when it may help. */
function QuizUnavailable({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-muted-foreground">{text}</p>
      {onRetry ? <Button onClick={onRetry}>{t('shell.retry')}</Button> : null}
    </div>
  );
}
