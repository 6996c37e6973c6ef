import { randomUUID } from 'node:crypto';
import type {
  TCourseCreate,
  TCourseEditor,
  TCourseUpdate,
  TEditorOptions,
} from '#shared/courses/course-editor.contract.ts';
import { withAccessType } from '#shared/courses/pricing-rules.ts';
import { missingForPublish } from '#shared/courses/publish-readiness.ts';
import { COURSE_LANGUAGES, COURSE_LEVELS, type CourseStatus } from '#shared/domain.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { slugify } from '#shared/slug.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import {
  listCategoryChoices,
  listTagChoices,
  refreshCourseSearch,
  refreshCourseStats,
  refreshListPrice,
} from '../catalog/catalog.repo.ts';
import { findInstructorOfUser, listInstructorsOfOrganization } from '../instructor/instructor.repo.ts';
import { sanitizeArticle } from '../learning/sanitize-article.ts';
import { editsWholeOrganization, requireAuthor, requireEditableCourse } from './course-access.ts';
import { notifyCourseChange } from './course-changes.ts';
import {
  type CourseInsert,
  type CourseRow,
  countLessonsOfCourse,
  findAuthoredCourse,
  insertCourse,
  listAuthoredCourses,
  listCourseTagIds,
  listLessonsOfSections,
  listSections,
  replaceCourseTags,
  updateCourseAtVersion,
} from './courses.repo.ts';
import { type CourseFiles, removeUnusedFiles } from './remove-unused-files.ts';

// The course editor's use cases (issue 14, spec/authoring-and-shell.md §4, §5, §7): the list, a new
// draft, the editor's data, metadata and pricing, publish and archive. The structure is saved by
// save-structure.ts. Every write carries the version it started from (decision 145) and keeps the
// marketplace's derived columns and listing cache true (decision 146).

export type CourseEditorDeps = {
  db: Db;
  /** Called after a write that may change what the marketplace lists (its cache is emptied). */
  onListingChange: () => void;
  /** The organisation's certificate templates (certificates/list-templates.ts certificateTemplateChoices). */
  certificateTemplates: (organizationId: string) => Promise<TEditorOptions['certificateTemplates']>;
  /** Where uploaded files live: a file a save drops is deleted once it commits (decision 177). */
  files: CourseFiles;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function listEditorCourses(
  db: Executor,
  caller: Caller,
  query: { status?: CourseStatus; search?: string },
) {
  requireAuthor(caller);
  const rows = await listAuthoredCourses(db, caller.organizationId, {
    taughtBy: editsWholeOrganization(caller) ? undefined : caller.userId,
    ...query,
  });
  return {
    courses: rows.map(({ instructorId, instructorName, ...row }) => ({
      ...row,
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: iso(row.publishedAt),
      instructor: instructorId ? { id: instructorId, name: instructorName ?? '' } : null,
    })),
  };
}

/** The editor's data: the course's fields, its tags, its structure and its version. */
export async function loadCourseEditor(db: Executor, courseId: string): Promise<TCourseEditor> {
  const found = await findCourseOrFail(db, courseId);
  const { course } = found;
  const sectionRows = await listSections(db, courseId);
  const lessonRows = await listLessonsOfSections(
    db,
    sectionRows.map((section) => section.id),
  );
  return {
    id: course.id,
    slug: course.slug,
    status: course.status,
    version: course.version,
    durationMinutes: course.durationMinutes,
    publishedAt: iso(course.publishedAt),
    updatedAt: course.updatedAt.toISOString(),
    instructor: course.instructorId ? { id: course.instructorId, name: found.instructorName ?? '' } : null,
    title: course.title,
    shortDescription: course.shortDescription,
    description: course.description,
    format: course.format,
    categoryId: course.categoryId,
    tagIds: await listCourseTagIds(db, courseId),
    language: course.language,
    level: course.level,
    instructorId: course.instructorId,
    objectives: course.objectives,
    prerequisites: course.prerequisites,
    expectedResults: course.expectedResults,
    thumbnailUrl: course.thumbnailUrl,
    previewVideoUrl: course.previewVideoUrl,
    accessDurationDays: course.accessDurationDays,
    enableCommunity: course.enableCommunity,
    enableCertificate: course.enableCertificate,
    certificateTemplateId: course.certificateTemplateId,
    accessType: course.accessType,
    pricingModes: course.pricingModes,
    oneTimePrice: course.oneTimePrice,
    oneTimeDiscount: Number(course.oneTimeDiscount),
    monthlyPrice: course.monthlyPrice,
    registrationFee: course.registrationFee,
    monthlyFee: course.monthlyFee,
    installments: course.installments,
    sections: sectionRows.map((section) => ({
      id: section.id,
      title: section.title,
      position: section.position,
      lessons: lessonRows
        .filter((lesson) => lesson.sectionId === section.id)
        .map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          type: lesson.type,
          content: lesson.content as Record<string, unknown>,
          position: lesson.position,
          isPreview: lesson.isPreview,
          durationMinutes: lesson.durationMinutes,
        })),
    })),
  };
}

