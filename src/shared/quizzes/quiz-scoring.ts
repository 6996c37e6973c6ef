// Correctness and score of quiz answers (spec/learner.md §4 "Quiz flow"). Pure: the server decides,
// the browser only shows what the server answered.

export const QUESTION_TYPES = [
  'multiple_choice',
  'true_false',
  'short_answer',
  'long_answer',
  'matching',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export type QuizOption = {
  id: string;
  option_text: string;
  option_order: number;
  is_correct: boolean;
  match_value?: string | null;
};
export type ScoredQuestion = {
  id: string;
  question_type: QuestionType;
  points: number;
  options: QuizOption[];
};

/** An option id (choice), a text (short/long), a map option id → matched value (matching), or null. */
export type QuizAnswer = string | Record<string, string> | null;

const normalise = (text: string) => text.trim().toLocaleLowerCase('fr');

function firstOption(question: ScoredQuestion): QuizOption | undefined {
  return [...question.options].sort((a, b) => a.option_order - b.option_order)[0];
}

export function isAnswerCorrect(question: ScoredQuestion, answer: QuizAnswer): boolean {
  if (answer === null) return false;
  switch (question.question_type) {
    case 'multiple_choice':
    case 'true_false':
      return typeof answer === 'string' && question.options.some((o) => o.id === answer && o.is_correct);
    case 'short_answer':
    case 'long_answer': {
      const expected = firstOption(question);
      return (
        typeof answer === 'string' && !!expected && normalise(answer) === normalise(expected.option_text)
      );
    }
    case 'matching': {
      if (typeof answer !== 'object' || question.options.length === 0) return false;
      return question.options.every(
        (o) =>
          typeof answer[o.id] === 'string' && normalise(answer[o.id]!) === normalise(o.match_value ?? ''),
      );
    }
  }
}

/** What the learner should have answered, shown after a wrong answer when results are shown. */
export function expectedAnswer(question: ScoredQuestion): string | Record<string, string> | null {
  switch (question.question_type) {
    case 'multiple_choice':
    case 'true_false':
      return question.options.find((o) => o.is_correct)?.option_text ?? null;
    case 'short_answer':
    case 'long_answer':
      return firstOption(question)?.option_text ?? null;
    case 'matching':
      return Object.fromEntries(question.options.map((o) => [o.option_text, o.match_value ?? '']));
  }
}

export function quizScore(
  questions: readonly ScoredQuestion[],
  correctByQuestion: ReadonlyMap<string, boolean>,
): { score: number; maxScore: number; percent: number } {
  const maxScore = questions.reduce((sum, q) => sum + Math.max(0, q.points), 0);
  const score = questions.reduce(
    (sum, q) => sum + (correctByQuestion.get(q.id) ? Math.max(0, q.points) : 0),
    0,
  );
  return { score, maxScore, percent: maxScore > 0 ? Math.round((score / maxScore) * 100) : 0 };
}

export function hasPassed(percent: number, passingScore: number | null): boolean {
  return passingScore === null || percent >= passingScore;
}
