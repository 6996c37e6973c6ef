import type { TBuilderListQuery, TQuizListItem } from '#shared/quizzes/quiz-builder.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { authoringScope } from '../courses/authoring-access.ts';
import { listBuilderQuizzes } from './quiz-builder.repo.ts';

/**
 * 'Mes quiz' and the editor's picker (`?status=published`): an instructor's quizzes of the courses
 * they teach, an admin's of the whole organisation.
 */
export async function listQuizzesToBuild(
  db: Db,
  caller: Caller,
  query: TBuilderListQuery,
): Promise<TQuizListItem[]> {
  const rows = await listBuilderQuizzes(db, authoringScope(caller), query);
  return rows.map(({ quiz, courseTitle, questionCount }) => ({
    id: quiz.id,
    course_id: quiz.courseId,
    course_title: courseTitle,
    title: quiz.title,
    type: quiz.type,
    status: quiz.status,
    duration: quiz.durationMinutes,
    question_count: questionCount,
    updated_at: quiz.updatedAt.toISOString(),
  }));
}