async function findCourseOrFail(db: Executor, courseId: string) {
  const found = await findAuthoredCourse(db, courseId);
  if (!found) throw new AppError('NOT_FOUND', t('courses.notFound'));
  return found;
}

export async function getCourseEditor(db: Executor, caller: Caller, courseId: string) {
  await requireEditableCourse(db, caller, courseId);
  return loadCourseEditor(db, courseId);
}

type Patch = Partial<Omit<TCourseCreate, 'title'>> & { title?: string };

/**
 * The columns a patch writes, checked against the organisation (category, tags, instructor,
 * certificate template) and normalised by the panels' rules: the access type's pricing reset, the
 * certificate switch, the description sanitised.
 */
async function columnsOf(
  deps: CourseEditorDeps,
  caller: Caller,
  current: CourseRow | null,
  patch: Patch,
): Promise<{ values: Partial<CourseInsert>; tagIds?: string[] }> {
  const { db } = deps;
  const organizationId = caller.organizationId;
  const values: Partial<CourseInsert> = {};
  if (patch.title !== undefined) values.title = patch.title;
  if (patch.shortDescription !== undefined) values.shortDescription = patch.shortDescription || null;
  if (patch.description !== undefined) values.description = sanitizeArticle(patch.description);
  if (patch.format !== undefined) values.format = patch.format;
  if (patch.language !== undefined) values.language = patch.language;
  if (patch.level !== undefined) values.level = patch.level;
  if (patch.objectives !== undefined) values.objectives = patch.objectives;
  if (patch.prerequisites !== undefined) values.prerequisites = patch.prerequisites;
  if (patch.expectedResults !== undefined) values.expectedResults = patch.expectedResults;
  if (patch.thumbnailUrl !== undefined) values.thumbnailUrl = patch.thumbnailUrl || null;
  if (patch.previewVideoUrl !== undefined) values.previewVideoUrl = patch.previewVideoUrl || null;
  if (patch.accessDurationDays !== undefined) values.accessDurationDays = patch.accessDurationDays;
  if (patch.enableCommunity !== undefined) values.enableCommunity = patch.enableCommunity;

  if (patch.categoryId !== undefined && patch.categoryId !== null) {
    const categories = await listCategoryChoices(db, organizationId);
    if (!categories.some((category) => category.id === patch.categoryId))
      throw new AppError('VALIDATION', t('courses.categoryUnknown'));
  }
  if (patch.categoryId !== undefined) values.categoryId = patch.categoryId;

  let tagIds: string[] | undefined;
  if (patch.tagIds !== undefined) {
    tagIds = [...new Set(patch.tagIds)];
    const known = new Set((await listTagChoices(db, organizationId)).map((tag) => tag.id));
    if (tagIds.some((tagId) => !known.has(tagId))) throw new AppError('VALIDATION', t('courses.tagUnknown'));
  }

  if (patch.instructorId !== undefined && patch.instructorId !== current?.instructorId) {
    if (!editsWholeOrganization(caller))
      throw new AppError('FORBIDDEN', t('courses.instructorNotAssignable'));
    const instructors = await listInstructorsOfOrganization(db, organizationId);
    if (!instructors.some((instructor) => instructor.id === patch.instructorId))
      throw new AppError('VALIDATION', t('courses.instructorUnknown'));
    values.instructorId = patch.instructorId;
  }

  // Certificate: disabling clears the template; enabling needs one of the organisation's (spec §4, §5).
  const enableCertificate = patch.enableCertificate ?? current?.enableCertificate ?? false;
  const templateId =
    patch.certificateTemplateId !== undefined
      ? patch.certificateTemplateId
      : (current?.certificateTemplateId ?? null);
  if (patch.enableCertificate !== undefined || patch.certificateTemplateId !== undefined) {
    if (enableCertificate) {
      if (!templateId) throw new AppError('VALIDATION', t('courses.certificateTemplateRequired'));
      const templates = await deps.certificateTemplates(organizationId);
      if (!templates.some((template) => template.id === templateId))
        throw new AppError('VALIDATION', t('courses.certificateTemplateUnknown'));
    }
    values.enableCertificate = enableCertificate;
    values.certificateTemplateId = enableCertificate ? templateId : null;
  }

  // Pricing: the access type's reset rule applied to what the course will hold (spec §4).
  const pricingKeys = [
    'accessType',
    'pricingModes',
    'oneTimePrice',
    'oneTimeDiscount',
    'monthlyPrice',
    'registrationFee',
    'monthlyFee',
    'installments',
  ] as const;
  if (pricingKeys.some((key) => patch[key] !== undefined) || !current) {
    const merged = withAccessType(
      {
        accessType: patch.accessType ?? current?.accessType ?? 'paid',
        pricingModes: patch.pricingModes ??
          current?.pricingModes ?? {
            one_time: false,
            installments: false,
            subscription: false,
            registration_monthly: false,
          },
        oneTimePrice: patch.oneTimePrice ?? current?.oneTimePrice ?? 0,
        oneTimeDiscount: patch.oneTimeDiscount ?? Number(current?.oneTimeDiscount ?? 0),
        monthlyPrice: patch.monthlyPrice ?? current?.monthlyPrice ?? 0,
        registrationFee: patch.registrationFee ?? current?.registrationFee ?? 0,
        monthlyFee: patch.monthlyFee ?? current?.monthlyFee ?? 0,
        installments: patch.installments ?? current?.installments ?? [],
      },
      patch.accessType ?? current?.accessType ?? 'paid',
    );
    Object.assign(values, merged, { price: merged.oneTimePrice });
  }
  return { values, tagIds };
}

