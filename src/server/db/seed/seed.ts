import { hashPassword } from 'better-auth/crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import {
  refreshCourseSearch,
  refreshCourseStats,
  refreshListPrice,
} from '../../features/catalog/catalog.repo.ts';
import { sanitizeArticleContent } from '../../features/learning/sanitize-article.ts';
import type { Db, Tx } from '../client.ts';
import {
  completeLessons,
  enrol,
  type LessonSpec,
  newCategory,
  newCourse,
  newInstructor,
  newOrganization,
  newReview,
  newTag,
  newUser,
} from '../factories/index.ts';
import {
  categories,
  courseReviews,
  courses,
  enrollments,
  instructors,
  lessons,
  organizations,
  sections,
  tags,
  users,
} from '../schema/index.ts';
import { applyDemoPictures } from './apply-demo-pictures.ts';
import type { SampleCourse, SampleLesson } from './courses/builders.ts';
import { SAMPLE_COURSES } from './courses/index.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_ENROLLMENTS,
  DEMO_ORGANIZATIONS,
  DEMO_PASSWORD,
  DEMO_REVIEWS,
  type DemoAccount,
} from './demo-accounts.ts';
import type { DemoRefs } from './demo-refs.ts';
import { SAMPLE_CATEGORIES, SAMPLE_INSTRUCTORS, SAMPLE_TAGS } from './sample-catalog.ts';
import { seedCertificates } from './seed-certificates.ts';
import { seedCohortSpace } from './seed-cohort-space.ts';
import { demoExercise, seedDemoSubmission, seedExercises } from './seed-exercises.ts';
import { seedOverdueInstallment } from './seed-installments.ts';
// Progress and achievements (issue 17)
import { seedLearnerActivity } from './seed-learner-activity.ts';
import { seedPaymentHistory } from './seed-payment-history.ts';
import { seedPayments } from './seed-payments.ts';
import { seedQuizzes } from './seed-quizzes.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Demo courses whose lessons open one after another. */
const SEQUENTIAL_COURSES = new Set(['marketing-digital-reseaux-sociaux']);

/** Loads the demo data when the database has no organisation yet. Returns whether it did. */
export async function seedIfEmpty(db: Db, config: Pick<Config, 'isProduction'>): Promise<boolean> {
  if (config.isProduction && process.env.SEED_DEMO_DATA !== 'true') return false;
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(organizations);
  if ((row?.count ?? 0) > 0) {
    // Seeded before the demo courses had pictures: give them theirs (docs/decisions/056).
    await applyDemoPictures(db);
    return false;
  }
  await seed(db);
  return true;
}

/**
 * The demo organisation, one account per role, the sample catalogue and a few enrolments.
 * Idempotent: each row is found by its natural key first, so a second run changes nothing.
 */
export async function seed(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const orgIds = new Map<string, string>();
    for (const org of DEMO_ORGANIZATIONS) {
      const [found] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.slug, org.slug));
      orgIds.set(org.slug, found?.id ?? (await newOrganization(tx, { ...org })).id);
    }
    const demoOrgId = orgIds.get('jang')!;

    const instructorIds = await seedInstructors(tx, demoOrgId);
    const userIds = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      const userId = await seedAccount(tx, account, orgIds.get(account.organizationSlug)!, passwordHash);
      userIds.set(account.email, userId);
      if (account.instructorKey) {
        const instructorId = instructorIds.get(account.instructorKey);
        if (instructorId)
          await tx.update(instructors).set({ userId }).where(eq(instructors.id, instructorId));
      }
    }

    const categoryIds = new Map<string, string>();
    for (const category of SAMPLE_CATEGORIES) {
      const [found] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.organizationId, demoOrgId), eq(categories.slug, category.slug)));
      categoryIds.set(
        category.slug,
        found?.id ?? (await newCategory(tx, { ...category, organizationId: demoOrgId })).id,
      );
    }

    const tagIds = new Map<string, string>();
    for (const tag of SAMPLE_TAGS) {
      const [found] = await tx
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.organizationId, demoOrgId), eq(tags.name, tag.name)));
      tagIds.set(tag.name, found?.id ?? (await newTag(tx, { ...tag, organizationId: demoOrgId })).id);
    }

    // Demo courses are referenced by key (their slug), never by position in the list.
    const courseIdBySlug = new Map<string, string>();
    for (const course of SAMPLE_COURSES) {
      courseIdBySlug.set(
        course.slug,
        await seedCourse(tx, course, { orgId: demoOrgId, instructorIds, categoryIds, tagIds }),
      );
    }
    const courseIds = [...courseIdBySlug.values()];
    const refs: DemoRefs = { organizationId: demoOrgId, userIds, courseIds: courseIdBySlug };
    // Each course brought its quizzes and exercises; these only attach the ones a database seeded
    // before a demo quiz or exercise existed still lacks.
    await seedQuizzes(tx, demoOrgId);
    await seedExercises(tx, demoOrgId);
    await seedPayments(tx, refs);

    for (const enrollment of DEMO_ENROLLMENTS) {
      const userId = userIds.get(enrollment.email);
      const courseId = courseIdBySlug.get(enrollment.courseSlug);
      const course = SAMPLE_COURSES.find((sample) => sample.slug === enrollment.courseSlug);
      if (!userId || !courseId || !course) continue;
      const enrolledAt = new Date(Date.now() - enrollment.daysAgo * DAY_MS);
      const [enrolled] = await tx
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
      if (!enrolled) {
        await enrol(tx, userId, courseId, {
          status: enrollment.progress === 100 ? 'completed' : 'active',
          paymentStatus: enrollment.paymentStatus ?? (course.accessType === 'free' ? 'free' : 'paid'),
          progress: enrollment.progress,
          enrolledAt,
          lastActivityAt: enrollment.progress > 0 ? new Date(Date.now() - DAY_MS) : null,
          accessEndDate: course.accessDurationDays
            ? new Date(enrolledAt.getTime() + course.accessDurationDays * DAY_MS)
            : null,
        });
      }
      await seedLessonProgress(tx, { userId, courseId, percent: enrollment.progress });
    }

    // Cohorts, part space (issue 15): the bootcamp's session under way, etudiant@ learning in it.
    await seedCohortSpace(tx, refs, passwordHash);
    await seedDemoSubmission(tx, refs);
    await seedOverdueInstallment(tx, refs);
    await seedPaymentHistory(tx, refs);
    // Certificates, part issue (issue 16): the demo template and etudiant@'s bootcamp certificate.
    await seedCertificates(tx, refs);
    // Progress and achievements (issue 17): days of learning for 'Progression' and 'Succès'.
    await seedLearnerActivity(tx, refs);

    for (const review of DEMO_REVIEWS) {
      const userId = userIds.get(review.email);
      const courseId = courseIdBySlug.get(review.courseSlug);
      if (!userId || !courseId) continue;
      const [existing] = await tx
        .select({ id: courseReviews.id })
        .from(courseReviews)
        .where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.userId, userId)));
      if (!existing)
        await newReview(tx, { courseId, userId, rating: review.rating, comment: review.comment });
    }

    // The marketplace's derived columns: card price, searchable text, learner and review counts.
    for (const courseId of courseIds) await refreshListPrice(tx, courseId);
    await refreshCourseSearch(tx, courseIds);
    await refreshCourseStats(tx, courseIds);
    // A second run on a database seeded before the pictures existed fills them in.
    await applyDemoPictures(tx);
  });
}

