// The platform's closed vocabularies, shared by the database enums, the API contracts and the web app.

export const ROLES = ['superadmin', 'admin', 'instructor', 'student'] as const;
export type Role = (typeof ROLES)[number];

export const PROFILE_STATUSES = ['active', 'inactive', 'pending', 'suspended', 'invited', 'expired'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const INSTRUCTOR_STATUSES = ['active', 'inactive', 'pending'] as const;
export type InstructorStatus = (typeof INSTRUCTOR_STATUSES)[number];

export const COURSE_FORMATS = ['auto-formation', 'session'] as const;
export type CourseFormat = (typeof COURSE_FORMATS)[number];

export const COURSE_LANGUAGES = ['fr', 'en', 'es', 'de', 'other'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const COHORT_STATUSES = ['draft', 'active', 'completed'] as const;
export type CohortStatus = (typeof COHORT_STATUSES)[number];

export const ACCESS_TYPES = ['free', 'paid', 'invitation'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export const LESSON_TYPES = ['video', 'article', 'document', 'audio', 'quiz', 'exercise'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

/** Quiz kinds (spec/learner.md §3): exams and ungraded assessments may be single-attempt. */
export const QUIZ_TYPES = ['quiz', 'exam', 'assessment_ungraded'] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];

/** Only published quizzes are playable. */
export const QUIZ_STATUSES = ['draft', 'published'] as const;
export type QuizStatus = (typeof QUIZ_STATUSES)[number];

/** Exercise difficulty (spec/learner.md §3 Exercise). */
export const EXERCISE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type ExerciseDifficulty = (typeof EXERCISE_DIFFICULTIES)[number];

/** Only published exercises are shown to learners and accept submissions. */
export const EXERCISE_STATUSES = ['draft', 'published'] as const;
export type ExerciseStatus = (typeof EXERCISE_STATUSES)[number];

/** A submission waits for its instructor (submitted), then carries a score (graded). */
export const EXERCISE_SUBMISSION_STATUSES = ['submitted', 'graded'] as const;
export type ExerciseSubmissionStatus = (typeof EXERCISE_SUBMISSION_STATUSES)[number];

export type PricingModes = {
  one_time: boolean;
  installments: boolean;
  subscription: boolean;
  registration_monthly: boolean;
};

/** One installment: an amount in FCFA due `days` after enrolment. */
export type Installment = { amount: number; days: number };

/** Lesson content by type (spec/authoring-and-shell.md §3). */
export type LessonContent =
  | { url?: string; duration?: number }
  | { text?: string }
  | { url?: string; file_name?: string; file_type?: string; size?: number; duration?: number }
  | { quiz_id?: string; duration?: number }
  | { exercise_id?: string; estimated_duration?: number }
  | Record<string, unknown>;
