import type { TPlayerQuestion, TQuizForPlayer } from '#shared/quizzes/quiz.contract.ts';
import type { QuestionType } from '#shared/quizzes/quiz-scoring.ts';

// Small quiz fixtures for the unit tests of the player's pure helpers.

export function playerQuestion(
  id: string,
  type: QuestionType,
  order: number,
  options: string[] = [],
  targets: string[] = [],
  timeLimit: number | null = null,
): TPlayerQuestion {
  return {
    id,
    question_text: `Question ${id}`,
    question_type: type,
    points: 1,
    time_limit: timeLimit,
    question_order: order,
    options: options.map((text, i) => ({ id: `${id}-o${i + 1}`, option_text: text, option_order: i + 1 })),
    match_targets: targets,
  };
}

export function playerQuiz(
  questions: TPlayerQuestion[],
  flags: Partial<TQuizForPlayer> = {},
): TQuizForPlayer {
  return {
    id: 'quiz-1',
    course_id: 'course-1',
    title: 'Quiz',
    description: null,
    type: 'quiz',
    duration: 10,
    passing_score: 60,
    shuffle_questions: false,
    shuffle_options: false,
    show_results: true,
    allow_retries: true,
    question_count: questions.length,
    max_score: questions.length,
    questions,
    status: { attempts_count: 0, last_completed: null, open_attempt: null, can_start: true, reason: null },
    ...flags,
  };
}
