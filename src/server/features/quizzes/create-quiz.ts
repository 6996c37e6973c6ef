import type { TCreateQuiz, TQuizForBuilder } from '#shared/quizzes/quiz-builder.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { requireAuthorableCourse } from '../courses/authoring-access.ts';
import { insertBuilderQuiz } from './quiz-builder.repo.ts';
import { builderView, settingsRow } from './quiz-builder-access.ts';
import { toDefinition } from './quiz-builder-questions.ts';
import { insertQuestions } from './quizzes.repo.ts';

/** 'Nouveau quiz': a draft of one of the caller's courses, with its first questions, in one transaction. */
export async function createQuiz(db: Db, caller: Caller, input: TCreateQuiz): Promise<TQuizForBuilder> {
  const course = await requireAuthorableCourse(db, caller, input.course_id);
  return db.transaction(async (tx) => {
    const refs = { organizationId: course.organizationId, courseId: course.id };
    const quizId = await insertBuilderQuiz(tx, { ...refs, ...settingsRow(input) });
    await insertQuestions(
      tx,
      { organizationId: refs.organizationId, quizId },
      input.questions.map(toDefinition),
      1,
    );
    return builderView(tx, quizId);
  });
}
