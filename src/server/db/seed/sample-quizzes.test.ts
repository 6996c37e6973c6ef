import { describe, expect, it } from 'vitest';
import { SAMPLE_QUIZZES } from './courses/index.ts';
import { DEMO_ENROLLMENTS } from './demo-accounts.ts';

// The demo must let someone try the quiz timer in a few seconds, again and again.
describe('demo quizzes', () => {
  it('give the demo student a quiz with retries and a question timed at 15 s or less', () => {
    const followed = DEMO_ENROLLMENTS.filter((e) => e.email === 'etudiant@demo.jang.sn').map(
      (e) => e.courseSlug,
    );
    const timed = SAMPLE_QUIZZES.filter(
      (quiz) =>
        followed.includes(quiz.courseSlug) &&
        quiz.allowRetries &&
        quiz.questions.some((q) => q.timeLimitSeconds !== null && q.timeLimitSeconds <= 15),
    );
    expect(timed.map((quiz) => quiz.lessonTitle)).toContain('Quiz : les bases du HTML et du CSS');
  });

  it('give every timed question at least 10 seconds', () => {
    for (const quiz of SAMPLE_QUIZZES) {
      for (const question of quiz.questions) {
        if (question.timeLimitSeconds !== null) expect(question.timeLimitSeconds).toBeGreaterThanOrEqual(10);
      }
    }
  });
});
