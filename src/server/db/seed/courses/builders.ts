// The shape of a demo course and the small builders its lessons are written with (one module per course
// beside this file, listed by key in index.ts). Pure typed data (no I/O). Amounts are whole FCFA (XOF).
//
// Lesson durations follow the spec's duration rules (spec/authoring-and-shell.md §9), computed by the small
// builders below so that content and `durationMinutes` can never drift apart:
//   video = seconds / 60 rounded; audio = the demo recording's real length in minutes, rounded up;
//   article = its reading time (shared lesson-duration.ts: words / 250 rounded up, what every screen shows);
//   document = 2 minutes per MB of the demo PDF rounded up (min 1); quiz = its duration; exercise = its
//   estimated duration. Audio and document lessons all point at the files of
//   scripts/generate-demo-media.mjs: their durations and sizes are those files' own (decision 044).

import type {
  AccessType,
  CourseFormat,
  CourseLanguage,
  CourseLevel,
  ExerciseDifficulty,
  Installment,
  LessonType,
  PricingModes,
} from '#shared/domain.ts';
import { ALLOW_WITHOUT_VIDEO_FIELD } from '#shared/learning/completion.ts';
import { lessonDurationMinutes, mediaMinutes } from '#shared/learning/lesson-duration.ts';
import type { QuizSettings } from '../../../features/quizzes/quiz-definition.ts';
import { demoCoursePicture } from '../demo-pictures.ts';

export type SampleLesson = {
  title: string;
  type: LessonType;
  content: Record<string, unknown>;
  isPreview: boolean;
  durationMinutes: number;
  /** Quiz lessons: the demo quiz, which takes its title and duration from the lesson. */
  quiz?: QuizSettings;
  /** Exercise lessons: the demo exercise, whose estimated duration is the lesson's. */
  exercise?: ExerciseSettings;
};

export type SampleSection = { title: string; description: string; lessons: SampleLesson[] };

export type SampleCourse = {
  slug: string;
  title: string;
  shortDescription: string /* ≤160 chars */;
  description: string;
  instructorKey: string;
  categorySlug: string;
  tags: string[];
  format: CourseFormat;
  language: CourseLanguage;
  level: CourseLevel;
  accessType: AccessType;
  pricingModes: PricingModes;
  price: number;
  oneTimePrice: number;
  oneTimeDiscount: number;
  monthlyPrice: number;
  registrationFee: number;
  monthlyFee: number;
  installments: Installment[];
  accessDurationDays: number | null;
  enableCommunity: boolean;
  enableCertificate: boolean;
  thumbnailUrl: string | null;
  previewVideoUrl: string | null;
  objectives: string[];
  prerequisites: string[];
  expectedResults: string[];
  publishedDaysAgo: number;
  sections: SampleSection[];
};
// ---------------------------------------------------------------------------------------------------------
// Lesson builders
// ---------------------------------------------------------------------------------------------------------

const DEMO_PDF_URL = '/demo/guide-demo.pdf';
/** The size of src/web/public/demo/guide-demo.pdf (checked by sample-media.test.ts). */
export const DEMO_PDF_BYTES = 1113;
// A generated WAV (scripts/generate-demo-media.mjs): no MP3 encoder is needed to build the demo.
const DEMO_AUDIO_URL = '/demo/audio-demo.wav';
/** The length and size of src/web/public/demo/audio-demo.wav (checked by sample-media.test.ts). */
export const DEMO_AUDIO_SECONDS = 16;
export const DEMO_AUDIO_BYTES = 128_044;
const MB = 1024 * 1024;

export const yt = (id: string): string => `https://www.youtube.com/watch?v=${id}`;
export const vimeo = (id: string): string => `https://vimeo.com/${id}`;

/** Video lesson; `seconds` is the video length. */
function video(title: string, url: string, seconds: number): SampleLesson {
  return {
    title,
    type: 'video',
    content: { url, duration: seconds },
    isPreview: false,
    durationMinutes: Math.round(seconds / 60),
  };
}

/** Article lesson; the HTML blocks are joined into one `text`; its duration is its reading time. */
function article(title: string, blocks: string[]): SampleLesson {
  const content = { text: blocks.join('') };
  return {
    title,
    type: 'article',
    content,
    isPreview: false,
    durationMinutes: lessonDurationMinutes({ type: 'article', content, durationMinutes: 1 }),
  };
}

/** PDF document lesson: the demo PDF, shown under this file name. */
function pdf(title: string, fileName: string): SampleLesson {
  const size = DEMO_PDF_BYTES;
  return {
    title,
    type: 'document',
    content: { url: DEMO_PDF_URL, file_name: fileName, file_type: 'application/pdf', size },
    isPreview: false,
    durationMinutes: Math.max(1, Math.ceil((size / MB) * 2)),
  };
}

