import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-quizzes-builder.ts';
import type { QuestionValues } from '../quiz-form.ts';

/** An answered question's scoring fields, read only: what its learners' answers were judged by. */
export function FrozenAnswer({ question }: { question: QuestionValues }): ReactElement {
  return (
    <dl className="grid gap-2 rounded-md bg-muted px-3 py-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      <dt className="font-medium">{t('quizzes.build.questionType')}</dt>
      <dd>{t(`quizzes.build.qtype.${question.question_type}`)}</dd>
      <dt className="font-medium">{t('quizzes.build.questionText')}</dt>
      <dd className="whitespace-pre-wrap">{question.question_text}</dd>
      <dt className="font-medium">{t('quizzes.build.points')}</dt>
      <dd>{question.points}</dd>
      {question.time_limit ? (
        <>
          <dt className="font-medium">{t('quizzes.build.timeLimit')}</dt>
          <dd>{question.time_limit}</dd>
        </>
      ) : null}
      <dt className="font-medium">{t('quizzes.build.correctAnswer')}</dt>
      <dd>{answerText(question)}</dd>
    </dl>
  );
}

function answerText(question: QuestionValues): string {
  switch (question.question_type) {
    case 'multiple_choice':
      return question.options.map((o) => `${o.is_correct ? '✓' : '✗'} ${o.option_text}`).join(' · ');
    case 'true_false':
      return t(question.correct_answer === 'true' ? 'quizzes.build.true' : 'quizzes.build.false');
    case 'matching':
      return question.pairs.map((p) => `${p.left} → ${p.right}`).join(' · ');
    default:
      return question.expected_answer;
  }
}
