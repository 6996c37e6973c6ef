import { useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-quizzes-builder.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { LoadError } from '#web/ui/load-error.tsx';
import { useQuiz } from '../api/quiz-builder-api.ts';
import type { BuilderArea } from '../builder-area.ts';
import { QuizEditor } from '../components/quiz-editor.tsx';
import { QuizListPage } from './quiz-list-page.tsx';

// The quiz builder's pages, one export per area and page for routes/builder.routes.tsx (lazy).

function QuizNewPage({ area }: { area: BuilderArea }): ReactElement {
  usePageTitle(t('quizzes.build.newTitle'));
  return <QuizEditor area={area} quiz={null} />;
}

function QuizEditPage({ area }: { area: BuilderArea }): ReactElement {
  const { quizId = '' } = useParams({ strict: false });
  const quiz = useQuiz(quizId);
  usePageTitle(quiz.data?.title ?? t('quizzes.build.editTitle'));
  if (quiz.isPending)
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        {t('quizzes.build.quizLoading')}
      </p>
    );
  if (quiz.isError)
    return (
      <LoadError
        error={quiz.error}
        onRetry={() => void quiz.refetch()}
        title={t('quizzes.build.editTitle')}
      />
    );
  // Keyed by quiz: another quiz's editor starts from its own values.
  return <QuizEditor key={quiz.data.id} area={area} quiz={quiz.data} />;
}

export const InstructorQuizListPage = () => <QuizListPage area="instructor" />;
export const AdminQuizListPage = () => <QuizListPage area="admin" />;
export const InstructorQuizNewPage = () => <QuizNewPage area="instructor" />;
export const AdminQuizNewPage = () => <QuizNewPage area="admin" />;
export const InstructorQuizEditPage = () => <QuizEditPage area="instructor" />;
export const AdminQuizEditPage = () => <QuizEditPage area="admin" />;