/** Keeps the marketplace's derived columns of the course true, in the write's transaction. */
async function refreshDerived(tx: Executor, courseId: string) {
  await refreshCourseSearch(tx, [courseId]);
  await refreshListPrice(tx, courseId);
}

export async function createCourse(deps: CourseEditorDeps, caller: Caller, body: TCourseCreate) {
  requireAuthor(caller);
  const { db } = deps;
  const own = await findInstructorOfUser(db, caller);
  // An instructor teaches what they create; an admin names any instructor of the organisation (or none).
  let instructorId = own?.id ?? null;
  if (!editsWholeOrganization(caller)) {
    if (!own) throw new AppError('FORBIDDEN', t('courses.noInstructorProfile'));
    if (body.instructorId !== undefined && body.instructorId !== own.id)
      throw new AppError('FORBIDDEN', t('courses.instructorNotAssignable'));
  } else if (body.instructorId !== undefined) {
    const instructors = await listInstructorsOfOrganization(db, caller.organizationId);
    if (!instructors.some((instructor) => instructor.id === body.instructorId))
      throw new AppError('VALIDATION', t('courses.instructorUnknown'));
    instructorId = body.instructorId;
  }
  const { values, tagIds } = await columnsOf(deps, caller, null, { ...body, instructorId: undefined });
  const courseId = await db.transaction(async (tx) => {
    const row = await insertCourse(tx, {
      ...values,
      title: body.title,
      organizationId: caller.organizationId,
      instructorId,
      userId: caller.userId,
      slug: `${slugify(body.title, 60) || 'cours'}-${randomUUID().slice(0, 8)}`,
      status: 'draft',
    } as CourseInsert);
    if (tagIds) await replaceCourseTags(tx, row.id, tagIds);
    await refreshDerived(tx, row.id);
    return row.id;
  });
  return loadCourseEditor(db, courseId);
}

