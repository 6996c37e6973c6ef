import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { certificateTemplates } from './certificate-templates.ts';
import { createdAt, pricingChecks, pricingColumns, ref, timestamps, timestamptz } from './columns.ts';
import { courseId } from './courses.ts';
import { exercises } from './exercises.ts';
import { instructors } from './instructors.ts';
import { organizationRow } from './organizations.ts';
import { userId, users } from './users.ts';

export const cohortStatus = pgEnum('cohort_status', ['draft', 'active', 'completed']);
export const registrationDeadline = pgEnum('cohort_registration_deadline', ['start', 'end', 'custom']);
export const approvalProcess = pgEnum('cohort_approval_process', ['automatic', 'manual']);
export const communicationChannel = pgEnum('cohort_communication_channel', ['whatsapp', 'telegram', 'none']);
export const announcementPriority = pgEnum('cohort_announcement_priority', ['low', 'normal', 'high']);
export const resourceKind = pgEnum('cohort_resource_kind', ['file', 'link']);

/** A link of the cohort or of a live session (spec/cohorts.md §3: url and description). */
export type LiveLink = { url: string; description: string };

// A session of a course run with a group of learners (spec/cohorts.md §3 "Cohort form"). Checkout
// sells its seats (docs/decisions/020); the cohorts slice plans, runs and opens it to its learners.
export const cohorts = pgTable(
  'cohorts',
  {
    ...organizationRow(),
    courseId: courseId('restrict'),
    name: text('name').notNull(),
    description: text('description'),
    /** The name follows '{course title} - Session {mois année}' while true. */
    autoGenerateTitle: boolean('auto_generate_title').notNull().default(true),
    /** The certificate template chosen for this cohort, or none; a template in use cannot be deleted. */
    certificateTemplateId: ref('certificate_template_id', () => certificateTemplates.id, 'restrict'),
    status: cohortStatus('status').notNull().default('draft'),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date'),
    liveLinks: jsonb('live_links').$type<LiveLink[]>().notNull().default([]),
    /** Null: no minimum. */
    minParticipants: integer('min_participants'),
    /** Null: no limit. Checked with the cohort row locked when a payment completes. */
    maxParticipants: integer('max_participants'),
    registrationDeadline: registrationDeadline('registration_deadline').notNull().default('start'),
    customEnrollmentDeadline: timestamptz('custom_enrollment_deadline'),
    enableWaitlist: boolean('enable_waitlist').notNull().default(false),
    approvalProcess: approvalProcess('approval_process').notNull().default('automatic'),
    immediateAccess: boolean('immediate_access').notNull().default(true),
    accessStartDate: timestamptz('access_start_date'),
    accessEndDate: timestamptz('access_end_date'),
    welcomeMessage: text('welcome_message'),
    endMessage: text('end_message'),
    communicationChannel: communicationChannel('communication_channel').notNull().default('none'),
    groupLink: text('group_link'),
    /** True: the course's prices apply; false: the cohort's own below (shared resolvePricing). */
    useCoursePrice: boolean('use_course_price').notNull().default(true),
    ...pricingColumns(),
    ...timestamps(),
  },
  (t) => [
    index('cohorts_course_status_idx').on(t.courseId, t.status),
    index('cohorts_organization_idx').on(t.organizationId),
    check(
      'cohorts_max_participants_positive',
      sql`${t.maxParticipants} is null or ${t.maxParticipants} >= 1`,
    ),
    check(
      'cohorts_min_participants_positive',
      sql`${t.minParticipants} is null or (${t.minParticipants} >= 1 and (${t.maxParticipants} is null or ${t.minParticipants} <= ${t.maxParticipants}))`,
    ),
    check('cohorts_dates_ordered', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check(
      'cohorts_access_dates_ordered',
      sql`${t.accessEndDate} is null or ${t.accessStartDate} is null or ${t.accessEndDate} >= ${t.accessStartDate}`,
    ),
    ...pricingChecks('cohorts', t),
  ],
);

const cohortId = () => ref('cohort_id', () => cohorts.id, 'cascade').notNull();

/** The instructors who run a cohort (spec/cohorts.md §3 "instructors"). */
export const cohortInstructors = pgTable(
  'cohort_instructors',
  {
    cohortId: cohortId(),
    instructorId: ref('instructor_id', () => instructors.id, 'cascade').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cohortId, t.instructorId] }),
    index('cohort_instructors_instructor_idx').on(t.instructorId),
  ],
);