/** Audio lesson: the demo recording, shown under this file name (a WAV, so named .wav). */
function audio(title: string, fileName: string): SampleLesson {
  return {
    title,
    type: 'audio',
    content: {
      url: DEMO_AUDIO_URL,
      duration: DEMO_AUDIO_SECONDS,
      file_name: fileName.replace(/\.mp3$/, '.wav'),
      size: DEMO_AUDIO_BYTES,
    },
    isPreview: false,
    durationMinutes: mediaMinutes(DEMO_AUDIO_SECONDS),
  };
}

/**
 * Quiz lesson with its demo quiz; `minutes` is the quiz duration. A practice quiz (retries allowed,
 * options shuffled, 60 % to pass) unless `settings` say otherwise. Written answers are judged against
 * the first option's text (trimmed, case-insensitive), so their expected answers are short and canonical.
 */
function quiz(
  title: string,
  minutes: number,
  settings: Pick<QuizSettings, 'description' | 'questions'> & Partial<QuizSettings>,
): SampleLesson {
  return {
    title,
    type: 'quiz',
    content: { quiz_id: null, duration: minutes, title },
    isPreview: false,
    durationMinutes: minutes,
    quiz: { ...PRACTICE, ...settings },
  };
}

/** Exercise lesson with its demo exercise; `minutes` is the estimated duration. */
function exercise(
  title: string,
  minutes: number,
  settings: Omit<ExerciseSettings, 'deadlineInDays'> & Partial<ExerciseSettings>,
): SampleLesson {
  return {
    title,
    type: 'exercise',
    content: { exercise_id: null, estimated_duration: minutes, title },
    isPreview: false,
    durationMinutes: minutes,
    exercise: { deadlineInDays: null, ...settings },
  };
}

/** The lesson builders: a course module lists its lessons as `lesson.video(…)`, `lesson.quiz(…)`… */
export const lesson = { video, article, pdf, audio, quiz, exercise };

/**
 * Lets a video lesson complete when its video cannot play (decision 043): for an introduction whose
 * points the next lessons take up again, not for a video the rest of the course relies on.
 */
export function optionalWhenUnavailable(lesson: SampleLesson): SampleLesson {
  return { ...lesson, content: { ...lesson.content, [ALLOW_WITHOUT_VIDEO_FIELD]: true } };
}

/** Marks a lesson as a free preview. */
export function preview(lesson: SampleLesson): SampleLesson {
  return { ...lesson, isPreview: true };
}

/** A section of a course: its lessons in order. */
export function section(title: string, description: string, lessons: SampleLesson[]): SampleSection {
  return { title, description, lessons };
}

/** Course columns a demo course may leave out: no price of that kind, no preview video, no access limit. */
type CourseDefaults =
  | 'oneTimePrice'
  | 'oneTimeDiscount'
  | 'monthlyPrice'
  | 'registrationFee'
  | 'monthlyFee'
  | 'installments'
  | 'accessDurationDays'
  | 'previewVideoUrl';

/**
 * A demo course: the prices it does not list are 0 (installments none), its pricing modes are off
 * unless listed, its picture is the generated one of its slug (decision 056).
 */
export function demoCourse(
  fields: Omit<SampleCourse, CourseDefaults | 'pricingModes' | 'thumbnailUrl'> &
    Partial<Pick<SampleCourse, CourseDefaults>> & { pricingModes?: Partial<PricingModes> },
): SampleCourse {
  return {
    oneTimePrice: 0,
    oneTimeDiscount: 0,
    monthlyPrice: 0,
    registrationFee: 0,
    monthlyFee: 0,
    installments: [],
    accessDurationDays: null,
    previewVideoUrl: null,
    ...fields,
    pricingModes: {
      one_time: false,
      installments: false,
      subscription: false,
      registration_monthly: false,
      ...fields.pricingModes,
    },
    thumbnailUrl: demoCoursePicture(fields.slug),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Quizzes and exercises of a course
// ---------------------------------------------------------------------------------------------------------

/** A practice quiz's settings: retries allowed, options shuffled, 60 % to pass. */
const PRACTICE = {
  type: 'quiz',
  passingScore: 60,
  shuffleQuestions: false,
  shuffleOptions: true,
  showResults: true,
  allowRetries: true,
} as const;

/** A demo exercise's columns (its title and estimated duration are its lesson's). */
export type ExerciseSettings = {
  description: string;
  instructions: string;
  points: number;
  difficultyLevel: ExerciseDifficulty;
  /** Days after seeding; null (the default) without a deadline. */
  deadlineInDays: number | null;
};

/** The demo quiz of a quiz lesson, with its course's key and its lesson's title (index.ts lists them). */
export type SampleQuiz = QuizSettings & { courseSlug: string; lessonTitle: string };

/** The demo exercise of an exercise lesson, with its course's key and its lesson's title. */
export type SampleExercise = ExerciseSettings & { courseSlug: string; lessonTitle: string };
