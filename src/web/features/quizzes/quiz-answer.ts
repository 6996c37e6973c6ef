import type { QuestionType, QuizAnswer } from '#shared/quizzes/quiz-scoring.ts';

// What the learner has entered for a question before 'Valider', and what is sent to the server
// (spec/learner.md §4 "Quiz flow", §5, §7).

/** The chosen option id (choices), the text (written answers), or item option id → value (matching). */
export type AnswerDraft =
  | { kind: 'choice'; optionId: string | null }
  | { kind: 'text'; text: string }
  | { kind: 'pairs'; pairs: Readonly<Record<string, string>> };

export function emptyDraft(type: QuestionType): AnswerDraft {
  switch (type) {
    case 'multiple_choice':
    case 'true_false':
      return { kind: 'choice', optionId: null };
    case 'short_answer':
    case 'long_answer':
      return { kind: 'text', text: '' };
    case 'matching':
      return { kind: 'pairs', pairs: {} };
  }
}

/** The draft an answer sent earlier reads back as (an attempt resumed after a reload). */
export function draftOf(type: QuestionType, answer: QuizAnswer): AnswerDraft {
  const empty = emptyDraft(type);
  if (empty.kind === 'choice')
    return { kind: 'choice', optionId: typeof answer === 'string' ? answer : null };
  if (empty.kind === 'text') return { kind: 'text', text: typeof answer === 'string' ? answer : '' };
  return { kind: 'pairs', pairs: answer !== null && typeof answer === 'object' ? answer : {} };
}

/** §5: a choice needs an option before 'Valider'; written answers and matchings may be sent as they are. */
export function canValidate(draft: AnswerDraft): boolean {
  return draft.kind !== 'choice' || draft.optionId !== null;
}

/** The body's `answer`: an option id, the text as typed (the server trims), or the pairs chosen so far. */
export function toAnswer(draft: AnswerDraft): QuizAnswer {
  switch (draft.kind) {
    case 'choice':
      return draft.optionId;
    case 'text':
      return draft.text;
    case 'pairs':
      return Object.fromEntries(Object.entries(draft.pairs).filter(([, value]) => value !== ''));
  }
}

/** The draft with one matching item paired to `value` ('' clears it). */
export function withPair(draft: AnswerDraft, optionId: string, value: string): AnswerDraft {
  if (draft.kind !== 'pairs') return draft;
  return { kind: 'pairs', pairs: { ...draft.pairs, [optionId]: value } };
}
