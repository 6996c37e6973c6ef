import type { LessonType } from '#shared/domain.ts';
import {
  refreshCourseSearch,
  refreshCourseStats,
  refreshListPrice,
} from '../../features/catalog/catalog.repo.ts';
import type { QuizDefinition } from '../../features/quizzes/quiz-definition.ts';
import { courses, courseTags, instructors, lessons, sections } from '../schema/index.ts';
import { type NewExerciseOptions, newExercise } from './exercises.ts';
import { newQuiz } from './quizzes.ts';
import { type Executor, unique } from './support.ts';

// A course with its sections and lessons, built to order. The marketplace's derived columns (card
// price, searchable text, counts) are refreshed by the catalog repository, as every writer must.

type CourseInsert = typeof courses.$inferInsert;
type LessonInsert = typeof lessons.$inferInsert;

export type NewInstructorOptions = { organizationId: string } & Partial<typeof instructors.$inferInsert>;

/** An active instructor profile (not tied to an account unless `userId` is given). */
export async function newInstructor(db: Executor, options: NewInstructorOptions) {
  const [row] = await db
    .insert(instructors)
    .values({ name: unique('Formateur'), status: 'active', ...options })
    .returning({ id: instructors.id, name: instructors.name });
  return row!;
}

/** What a lesson needs; quiz and exercise lessons get their own quiz or exercise unless given. */
export type LessonSpec = {
  type: LessonType;
  title?: string;
  content?: Record<string, unknown>;
  durationMinutes?: number;
  isPreview?: boolean;
  /** Quiz lessons: the quiz's definition (see newQuiz), or an existing quiz's id in `content`. */
  quiz?: Partial<QuizDefinition>;
  /** Exercise lessons: the exercise's columns. */
  exercise?: Partial<Omit<NewExerciseOptions, 'organizationId' | 'courseId'>>;
};

export type SectionSpec = { title?: string; description?: string; lessons?: LessonSpec[] };

export type BuiltLesson = {
  id: string;
  type: LessonType;
  title: string;
  sectionId: string;
  /** Set on quiz lessons. */
  quizId?: string;
  /** Set on exercise lessons. */
  exerciseId?: string;
};

/** Valid content for each lesson type: a playable video, a short article, a PDF, a sound. */
const DEFAULT_CONTENT: Record<LessonType, Record<string, unknown>> = {
  video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: 600 },
  article: { text: '<p>Un article.</p>', readingTime: 2 },
  document: { url: 'https://exemple.sn/doc.pdf', file_name: 'doc.pdf', file_type: 'pdf', size: 1000 },
  audio: { url: 'https://exemple.sn/son.mp3', duration: 300 },
  quiz: {},
  exercise: {},
};

export type NewLessonOptions = LessonSpec & {
  organizationId: string;
  courseId: string;
  sectionId: string;
  position: number;
};

/** One lesson of any type at this position of the section. */
export async function newLesson(db: Executor, options: NewLessonOptions): Promise<BuiltLesson> {
  const { organizationId, courseId, sectionId, position, type } = options;
  // Given content replaces the default whole: a test that writes content means exactly that.
  const content: Record<string, unknown> = { ...(options.content ?? DEFAULT_CONTENT[type]) };
  let quizId: string | undefined;
  let exerciseId: string | undefined;
  if (type === 'quiz') {
    quizId =
      (content.quiz_id as string | undefined) ??
      (await newQuiz(db, { organizationId, courseId, ...options.quiz })).id;
    content.quiz_id = quizId;
  }
  if (type === 'exercise') {
    exerciseId =
      (content.exercise_id as string | undefined) ??
      (await newExercise(db, { organizationId, courseId, ...options.exercise })).id;
    content.exercise_id = exerciseId;
  }
  const title = options.title ?? `Leçon ${type} ${position + 1}`;
  const [row] = await db
    .insert(lessons)
    .values({
      organizationId,
      sectionId,
      position,
      title,
      type,
      content: content as LessonInsert['content'],
      durationMinutes: options.durationMinutes ?? 10,
      isPreview: options.isPreview ?? false,
    })
    .returning({ id: lessons.id });
  return { id: row!.id, type, title, sectionId, quizId, exerciseId };
}

