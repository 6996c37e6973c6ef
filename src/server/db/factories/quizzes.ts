import { choice, type QuizDefinition, trueFalse } from '../../features/quizzes/quiz-definition.ts';
import { insertQuiz } from '../../features/quizzes/quizzes.repo.ts';
import { type Executor, unique } from './support.ts';

export type NewQuizOptions = { organizationId: string; courseId: string } & Partial<QuizDefinition>;

/** A published quiz of two questions (a choice and a true/false), pass at 50 %, retries allowed. */
export async function newQuiz(db: Executor, options: NewQuizOptions) {
  const { organizationId, courseId, ...definition } = options;
  return insertQuiz(
    db,
    { organizationId, courseId },
    {
      title: unique('Quiz'),
      description: 'Un quiz de test',
      durationMinutes: 10,
      type: 'quiz',
      passingScore: 50,
      shuffleQuestions: false,
      shuffleOptions: false,
      showResults: true,
      allowRetries: true,
      questions: [
        choice('Capitale du Sénégal ?', ['Dakar', 'Thiès'], 0, 'Dakar.'),
        trueFalse('Le Sénégal borde l’Atlantique.', true, 'Oui.'),
      ],
      ...definition,
    },
  );
}
