import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import { listPrice } from '#shared/catalog/pricing.ts';
import type { TCourseEditor, TEditorOptions } from '#shared/courses/course-editor.contract.ts';

// The preview (spec §2 panel 6): the learner's course page drawn from the editor's data, since a
// draft is not in the marketplace's API. Names come from the editor's options; what only learners
// make (rating, reviews, students, cohorts, enrolment) is empty, as on a course just published.

export function previewCourseDetail(course: TCourseEditor, options: TEditorOptions | null): TCourseDetail {
  const category = options?.categories.find((item) => item.id === course.categoryId) ?? null;
  const instructor = options?.instructors.find((item) => item.id === course.instructorId) ?? null;
  const prices = {
    pricing_modes: { ...course.pricingModes },
    one_time_price: course.oneTimePrice,
    one_time_discount: course.oneTimeDiscount,
    monthly_price: course.monthlyPrice,
    registration_fee: course.registrationFee,
    monthly_fee: course.monthlyFee,
    installments: course.installments.map((item) => ({ amount: item.amount, days: item.days })),
  };
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    image_url: course.thumbnailUrl,
    price: course.oneTimePrice,
    list_price: listPrice({ price: course.oneTimePrice, ...prices }),
    rating: null,
    review_count: 0,
    student_count: 0,
    duration: course.durationMinutes,
    level: course.level,
    category: category ? { id: category.id, name: category.name, slug: '', course_count: 0 } : null,
    tags: (options?.tags ?? []).filter((tag) => course.tagIds.includes(tag.id)),
    ...prices,
    format: course.format,
    language: course.language,
    published_at: course.publishedAt,
    short_description: course.shortDescription,
    objectives: course.objectives,
    requirements: course.prerequisites,
    expected_results: course.expectedResults,
    access_duration_days: course.accessDurationDays,
    enable_certificate: course.enableCertificate,
    enable_community: course.enableCommunity,
    preview_video_url: course.previewVideoUrl,
    instructor: {
      id: course.instructor?.id ?? course.instructorId ?? '',
      name: course.instructor?.name ?? instructor?.name ?? '',
      avatar_url: instructor?.avatarUrl ?? null,
      specialization: instructor?.specialization ?? null,
      bio: null,
    },
    sections: course.sections.map((section) => ({
      id: section.id,
      title: section.title,
      description: null,
      position: section.position,
      lessons: section.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        type: lesson.type,
        duration: lesson.durationMinutes,
        position: lesson.position,
        is_preview: lesson.isPreview,
        content: lesson.isPreview ? lesson.content : null,
      })),
    })),
    cohorts: [],
    is_enrolled: false,
  };
}