/**
 * Marks the first `percent` of a course's lessons completed a day ago, watched to their end, and the
 * enrolment's progress to what these whole lessons add up to, so the course page matches the enrolment.
 */
async function seedLessonProgress(tx: Tx, input: { userId: string; courseId: string; percent: number }) {
  const ordered = await tx
    .select({ id: lessons.id, durationMinutes: lessons.durationMinutes })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(eq(sections.courseId, input.courseId))
    .orderBy(asc(sections.position), asc(lessons.position));
  const done = ordered.slice(0, Math.round((ordered.length * input.percent) / 100));
  await completeLessons(tx, {
    userId: input.userId,
    courseId: input.courseId,
    lessonIds: done.map((lesson) => lesson.id),
    lessonCount: ordered.length,
    watchedSeconds: Object.fromEntries(done.map((lesson) => [lesson.id, lesson.durationMinutes * 60])),
    completedAt: new Date(Date.now() - DAY_MS),
  });
}

async function seedInstructors(tx: Tx, orgId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const { key, ...instructor } of SAMPLE_INSTRUCTORS) {
    const [existing] = await tx
      .select({ id: instructors.id })
      .from(instructors)
      .where(and(eq(instructors.organizationId, orgId), eq(instructors.email, instructor.email)));
    ids.set(key, existing?.id ?? (await newInstructor(tx, { ...instructor, organizationId: orgId })).id);
  }
  return ids;
}

async function seedAccount(
  tx: Tx,
  account: DemoAccount,
  orgId: string,
  passwordHash: string,
): Promise<string> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (existing) return existing.id;
  const { id } = await newUser(tx, {
    organizationId: orgId,
    role: account.roles,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    passwordHash,
  });
  return id;
}

/**
 * One demo course through the same factory as the tests' courses (decision 105), with its quizzes and
 * exercises; found by its key (slug) first, so a second run adds nothing.
 */
async function seedCourse(
  tx: Tx,
  course: SampleCourse,
  refs: {
    orgId: string;
    instructorIds: Map<string, string>;
    categoryIds: Map<string, string>;
    tagIds: Map<string, string>;
  },
): Promise<string> {
  const [existing] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.organizationId, refs.orgId), eq(courses.slug, course.slug)));
  if (existing) return existing.id;

  const {
    sections: sampleSections,
    tags: tagNames,
    instructorKey,
    categorySlug,
    publishedDaysAgo,
    ...fields
  } = course;
  const publishedAt = new Date(Date.now() - publishedDaysAgo * DAY_MS);
  const created = await newCourse(tx, {
    ...fields,
    organizationId: refs.orgId,
    instructorId: refs.instructorIds.get(instructorKey) ?? null,
    categoryId: refs.categoryIds.get(categorySlug) ?? null,
    published: true,
    isSequential: SEQUENTIAL_COURSES.has(course.slug),
    publishedAt,
    createdAt: publishedAt,
    updatedAt: publishedAt,
    tagIds: tagNames.flatMap((name) => refs.tagIds.get(name) ?? []),
    sections: sampleSections.map((section) => ({
      title: section.title,
      description: section.description,
      lessons: section.lessons.map(lessonSpec),
    })),
  });
  return created.id;
}

/** A demo lesson as the course factory takes it, with its demo quiz or exercise. */
function lessonSpec(lesson: SampleLesson): LessonSpec {
  const { quiz, exercise, ...fields } = lesson;
  return {
    ...fields,
    // Article HTML is cleaned when saved, as the course editor will.
    content: lesson.type === 'article' ? sanitizeArticleContent(lesson.content) : lesson.content,
    // The quiz takes its title and duration from its lesson.
    quiz: quiz && { ...quiz, title: lesson.title, durationMinutes: lesson.durationMinutes },
    exercise: exercise && demoExercise(lesson.title, lesson.durationMinutes, exercise),
  };
}
