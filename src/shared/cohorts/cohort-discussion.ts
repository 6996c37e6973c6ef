import { z } from 'zod';
import { tDiscussion as t } from '../messages/fr-cohorts-discussion.ts';

// The cohort's 'Fil d'actualités' and 'Discussion' (issue 15; spec/cohorts.md §3 "Discussion message",
// §4 "Discussion", §7, §9), as both sides speak them: the rules of a message and of an announcement,
// the contract of each call under /api/v1/student/cohorts/{cohortId}, and the live stream's events.
// Text is plain text (decision 210): control characters removed, trimmed, stored as is and drawn as
// text, never as HTML. Lengths count characters as PostgreSQL does (code points), so the database's
// check (1–5000) and this one agree. This file imports no catalogue but its own words: the web form
// validates with it without downloading the server's messages.

/** Spec §9: the discussion page size, also the largest `limit` accepted. */
export const DISCUSSION_PAGE_SIZE = 50;
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_TYPES = ['text'] as const;
export const ANNOUNCEMENT_PRIORITIES = ['low', 'normal', 'high'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 200;
export const ANNOUNCEMENT_BODY_MAX_LENGTH = 5000;
export const ANNOUNCEMENT_CATEGORY_MAX_LENGTH = 50;
export const DEFAULT_ANNOUNCEMENT_CATEGORY = 'general';
/** The largest body a discussion or announcement write accepts (bytes): far above 5000 characters as JSON. */
export const DISCUSSION_BODY_LIMIT_BYTES = 64 * 1024;

// C0 controls but tab and line feed, DEL, C1 controls, and the bidirectional overrides and isolates
// that can make a message read backwards (Trojan Source).
const CONTROL_CHARACTER = /\p{Cc}/gu;
const BIDI_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/g;
const keepsLayout = (character: string) => character === '\n' || character === '\t';

/** The text as it is stored: line ends made \n, control characters removed, trimmed. */
export function cleanText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTER, (character) => (keepsLayout(character) ? character : ''))
    .replace(BIDI_OVERRIDES, '')
    .trim();
}

/** Characters as PostgreSQL's char_length counts them (an emoji is one, not two UTF-16 units). */
export const characterCount = (text: string): number => [...text].length;

/** A cleaned text of 1 to `max` characters, with the words for empty and too long. */
const cleanedText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .refine((text) => characterCount(text) <= max, { error: tooLong }),
    );

const uuid = () => z.uuid({ error: t('cohorts.discussion.invalidId') });
const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

// Paths

export const ZCohortParams = z.object({ cohortId: uuid() });
export const ZCohortMessageParams = z.object({ cohortId: uuid(), messageId: uuid() });
export const ZCohortAnnouncementParams = z.object({ cohortId: uuid(), announcementId: uuid() });

// Discussion

export const ZDiscussionQuery = z.object({
  limit: wholeNumber(
    t('cohorts.discussion.limit', { max: DISCUSSION_PAGE_SIZE }),
    1,
    DISCUSSION_PAGE_SIZE,
  ).default(DISCUSSION_PAGE_SIZE),
  offset: wholeNumber(t('cohorts.discussion.offset'), 0, 10_000_000).default(0),
});
export type TDiscussionQuery = z.infer<typeof ZDiscussionQuery>;

/** POST …/discussions: spec §3 "Discussion message: message and message_type (default text)". */
export const ZDiscussionMessageInput = z.object({
  message: cleanedText(
    MESSAGE_MAX_LENGTH,
    t('cohorts.discussion.messageRequired'),
    t('cohorts.discussion.messageTooLong', { max: MESSAGE_MAX_LENGTH }),
  ),
  message_type: z.enum(MESSAGE_TYPES, { error: t('cohorts.discussion.messageType') }).default('text'),
});
export type TDiscussionMessageInput = z.input<typeof ZDiscussionMessageInput>;

export const ZDiscussionAuthor = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});

export const ZDiscussionMessage = z.object({
  id: z.string(),
  message: z.string(),
  message_type: z.string(),
  createdAt: z.string(),
  author: ZDiscussionAuthor,
  /** Written by the caller. */
  mine: z.boolean(),
  /** The caller may delete it: their own, or any when they are the cohort's staff. */
  canDelete: z.boolean(),
});
export type TDiscussionMessage = z.infer<typeof ZDiscussionMessage>;

/** Spec §3: a discussion list carries messages, totalCount, limit, offset (newest first, decision 211). */
export const ZDiscussionList = z.object({
  messages: z.array(ZDiscussionMessage),
  totalCount: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TDiscussionList = z.infer<typeof ZDiscussionList>;

// Announcements ('Fil d'actualités')

const announcementFields = {
  title: cleanedText(
    ANNOUNCEMENT_TITLE_MAX_LENGTH,
    t('cohorts.announcements.titleRequired'),
    t('cohorts.announcements.titleTooLong', { max: ANNOUNCEMENT_TITLE_MAX_LENGTH }),
  ),
  body: cleanedText(
    ANNOUNCEMENT_BODY_MAX_LENGTH,
    t('cohorts.announcements.bodyRequired'),
    t('cohorts.announcements.bodyTooLong', { max: ANNOUNCEMENT_BODY_MAX_LENGTH }),
  ),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, { error: t('cohorts.announcements.priority') }),
  category: cleanedText(
    ANNOUNCEMENT_CATEGORY_MAX_LENGTH,
    t('cohorts.announcements.categoryRequired'),
    t('cohorts.announcements.categoryTooLong', { max: ANNOUNCEMENT_CATEGORY_MAX_LENGTH }),
  ),
};

/** POST …/announcements (staff). */
export const ZAnnouncementInput = z.object({
  title: announcementFields.title,
  body: announcementFields.body,
  priority: announcementFields.priority.default('normal'),
  category: announcementFields.category.default(DEFAULT_ANNOUNCEMENT_CATEGORY),
});
export type TAnnouncementInput = z.input<typeof ZAnnouncementInput>;

/** PATCH …/announcements/{id} (staff): the fields to change, at least one. */
export const ZAnnouncementChange = z
  .object({
    title: announcementFields.title.optional(),
    body: announcementFields.body.optional(),
    priority: announcementFields.priority.optional(),
    category: announcementFields.category.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: t('cohorts.announcements.emptyChange'),
  });
export type TAnnouncementChange = z.input<typeof ZAnnouncementChange>;

/** GET …/announcements?priority=&category=&unread_only=true (spec §7). */
export const ZAnnouncementsQuery = z.object({
  priority: announcementFields.priority.optional(),
  category: z.string().trim().max(ANNOUNCEMENT_CATEGORY_MAX_LENGTH).optional(),
  unread_only: z
    .enum(['true', 'false'], { error: t('cohorts.announcements.unreadOnly') })
    .optional()
    .transform((value) => value === 'true'),
});
export type TAnnouncementsQuery = z.input<typeof ZAnnouncementsQuery>;

export const ZAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  category: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Read by the caller. */
  read: z.boolean(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementList = z.object({
  announcements: z.array(ZAnnouncement),
  /** The caller's unread announcements in the cohort, whatever the filters. */
  unreadCount: z.number().int(),
  /** The categories the cohort's announcements use, for the filter. */
  categories: z.array(z.string()),
});
export type TAnnouncementList = z.infer<typeof ZAnnouncementList>;

export const ZAnnouncementRead = z.object({ id: z.string(), read: z.literal(true) });

// Live stream (decision 212)

export const ZCohortEventsQuery = z.object({ token: z.string().max(2000).optional() });
export const ZCohortEventsToken = z.object({ token: z.string(), expiresAt: z.string() });
