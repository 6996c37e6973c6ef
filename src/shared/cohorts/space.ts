import { z } from 'zod';
import { LESSON_TYPES } from '../domain.ts';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import { PARTICIPANT_STATUSES, RESOURCE_CATEGORIES } from './space-values.ts';

// The learner's cohort space (spec/cohorts.md §2.1, §3 "Cohort (student view)", §7 student calls),
// under /api/v1/student/cohorts/{cohortId}. Dates are ISO strings; the cohort's dates are spelled
// startDate / endDate (camelCase) everywhere (docs/decisions/206-cohort-space-answers.md).

export const COHORT_VIEWERS = ['learner', 'instructor', 'admin'] as const;
export type TCohortViewer = (typeof COHORT_VIEWERS)[number];

export const ZCohortParams = z.object({ cohortId: id() });
export const ZCohortResourceParams = z.object({ cohortId: id(), resourceId: id() });

/** The session a live class is (spec §3 "Cohort session"), as the header and the overview show it. */
export const ZNextSession = z.object({
  id: z.string(),
  title: z.string(),
  session_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});

export const ZCohortSpace = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(['draft', 'active', 'completed']),
  course: z.object({ id: z.string(), title: z.string() }),
  startDate: z.string(),
  endDate: z.string().nullable(),
  stats: z.object({
    /** Every learner who holds a seat: active or completed enrolments. */
    total_participants: z.number().int(),
    /** Those still following it: active enrolments. */
    active_participants: z.number().int(),
  }),
  /** The next live session not yet ended, null when none is planned. */
  next_session: ZNextSession.nullable(),
  viewer: z.enum(COHORT_VIEWERS),
  /** The group of the cohort (WhatsApp or Telegram), null when it has none. Never shown to outsiders. */
  communication: z
    .object({ channel: z.enum(['whatsapp', 'telegram']), groupLink: z.string().nullable() })
    .nullable(),
  /** How many weeks the programme has (the course's sections). */
  weekCount: z.number().int(),
});
export type TCohortSpace = z.infer<typeof ZCohortSpace>;

// Weekly content (GET …/content?week=N)

export const ZCohortContentQuery = z.object({
  week: z.coerce
    .number({ error: t('cohorts.space.weekInvalid') })
    .int({ error: t('cohorts.space.weekInvalid') })
    .min(1, { error: t('cohorts.space.weekInvalid') })
    .max(520, { error: t('cohorts.space.weekInvalid') })
    .optional(),
});

export const ZCohortWeek = z.object({
  number: z.number().int(),
  title: z.string(),
  opensAt: z.string(),
  isOpen: z.boolean(),
});

export const ZCohortLesson = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(LESSON_TYPES),
  durationMinutes: z.number().int(),
});

export const ZCohortContent = z.object({
  courseId: z.string(),
  /** The week answered: the one asked, or the week under way. */
  week: z.number().int(),
  weeks: z.array(ZCohortWeek),
  /** The week's description and lessons; both empty while it is locked (title and opening date only). */
  description: z.string().nullable(),
  lessons: z.array(ZCohortLesson),
});
export type TCohortContent = z.infer<typeof ZCohortContent>;

// 'Travaux pratiques' (GET …/practicals)

export const SUBMISSION_STATES = ['not_submitted', 'submitted', 'graded'] as const;

export const ZCohortPractical = z.object({
  exerciseId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  points: z.number().int(),
  dueAt: z.string(),
  isPastDue: z.boolean(),
  /** The exercise's lesson (its page is /dashboard/exercises/{lessonId}), null when no lesson shows it. */
  lessonId: z.string().nullable(),
  /** The learner's own submission; null for staff. */
  mine: z
    .object({
      status: z.enum(SUBMISSION_STATES),
      submittedAt: z.string().nullable(),
      score: z.number().int().nullable(),
      maxScore: z.number().int().nullable(),
    })
    .nullable(),
  /** For staff: how many of the cohort's learners submitted and were graded; null for learners. */
  counts: z
    .object({ learners: z.number().int(), submitted: z.number().int(), graded: z.number().int() })
    .nullable(),
});
export type TCohortPractical = z.infer<typeof ZCohortPractical>;
export const ZCohortPracticals = z.object({ practicals: z.array(ZCohortPractical) });

// 'Ressources' (GET, POST …/resources, DELETE …/resources/{id}, GET …/resources/{id}/file)

const category = z.enum(RESOURCE_CATEGORIES, { error: t('cohorts.space.categoryUnknown') });

export const ZCohortResourcesQuery = z.object({ category: category.optional() });

export const MAX_RESOURCE_TITLE = 200;
export const MAX_RESOURCE_DESCRIPTION = 1000;

/** A resource's title, description and category: the link form and the file form alike. */
export const ZResourceFields = z.object({
  title: z
    .string({ error: t('cohorts.space.titleRequired') })
    .trim()
    .min(1, { error: t('cohorts.space.titleRequired') })
    .max(MAX_RESOURCE_TITLE, { error: t('cohorts.space.titleTooLong', { max: MAX_RESOURCE_TITLE }) }),
  description: z
    .string()
    .trim()
    .max(MAX_RESOURCE_DESCRIPTION, {
      error: t('cohorts.space.descriptionTooLong', { max: MAX_RESOURCE_DESCRIPTION }),
    })
    .optional(),
  category: category.default('general'),
});

/** POST …/resources as JSON: a link (http or https only). */
export const ZResourceLink = ZResourceFields.extend({
  url: z
    .string({ error: t('cohorts.space.urlInvalid') })
    .trim()
    .max(2000, { error: t('cohorts.space.urlInvalid') })
    .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) && URL.canParse(value), {
      error: t('cohorts.space.urlInvalid'),
    }),
});
export type TResourceLink = z.infer<typeof ZResourceLink>;

export const ZCohortResource = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(RESOURCE_CATEGORIES),
  kind: z.enum(['file', 'link']),
  /** A link's address; null for a file (downloaded through the access-checked route). */
  url: z.string().nullable(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TCohortResource = z.infer<typeof ZCohortResource>;
export const ZCohortResources = z.object({
  resources: z.array(ZCohortResource),
  /** Staff may add and delete. */
  canManage: z.boolean(),
});

// 'Participants' (GET …/participants?status=&search=)

export const MAX_PARTICIPANT_SEARCH = 100;

export const ZCohortParticipantsQuery = z.object({
  status: z.enum(PARTICIPANT_STATUSES, { error: t('cohorts.space.statusUnknown') }).optional(),
  search: z
    .string()
    .trim()
    .max(MAX_PARTICIPANT_SEARCH, {
      error: t('cohorts.space.searchTooLong', { max: MAX_PARTICIPANT_SEARCH }),
    })
    .optional(),
});

export const ZCohortParticipant = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  /** Percent of the course completed. */
  completion_rate: z.number().int(),
  /** Staff only; absent for learners. */
  email: z.string().optional(),
  payment_status: z.string().optional(),
});
export type TCohortParticipant = z.infer<typeof ZCohortParticipant>;
export const MAX_PARTICIPANTS_LISTED = 200;
export const ZCohortParticipants = z.object({
  participants: z.array(ZCohortParticipant),
  /** Rows matching, over the first MAX_PARTICIPANTS_LISTED shown. */
  total: z.number().int(),
});
