import { describe, expect, it } from 'vitest';
import type { TQuizForBuilder } from '#shared/quizzes/quiz-builder.contract.ts';
import { guessFormat } from './import-draft.ts';
import {
  emptyQuestion,
  emptyQuiz,
  moveItem,
  type QuizFormValues,
  questionToValues,
  quizToValues,
  valuesToQuiz,
  ZNewQuizForm,
  ZQuizForm,
} from './quiz-form.ts';

const stored: TQuizForBuilder = {
  id: '11111111-1111-4111-8111-111111111111',
  course_id: '22222222-2222-4222-8222-222222222222',
  course_title: 'HTML',
  title: 'Bases du HTML',
  description: null,
  duration: 10,
  passing_score: 70,
  shuffle_questions: true,
  shuffle_options: false,
  show_results: true,
  allow_retries: false,
  type: 'exam',
  status: 'draft',
  attempt_count: 1,
  updated_at: '2026-11-26T10:00:00.000Z',
  questions: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      question_order: 1,
      is_used: true,
      question_type: 'multiple_choice',
      question_text: 'Quelle balise ?',
      points: 2,
      time_limit: 30,
      explanation: 'Voir le cours.',
      options: [
        { option_text: '<p>', is_correct: false },
        { option_text: '<a>', is_correct: true },
      ],
    },
    {
      id: '44444444-4444-4444-8444-444444444444',
      question_order: 2,
      is_used: false,
      question_type: 'true_false',
      question_text: 'HTML est un langage de balisage.',
      points: 1,
      time_limit: null,
      explanation: null,
      correct_answer: true,
    },
    {
      id: '55555555-5555-4555-8555-555555555555',
      question_order: 3,
      is_used: false,
      question_type: 'matching',
      question_text: 'Associez.',
      points: 1,
      time_limit: null,
      explanation: null,
      pairs: [{ left: 'h1', right: 'titre' }],
    },
    {
      id: '66666666-6666-4666-8666-666666666666',
      question_order: 4,
      is_used: false,
      question_type: 'short_answer',
      question_text: 'Balise du lien ?',
      points: 1,
      time_limit: null,
      explanation: null,
      expected_answer: 'a',
    },
  ],
};

describe('the quiz form and the builder contract', () => {
  it('round-trips a stored quiz: form values, then the PUT body the contract accepts unchanged', () => {
    const values = quizToValues(stored);
    expect(values.duration).toBe('10');
    expect(values.passing_score).toBe('70');
    expect(values.questions[0]).toMatchObject({
      id: stored.questions[0]?.id,
      is_used: true,
      time_limit: '30',
    });
    expect(values.questions[1]?.correct_answer).toBe('true');
    const parsed = ZQuizForm.parse(values);
    expect(parsed).toEqual({
      title: stored.title,
      description: null,
      type: 'exam',
      duration: 10,
      passing_score: 70,
      shuffle_questions: true,
      shuffle_options: false,
      show_results: true,
      allow_retries: false,
      questions: stored.questions.map(({ question_order: _, is_used: __, ...question }) => question),
    });
  });

  it('reads empty number fields as their defaults: no duration, no pass mark, no time limit', () => {
    const values: QuizFormValues = {
      ...emptyQuiz(),
      title: 'Quiz',
      duration: '',
      questions: [
        { ...emptyQuestion('short_answer'), question_text: 'Q', expected_answer: 'R', time_limit: ' ' },
      ],
    };
    const body = valuesToQuiz(values);
    expect(body).toMatchObject({ duration: 0, passing_score: null, description: null });
    expect(body.questions[0]).toMatchObject({ time_limit: null, points: 1, explanation: null });
    expect(body.questions[0]).not.toHaveProperty('id');
  });

  it('sends only the fields of the chosen type, whatever the others hold', () => {
    const question = {
      ...emptyQuestion('long_answer'),
      question_text: 'Expliquez.',
      expected_answer: 'Parce que.',
    };
    const [body] = valuesToQuiz({ ...emptyQuiz(), title: 'Q', questions: [question] }).questions;
    expect(body).toEqual({
      question_type: 'long_answer',
      question_text: 'Expliquez.',
      expected_answer: 'Parce que.',
      points: 1,
      time_limit: null,
      explanation: null,
    });
  });

  it("gives the contract's French messages at the form's own field paths", () => {
    const values: QuizFormValues = {
      ...emptyQuiz(),
      title: ' ',
      passing_score: '120',
      questions: [
        { ...emptyQuestion('true_false'), question_text: 'Vrai ?' },
        { ...emptyQuestion('multiple_choice'), question_text: 'Q', time_limit: 'abc' },
        { ...emptyQuestion('matching'), question_text: 'Associez' },
      ],
    };
    const result = ZQuizForm.safeParse(values);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages.title).toBe('Le titre est obligatoire.');
    expect(messages.passing_score).toBe('La note de passage doit être un pourcentage entier entre 0 et 100.');
    expect(messages['questions.0.correct_answer']).toBe(
      'Indiquez si la bonne réponse est « Vrai » ou « Faux ».',
    );
    expect(messages['questions.1.time_limit']).toMatch(/^Le temps limite doit être/);
    expect(messages['questions.1.options.0.option_text']).toBe('Le texte de chaque option est obligatoire.');
    expect(messages['questions.2.pairs.0.left']).toBe(
      "Chaque paire d'une association doit avoir ses deux côtés remplis.",
    );
  });

  it('asks for the course on creation, then sends it with the quiz', () => {
    const refused = ZNewQuizForm.safeParse(emptyQuiz());
    const messages = Object.fromEntries(
      (refused.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    // Both at once: the course's absence does not hide the other fields' messages.
    expect(messages).toEqual({
      course_id: 'Choisissez la formation du quiz.',
      title: 'Le titre est obligatoire.',
    });
    const values = { ...emptyQuiz(), title: 'Nouveau' };
    const accepted = ZNewQuizForm.parse({ ...values, course_id: stored.course_id });
    expect(accepted).toMatchObject({ course_id: stored.course_id, title: 'Nouveau', questions: [] });
  });

  it("turns an import preview's question into an editable new question", () => {
    const values = questionToValues({
      question_type: 'matching',
      question_text: 'Associez',
      pairs: [{ left: 'a', right: 'b' }],
    });
    expect(values).toMatchObject({ id: '', is_used: false, points: '1', time_limit: '', explanation: '' });
    expect(values.pairs).toEqual([{ left: 'a', right: 'b' }]);
  });

  it('moves a question as a drop does, the others keeping their order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a'], 5, 0)).toEqual(['a']);
  });

  it('guesses a pasted or chosen file’s format', () => {
    expect(guessFormat('banque.gift', 'Q {T}')).toBe('gift');
    expect(guessFormat('banque.txt', 'Q ?\nA) x\nB) y\nANSWER: A')).toBe('aiken');
    expect(guessFormat('banque.txt', 'Q {=a ~b}')).toBe('gift');
  });
});
