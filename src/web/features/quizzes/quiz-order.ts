import type { TPlayerQuestion, TQuizForPlayer } from '#shared/quizzes/quiz.contract.ts';

// The order in which one attempt shows its questions, options and matching values (spec/learner.md
// §4: shuffled as the quiz's flags say; matching values always). The server shuffles on every read,
// so the player puts everything back in the author's order and shuffles again from a seed taken from
// the attempt id: the same attempt keeps its order across a refetch or a reload, a new one gets a new
// order (docs/decisions/018-quiz-order-per-attempt.md).

/** A deterministic random source in [0, 1) from a text seed (FNV-1a hash, then mulberry32). */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    state ^= seed.charCodeAt(i);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A new array in random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

type OrderFlags = Pick<TQuizForPlayer, 'shuffle_questions' | 'shuffle_options'>;

/** One question as this attempt shows it. Vrai / Faux keep their order, as the server does. */
export function orderQuestion(question: TPlayerQuestion, flags: OrderFlags, seed: string): TPlayerQuestion {
  const options = [...question.options].sort((a, b) => a.option_order - b.option_order);
  const mayShuffle = flags.shuffle_options && question.question_type !== 'true_false';
  const targets = [...question.match_targets].sort((a, b) => a.localeCompare(b, 'fr'));
  return {
    ...question,
    options: mayShuffle ? shuffled(options, seededRandom(`${seed}:options:${question.id}`)) : options,
    match_targets: shuffled(targets, seededRandom(`${seed}:targets:${question.id}`)),
  };
}

/** The attempt's questions: by question_order, shuffled when the quiz says so, each one ordered too. */
export function orderForAttempt(
  quiz: OrderFlags & { questions: readonly TPlayerQuestion[] },
  seed: string,
): TPlayerQuestion[] {
  const byOrder = [...quiz.questions].sort((a, b) => a.question_order - b.question_order);
  const questions = quiz.shuffle_questions ? shuffled(byOrder, seededRandom(`${seed}:questions`)) : byOrder;
  return questions.map((question) => orderQuestion(question, quiz, seed));
}