/** A live session of a cohort (spec/cohorts.md §3 "Cohort session"). Times are Africa/Dakar (UTC). */
export const cohortSessions = pgTable(
  'cohort_sessions',
  {
    ...organizationRow(),
    cohortId: cohortId(),
    title: text('title').notNull(),
    description: text('description'),
    sessionDate: date('session_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    isRecorded: boolean('is_recorded').notNull().default(false),
    recordingUrl: text('recording_url'),
    /** Each with its meeting_url (spec §3); the first is the one 'Rejoindre' opens. */
    liveLinks: jsonb('live_links')
      .$type<{ meeting_url: string; description?: string }[]>()
      .notNull()
      .default([]),
    ...timestamps(),
  },
  (t) => [
    index('cohort_sessions_cohort_date_idx').on(t.cohortId, t.sessionDate, t.startTime),
    check('cohort_sessions_times_ordered', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** Files and links the staff add to a cohort ('Ressources', filtered by category). */
export const cohortResources = pgTable(
  'cohort_resources',
  {
    ...organizationRow(),
    cohortId: cohortId(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').notNull().default('general'),
    kind: resourceKind('kind').notNull(),
    /** A link's address, or null for a stored file. */
    url: text('url'),
    /** A stored file's key (storage/storage.ts), its name and size. */
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    sizeBytes: integer('size_bytes'),
    createdBy: ref('created_by', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    index('cohort_resources_cohort_idx').on(t.cohortId, t.category),
    check(
      'cohort_resources_kind_target',
      sql`(${t.kind} = 'link' and ${t.url} is not null) or (${t.kind} = 'file' and ${t.storageKey} is not null)`,
    ),
  ],
);

/** 'Fil d'actualités': what the staff post to a cohort. */
export const cohortAnnouncements = pgTable(
  'cohort_announcements',
  {
    ...organizationRow(),
    cohortId: cohortId(),
    /** Null once the author's account is gone: the announcement stays. */
    authorId: ref('author_id', () => users.id, 'set null'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    priority: announcementPriority('priority').notNull().default('normal'),
    category: text('category').notNull().default('general'),
    ...timestamps(),
  },
  (t) => [index('cohort_announcements_cohort_idx').on(t.cohortId, t.createdAt)],
);

/** Which learner has read which announcement (for unread_only). */
export const cohortAnnouncementReads = pgTable(
  'cohort_announcement_reads',
  {
    announcementId: ref('announcement_id', () => cohortAnnouncements.id, 'cascade').notNull(),
    userId: userId('cascade'),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

/** The cohort's discussion board (spec §3 "Discussion message"). */
export const cohortMessages = pgTable(
  'cohort_messages',
  {
    ...organizationRow(),
    cohortId: cohortId(),
    authorId: ref('author_id', () => users.id, 'cascade').notNull(),
    message: text('message').notNull(),
    messageType: text('message_type').notNull().default('text'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cohort_messages_cohort_created_idx').on(t.cohortId, t.createdAt),
    check('cohort_messages_length', sql`char_length(${t.message}) between 1 and 5000`),
  ],
);

/** 'Travaux pratiques': an exercise of the cohort's course with this cohort's deadline. */
export const cohortPracticals = pgTable(
  'cohort_practicals',
  {
    cohortId: cohortId(),
    exerciseId: ref('exercise_id', () => exercises.id, 'cascade').notNull(),
    dueAt: timestamptz('due_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cohortId, t.exerciseId] })],
);

/**
 * A learner's private calendar feed of their cohorts' live sessions: the address carries a secret
 * token, kept here only as its SHA-256; revoking deletes the row, a new one makes a new address.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: userId('cascade').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_unique').on(t.tokenHash)],
);

/**
 * The reminders of live sessions already written, one per session, learner, kind ('day' or 'hour')
 * and start: the reminder job inserts here first and writes the email only when the row is new, so a
 * retried or doubled run never sends twice (decision 198), and a moved session reminds again.
 */
export const cohortSessionReminders = pgTable(
  'cohort_session_reminders',
  {
    sessionId: ref('session_id', () => cohortSessions.id, 'cascade').notNull(),
    userId: userId('cascade'),
    kind: text('kind').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId, t.kind, t.startsAt] }),
    check('cohort_session_reminders_kind', sql`${t.kind} in ('day', 'hour')`),
  ],
);
