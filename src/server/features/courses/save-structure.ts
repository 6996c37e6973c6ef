import { randomUUID } from 'node:crypto';
import { positionCollisions, type TStructureSave } from '#shared/courses/course-editor.contract.ts';
import { lessonMinutes } from '#shared/courses/duration.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Caller } from '../auth/caller.ts';
import { exerciseDurationsInOrganization } from '../exercises/exercises.repo.ts';
import { sanitizeArticle } from '../learning/sanitize-article.ts';
import { quizDurationsInOrganization } from '../quizzes/quizzes.repo.ts';
import { requireEditableCourse } from './course-access.ts';
import { notifyCourseChange } from './course-changes.ts';
import { type CourseEditorDeps, loadCourseEditor } from './course-editor.ts';
import {
  type LessonWrite,
  listLessonsOfCourse,
  listSections,
  type SectionWrite,
  setCourseDuration,
  updateCourseAtVersion,
  writeStructure,
} from './courses.repo.ts';
import { lessonFileAddress, removeUnusedFiles } from './remove-unused-files.ts';

// PUT /api/courses/:courseId/structure (spec §4, §7): the whole structure the editor holds, saved
// all or nothing (decision 144). Everything is checked before anything is written (positions, ids
// of this course, quizzes and exercises of this organisation); then, in one transaction that
// starts by taking the course row at the version the editor started from, removed sections and
// lessons are deleted, the others written, and each lesson's duration and the course's (§9) stored.

const refuse = (message: string, details?: Record<string, unknown>) =>
  new AppError('VALIDATION', message, details);

export async function saveStructure(
  deps: CourseEditorDeps,
  caller: Caller,
  courseId: string,
  body: TStructureSave,
) {
  const { db } = deps;
  const { course } = await requireEditableCourse(db, caller, courseId);

  const collisions = positionCollisions(body.sections);
  if (collisions.length > 0) throw refuse(collisions[0]!, { problems: collisions });

  const givenIds = [
    ...body.sections.flatMap((section) => (section.id ? [section.id] : [])),
    ...body.sections.flatMap((section) =>
      section.lessons.flatMap((lesson) => (lesson.id ? [lesson.id] : [])),
    ),
  ];
  if (new Set(givenIds).size !== givenIds.length) throw refuse(t('courses.structure.duplicateId'));

  const lessonsIn = body.sections.flatMap((section, sectionIndex) =>
    section.lessons.map((lesson, lessonIndex) => ({ lesson, sectionIndex, lessonIndex })),
  );
  const quizIds = lessonsIn.flatMap(({ lesson }) =>
    lesson.type === 'quiz' && lesson.content.quiz_id ? [lesson.content.quiz_id] : [],
  );
  const exerciseIds = lessonsIn.flatMap(({ lesson }) =>
    lesson.type === 'exercise' && lesson.content.exercise_id ? [lesson.content.exercise_id] : [],
  );
  const quizMinutes = await quizDurationsInOrganization(db, course.organizationId, [...new Set(quizIds)]);
  const exerciseMinutes = await exerciseDurationsInOrganization(db, course.organizationId, [
    ...new Set(exerciseIds),
  ]);
  for (const { lesson, sectionIndex, lessonIndex } of lessonsIn) {
    const where = { section: sectionIndex, lesson: lessonIndex };
    if (lesson.type === 'quiz' && lesson.content.quiz_id && !quizMinutes.has(lesson.content.quiz_id))
      throw refuse(t('courses.structure.quizUnknown'), where);
    if (
      lesson.type === 'exercise' &&
      lesson.content.exercise_id &&
      !exerciseMinutes.has(lesson.content.exercise_id)
    )
      throw refuse(t('courses.structure.exerciseUnknown'), where);
  }

  const droppedFiles = await db.transaction(async (tx) => {
    // The row is locked from here: a concurrent save of the same course waits, then finds the version moved.
    const locked = await updateCourseAtVersion(tx, courseId, body.version, {});
    if (!locked) throw new AppError('COURSE_STALE');
    await notifyCourseChange(tx, locked);
    const ownSections = new Set((await listSections(tx, courseId)).map((section) => section.id));
    const storedLessons = await listLessonsOfCourse(tx, courseId);
    const ownLessons = new Set(storedLessons.map((lesson) => lesson.id));

    const sections: SectionWrite[] = [];
    const lessons: LessonWrite[] = [];
    body.sections.forEach((section, sectionIndex) => {
      if (section.id && !ownSections.has(section.id))
        throw refuse(t('courses.structure.sectionUnknown'), { section: sectionIndex });
      const sectionId = section.id ?? randomUUID();
      sections.push({ id: sectionId, title: section.title, position: section.position });
      section.lessons.forEach((lesson, lessonIndex) => {
        if (lesson.id && !ownLessons.has(lesson.id))
          throw refuse(t('courses.structure.lessonUnknown'), { section: sectionIndex, lesson: lessonIndex });
        const content: Record<string, unknown> =
          lesson.type === 'article' && typeof lesson.content.text === 'string'
            ? { ...lesson.content, text: sanitizeArticle(lesson.content.text) }
            : { ...lesson.content };
        lessons.push({
          id: lesson.id ?? randomUUID(),
          sectionId,
          title: lesson.title,
          type: lesson.type,
          content,
          position: lesson.position,
          isPreview: lesson.isPreview,
          durationMinutes: lessonMinutes(lesson.type, content, {
            quizMinutes: (id) => quizMinutes.get(id),
            exerciseMinutes: (id) => exerciseMinutes.get(id),
          }),
        });
      });
    });
    await writeStructure(tx, course, { sections, lessons });
    const durationMinutes = lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0);
    await setCourseDuration(tx, courseId, durationMinutes);
    // Files the structure pointed at and no longer does: a removed lesson's, a replaced one, a type change's.
    const kept = new Set(lessons.map((lesson) => lessonFileAddress(lesson.content)));
    return storedLessons.map((lesson) => lessonFileAddress(lesson.content)).filter((url) => !kept.has(url));
  });
  if (course.status === 'published') deps.onListingChange();
  await removeUnusedFiles(db, deps.files, course.organizationId, droppedFiles);
  return loadCourseEditor(db, courseId);
}
