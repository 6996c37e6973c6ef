import { z } from 'zod';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';

// POST /api/progress/save — the payload of spec/learner.md §3 "Progress payload".

const MAX_SECONDS = 24 * 3600;
const seconds = (field: string) =>
  z
    .number({ error: t('progress.numberInvalid', { field }) })
    .finite({ error: t('progress.numberInvalid', { field }) })
    .min(0, { error: t('progress.numberInvalid', { field }) })
    .max(MAX_SECONDS, { error: t('progress.numberInvalid', { field }) });

export const ZProgressSave = z.object({
  lessonId: id(),
  courseId: id(),
  currentTime: seconds('currentTime'),
  duration: seconds('duration'),
  percentage: z
    .number({ error: t('progress.percentageInvalid') })
    .finite({ error: t('progress.percentageInvalid') })
    .min(0, { error: t('progress.percentageInvalid') })
    .max(100, { error: t('progress.percentageInvalid') }),
  watchedDuration: seconds('watchedDuration'),
  isCompleted: z.boolean({ error: t('progress.completedInvalid') }),
  /**
   * A video lesson finished without its video, which could not be played: accepted only where the
   * instructor allows it in the lesson (decision 043).
   */
  isWithoutVideo: z.boolean({ error: t('progress.withoutVideoInvalid') }).optional(),
  sessionId: z.string().max(100).optional(),
  deviceId: z.string().max(100).optional(),
  /** Chosen by the client for each update; a resend carries the same id. */
  updateId: z.string().max(64).optional(),
  /** Page-unload beacons cannot send headers: they carry this token instead (GET /api/progress/beacon-token). */
  beaconToken: z.string().max(2048).optional(),
});
export type TProgressSave = z.infer<typeof ZProgressSave>;

export const ZProgressSaved = z.object({
  lessonId: z.string(),
  percentage: z.number(),
  watchedDuration: z.number(),
  isCompleted: z.boolean(),
  /** The course's completion for this learner, 0–100. */
  courseProgress: z.number().int(),
});
export type TProgressSaved = z.infer<typeof ZProgressSaved>;

export const ZBeaconTokenQuery = z.object({ courseId: id() });
export const ZBeaconToken = z.object({ token: z.string(), expiresAt: z.string() });