export async function updateCourse(
  deps: CourseEditorDeps,
  caller: Caller,
  courseId: string,
  body: TCourseUpdate,
) {
  const { db } = deps;
  const { course } = await requireEditableCourse(db, caller, courseId);
  const { version, ...patch } = body;
  const { values, tagIds } = await columnsOf(deps, caller, course, patch);
  await db.transaction(async (tx) => {
    const row = await updateCourseAtVersion(tx, courseId, version, values);
    if (!row) throw new AppError('COURSE_STALE');
    if (tagIds) await replaceCourseTags(tx, courseId, tagIds);
    await refreshDerived(tx, courseId);
    await notifyCourseChange(tx, row);
  });
  if (course.status === 'published') deps.onListingChange();
  // A replaced thumbnail (or preview file) is deleted once the new address is committed.
  await removeUnusedFiles(db, deps.files, course.organizationId, [
    values.thumbnailUrl !== undefined && values.thumbnailUrl !== course.thumbnailUrl
      ? course.thumbnailUrl
      : null,
    values.previewVideoUrl !== undefined && values.previewVideoUrl !== course.previewVideoUrl
      ? course.previewVideoUrl
      : null,
  ]);
  return loadCourseEditor(db, courseId);
}

/** Publishes a draft (or an archived course) once nothing is missing; 422 with the missing points otherwise. */
export async function publishCourse(deps: CourseEditorDeps, caller: Caller, courseId: string) {
  const { db } = deps;
  const { course } = await requireEditableCourse(db, caller, courseId);
  const missing = missingForPublish({
    title: course.title,
    categoryId: course.categoryId,
    lessonCount: await countLessonsOfCourse(db, courseId),
    accessType: course.accessType,
    pricingModes: course.pricingModes,
    oneTimePrice: course.oneTimePrice,
    oneTimeDiscount: Number(course.oneTimeDiscount),
    monthlyPrice: course.monthlyPrice,
    registrationFee: course.registrationFee,
    monthlyFee: course.monthlyFee,
    installments: course.installments,
  });
  if (missing.length > 0) {
    throw new AppError('COURSE_NOT_READY', t('courses.notReady', { points: missing.join(' ') }), { missing });
  }
  return changeStatus(deps, courseId, 'published');
}

/** Archives a course: gone from the marketplace; its enrolments keep working. */
export async function archiveCourse(deps: CourseEditorDeps, caller: Caller, courseId: string) {
  await requireEditableCourse(deps.db, caller, courseId);
  return changeStatus(deps, courseId, 'archived');
}

async function changeStatus(deps: CourseEditorDeps, courseId: string, status: 'published' | 'archived') {
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateCourseAtVersion(tx, courseId, null, {
      status,
      ...(status === 'published' ? { publishedAt: new Date() } : {}),
    });
    await refreshDerived(tx, courseId);
    await refreshCourseStats(tx, [courseId]);
    await notifyCourseChange(tx, updated!);
    return updated!;
  });
  deps.onListingChange();
  return { id: row.id, status: row.status, version: row.version, publishedAt: iso(row.publishedAt) };
}

/** The editor's choices (spec §7): categories, tags, languages, levels, instructors, certificate templates. */
export async function getEditorOptions(deps: CourseEditorDeps, caller: Caller): Promise<TEditorOptions> {
  requireAuthor(caller);
  const { db } = deps;
  const organizationId = caller.organizationId;
  const instructors = await listInstructorsOfOrganization(db, organizationId);
  return {
    categories: await listCategoryChoices(db, organizationId),
    tags: await listTagChoices(db, organizationId),
    languages: [...COURSE_LANGUAGES],
    levels: [...COURSE_LEVELS],
    // An instructor sees only their own profile (spec §6); an admin assigns any of the organisation.
    instructors: instructors
      .filter((instructor) => editsWholeOrganization(caller) || instructor.userId === caller.userId)
      .map(({ userId: _userId, ...instructor }) => instructor),
    certificateTemplates: await deps.certificateTemplates(organizationId),
  };
}