export type CoursePricing = 'free' | { oneTime: number; discount?: number };

export type NewCourseOptions = {
  organizationId: string;
  /** An instructor profile; omitted, a new active one is made; null, the course has none. */
  instructorId?: string | null;
  /** Omitted: one section of one video lesson. */
  sections?: SectionSpec[];
  /** Omitted: free. */
  pricing?: CoursePricing;
  /** Omitted: published. */
  published?: boolean;
  tagIds?: string[];
} & Partial<Omit<CourseInsert, 'organizationId' | 'instructorId' | 'status'>>;

export type NewCourse = {
  id: string;
  organizationId: string;
  slug: string;
  instructorId: string | null;
  sections: Array<{ id: string; lessons: BuiltLesson[] }>;
  /** Every lesson in course order (section, then position). */
  lessons: BuiltLesson[];
};

const ALL_OFF = { one_time: false, installments: false, subscription: false, registration_monthly: false };

function pricingColumns(pricing: CoursePricing): Partial<CourseInsert> {
  if (pricing === 'free') return { accessType: 'free' };
  return {
    accessType: 'paid',
    pricingModes: { ...ALL_OFF, one_time: true },
    oneTimePrice: pricing.oneTime,
    oneTimeDiscount: pricing.discount ?? 0,
  };
}

/** A course with its sections and lessons, in the organisation; every other column may be given. */
export async function newCourse(db: Executor, options: NewCourseOptions): Promise<NewCourse> {
  const {
    organizationId,
    instructorId: givenInstructor,
    sections: sectionSpecs = [{ lessons: [{ type: 'video' }] }],
    pricing = 'free',
    published = true,
    tagIds = [],
    ...columns
  } = options;
  const instructorId =
    givenInstructor === undefined ? (await newInstructor(db, { organizationId })).id : givenInstructor;
  const slug = columns.slug ?? unique('formation');
  const durationMinutes = sectionSpecs
    .flatMap((section) => section.lessons ?? [])
    .reduce((sum, lesson) => sum + (lesson.durationMinutes ?? 10), 0);
  const [row] = await db
    .insert(courses)
    .values({
      organizationId,
      instructorId,
      title: `Formation ${slug}`,
      durationMinutes,
      ...pricingColumns(pricing),
      ...columns,
      slug,
      status: published ? 'published' : 'draft',
      publishedAt: published ? (columns.publishedAt ?? new Date()) : null,
    })
    .returning({ id: courses.id });
  const courseId = row!.id;
  if (tagIds.length > 0) await db.insert(courseTags).values(tagIds.map((tagId) => ({ courseId, tagId })));

  const built: NewCourse['sections'] = [];
  for (const [sectionIndex, spec] of sectionSpecs.entries()) {
    const [section] = await db
      .insert(sections)
      .values({
        organizationId,
        courseId,
        title: spec.title ?? `Module ${sectionIndex + 1}`,
        description: spec.description,
        position: sectionIndex,
      })
      .returning({ id: sections.id });
    const sectionLessons: BuiltLesson[] = [];
    for (const [position, lesson] of (spec.lessons ?? []).entries()) {
      sectionLessons.push(
        await newLesson(db, { ...lesson, organizationId, courseId, sectionId: section!.id, position }),
      );
    }
    built.push({ id: section!.id, lessons: sectionLessons });
  }

  await refreshCourseDerivedColumns(db, courseId);
  return {
    id: courseId,
    organizationId,
    slug,
    instructorId,
    sections: built,
    lessons: built.flatMap((section) => section.lessons),
  };
}

/** Card price, searchable text and counts, as the catalog repository computes them. */
export async function refreshCourseDerivedColumns(db: Executor, courseId: string) {
  await refreshListPrice(db, courseId);
  await refreshCourseSearch(db, [courseId]);
  await refreshCourseStats(db, [courseId]);
}
