import { describe, expect, it } from 'vitest';
import type { TCourseEditor } from '#shared/courses/course-editor.contract.ts';
import { withAccessType } from '#shared/courses/pricing-rules.ts';
import {
  courseCreateBody,
  courseUpdateBody,
  emptyCourseForm,
  formFromCourse,
  ZCourseForm,
} from './course-form.ts';
import { coursesQueryString, parseCoursesSearch } from './courses-search.ts';
import { previewCourseDetail } from './preview-course.ts';

const ID = '0b4f8a3e-2a7c-4f57-9a54-3c1d2e5f6a7b';
const CATEGORY = '1c4f8a3e-2a7c-4f57-9a54-3c1d2e5f6a7b';

function storedCourse(overrides: Partial<TCourseEditor> = {}): TCourseEditor {
  return {
    id: ID,
    slug: 'gestion',
    status: 'draft',
    version: 3,
    durationMinutes: 12,
    publishedAt: null,
    updatedAt: '2026-11-27T10:00:00.000Z',
    instructor: { id: ID, name: 'Coumba Sy' },
    ...formFromCourseDefaults(),
    sections: [],
    ...overrides,
  };
}

function formFromCourseDefaults() {
  const values = emptyCourseForm(ID);
  return {
    ...values,
    shortDescription: null,
    previewVideoUrl: null,
    title: 'Gestion de projet',
    accessDurationDays: null,
  } as Omit<
    TCourseEditor,
    | 'id'
    | 'slug'
    | 'status'
    | 'version'
    | 'durationMinutes'
    | 'publishedAt'
    | 'updatedAt'
    | 'instructor'
    | 'sections'
  >;
}

describe('the editor form and the contracts', () => {
  it('starts a new course with the spec defaults: fr, auto-formation, beginner, free', () => {
    const values = emptyCourseForm(null);
    expect(values).toMatchObject({
      language: 'fr',
      format: 'auto-formation',
      level: 'beginner',
      accessType: 'free',
    });
  });

  it('round-trips a stored course, empty texts becoming null again', () => {
    const course = storedCourse({ categoryId: CATEGORY, objectives: ['Animer un sprint'] });
    const parsed = ZCourseForm.parse(formFromCourse(course));
    const body = courseUpdateBody(parsed, course.version, { canAssignInstructor: false });
    expect(body).toMatchObject({
      version: 3,
      title: 'Gestion de projet',
      shortDescription: null,
      previewVideoUrl: null,
      categoryId: CATEGORY,
      objectives: ['Animer un sprint'],
    });
    expect(body).not.toHaveProperty('instructorId');
  });

  it('names the instructor only for an admin who chose one', () => {
    const parsed = ZCourseForm.parse({ ...emptyCourseForm(ID), title: 'Cours' });
    expect(courseCreateBody(parsed, { canAssignInstructor: true }).instructorId).toBe(ID);
    expect(courseCreateBody(parsed, { canAssignInstructor: false })).not.toHaveProperty('instructorId');
    const none = ZCourseForm.parse({ ...emptyCourseForm(null), title: 'Cours' });
    expect(courseCreateBody(none, { canAssignInstructor: true })).not.toHaveProperty('instructorId');
  });

  it('sends no access duration for a session course (the session decides)', () => {
    const parsed = ZCourseForm.parse({
      ...emptyCourseForm(null),
      title: 'Cours',
      format: 'session',
      accessDurationDays: 30,
    });
    expect(courseCreateBody(parsed, { canAssignInstructor: false }).accessDurationDays).toBeNull();
  });

  it("refuses empty list items, a missing title and a certificate without template, in the spec's words", () => {
    const result = ZCourseForm.safeParse({
      ...emptyCourseForm(null),
      objectives: [' '],
      prerequisites: [''],
      expectedResults: [''],
      enableCertificate: true,
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'title: Le titre du cours est obligatoire.',
        'objectives.0: Un objectif ne peut pas être vide.',
        'prerequisites.0: Un prérequis ne peut pas être vide.',
        'expectedResults.0: Un résultat attendu ne peut pas être vide.',
        'certificateTemplateId: Le choix du modèle de certificat est obligatoire.',
      ]),
    );
  });

  it('refuses a price left empty (NaN) and a discount over 100', () => {
    const paid = withAccessType({ ...emptyCourseForm(null), title: 'Cours' }, 'paid');
    const result = ZCourseForm.safeParse({ ...paid, oneTimePrice: Number.NaN, oneTimeDiscount: 120 });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['oneTimePrice', 'oneTimeDiscount']),
    );
  });
});

describe('the list filters in the address', () => {
  it('keeps known statuses and a trimmed search, drops the rest', () => {
    expect(parseCoursesSearch({ status: 'draft', search: '  agile ' })).toEqual({
      status: 'draft',
      search: 'agile',
    });
    expect(parseCoursesSearch({ status: 'deleted', search: '   ' })).toEqual({});
    expect(coursesQueryString({ status: 'published', search: 'gestion de projet' })).toBe(
      '?status=published&search=gestion+de+projet',
    );
    expect(coursesQueryString({})).toBe('');
  });
});

describe('the preview', () => {
  it("draws the learner's page from the editor's data: category and tags by name, previews only with content", () => {
    const course = storedCourse({
      categoryId: CATEGORY,
      accessType: 'paid',
      pricingModes: { one_time: true, installments: false, subscription: false, registration_monthly: false },
      oneTimePrice: 25_000,
      oneTimeDiscount: 10,
      enableCommunity: true,
      sections: [
        {
          id: ID,
          title: 'Semaine 1',
          position: 0,
          lessons: [
            {
              id: ID,
              title: 'Intro',
              type: 'video',
              content: { url: 'https://youtu.be/x' },
              position: 0,
              isPreview: true,
              durationMinutes: 4,
            },
            {
              id: CATEGORY,
              title: 'Suite',
              type: 'article',
              content: { text: 'x' },
              position: 1,
              isPreview: false,
              durationMinutes: 8,
            },
          ],
        },
      ],
    });
    const detail = previewCourseDetail(course, {
      categories: [{ id: CATEGORY, name: 'Gestion' }],
      tags: [],
      languages: ['fr'],
      levels: ['beginner'],
      instructors: [{ id: ID, name: 'Coumba Sy', avatarUrl: null, specialization: 'Agilité' }],
      certificateTemplates: [],
    });
    expect(detail.category?.name).toBe('Gestion');
    expect(detail.list_price).toBe(22_500);
    expect(detail.instructor).toMatchObject({ name: 'Coumba Sy', specialization: 'Agilité' });
    expect(detail.sections[0]?.lessons.map((lesson) => lesson.content)).toEqual([
      { url: 'https://youtu.be/x' },
      null,
    ]);
    expect(detail).toMatchObject({ is_enrolled: false, cohorts: [], enable_community: true, rating: null });
  });
});
