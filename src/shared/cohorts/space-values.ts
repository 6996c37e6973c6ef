// The cohort space's value lists, free of zod so that the web app's tabs read them without loading the
// contract (./space.ts) and the server catalogue with it.

export const RESOURCE_CATEGORIES = ['general', 'course-material', 'reading', 'tools', 'recordings'] as const;
export type TResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const PARTICIPANT_STATUSES = ['active', 'completed', 'invited', 'pending', 'waitlisted'] as const;
export type TParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

export const MAX_RESOURCE_FILE_MB = 20;
export const MAX_RESOURCE_FILE_BYTES = MAX_RESOURCE_FILE_MB * 1024 * 1024;
