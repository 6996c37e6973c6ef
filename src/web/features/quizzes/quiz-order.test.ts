import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderForAttempt, orderQuestion, seededRandom, shuffled } from './quiz-order.ts';
import { playerQuestion, playerQuiz } from './quiz-test-data.ts';

const ids = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id);
const sorted = <T>(items: readonly T[]) => [...items].sort();

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, in [0, 1)', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i++) {
          const value = a();
          expect(value).toBe(b());
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
        }
      }),
    );
  });

  it('spreads its values (each tenth of [0, 1) is hit)', () => {
    const random = seededRandom('attempt-42');
    const buckets = new Set(Array.from({ length: 500 }, () => Math.floor(random() * 10)));
    expect(buckets.size).toBe(10);
  });
});

describe('shuffled', () => {
  it('returns a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        const copy = [...items];
        const result = shuffled(items, seededRandom(seed));
        expect(items).toEqual(copy);
        expect(sorted(result)).toEqual(sorted(items));
      }),
    );
  });

  it('reaches every order of three items over many seeds', () => {
    const orders = new Set(
      Array.from({ length: 300 }, (_, i) => shuffled(['a', 'b', 'c'], seededRandom(`s${i}`)).join('')),
    );
    expect(orders.size).toBe(6);
  });
});

describe('orderForAttempt', () => {
  const questions = [
    playerQuestion('q3', 'multiple_choice', 3, ['A', 'B', 'C', 'D']),
    playerQuestion('q1', 'true_false', 1, ['Vrai', 'Faux']),
    playerQuestion('q2', 'matching', 2, ['x', 'y', 'z'], ['Z', 'X', 'Y']),
    playerQuestion('q4', 'short_answer', 4),
    playerQuestion('q5', 'multiple_choice', 5, ['1', '2', '3', '4', '5', '6']),
  ];

  it("keeps the author's order of questions and options when the quiz does not shuffle", () => {
    const reversed = questions.map((q) => ({ ...q, options: [...q.options].reverse() }));
    const ordered = orderForAttempt(playerQuiz(reversed), 'attempt-1');
    expect(ids(ordered)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    for (const question of ordered) {
      expect(question.options.map((o) => o.option_order)).toEqual(question.options.map((_, i) => i + 1));
    }
  });

  it('gives one attempt one order, whatever order the server sent', () => {
    const quiz = playerQuiz(questions, { shuffle_questions: true, shuffle_options: true });
    const again = playerQuiz([...questions].reverse(), { shuffle_questions: true, shuffle_options: true });
    expect(orderForAttempt(quiz, 'attempt-7')).toEqual(orderForAttempt(again, 'attempt-7'));
  });

  it('shuffles questions and options when the flags say so, by attempt', () => {
    const quiz = playerQuiz(questions, { shuffle_questions: true, shuffle_options: true });
    const orders = new Set<string>();
    const optionOrders = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const ordered = orderForAttempt(quiz, `attempt-${i}`);
      expect(sorted(ids(ordered))).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
      orders.add(ids(ordered).join());
      optionOrders.add(ids(ordered.find((q) => q.id === 'q5')!.options).join());
    }
    expect(orders.size).toBeGreaterThan(10);
    expect(optionOrders.size).toBeGreaterThan(10);
  });

  it('never shuffles Vrai / Faux', () => {
    const quiz = playerQuiz(questions, { shuffle_options: true });
    for (let i = 0; i < 20; i++) {
      const trueFalse = orderForAttempt(quiz, `a${i}`).find((q) => q.id === 'q1')!;
      expect(trueFalse.options.map((o) => o.option_text)).toEqual(['Vrai', 'Faux']);
    }
  });

  it('always shuffles matching values, even without the options flag', () => {
    const question = playerQuestion('m', 'matching', 1, ['a', 'b', 'c', 'd'], ['1', '2', '3', '4']);
    const orders = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const ordered = orderQuestion(question, { shuffle_questions: false, shuffle_options: false }, `a${i}`);
      expect(sorted(ordered.match_targets)).toEqual(['1', '2', '3', '4']);
      expect(ids(ordered.options)).toEqual(['m-o1', 'm-o2', 'm-o3', 'm-o4']);
      orders.add(ordered.match_targets.join());
    }
    expect(orders.size).toBeGreaterThan(5);
  });
});
