import { useQuery } from '@tanstack/react-query';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { courseDetailsPath } from '#shared/learning/learning-paths.ts';
import { getJson } from '#web/lib/api.ts';
import { browserIsOnline } from '#web/lib/offline.ts';
import { pageAnswers } from '#web/lib/page-answers.ts';
import { appProgressSync } from '../progress/app-progress-sync.ts';
import {
  type DeviceLessonProgress,
  deviceLessonProgress,
  withDeviceProgress,
} from '../progress/course-device-progress.ts';

/**
 * GET /api/v1/student/courses/{courseId}/details: the enrolled course with the caller's progress;
 * 403 when not enrolled, 404 for an unknown course.
 */
export function getCourseDetails(courseId: string, signal?: AbortSignal): Promise<TCourseDetails> {
  return getJson<TCourseDetails>(courseDetailsPath(courseId), signal);
}

/** This device's latest progress in each lesson of the course (IndexedDB), for the ones it has. */
async function deviceProgressIn(course: TCourseDetails): Promise<Map<string, DeviceLessonProgress>> {
  const sync = appProgressSync();
  const lessonIds = course.modules.flatMap((module) => module.chapters.map((chapter) => chapter.id));
  const records = await Promise.all(lessonIds.map((id) => sync.localRecord(id).catch(() => undefined)));
  const device = new Map<string, DeviceLessonProgress>();
  for (const record of records) if (record) device.set(record.lessonId, deviceLessonProgress(record));
  return device;
}

export const courseDetailsQueryKey = (courseId: string) => ['learning', 'course-details', courseId] as const;

/**
 * The course with what this device did that the answer (perhaps the offline copy) does not show
 * yet (docs/decisions/052).
 */
export async function getCourseOnThisDevice(courseId: string, signal?: AbortSignal): Promise<TCourseDetails> {
  const course = await getCourseDetails(courseId, signal);
  return withDeviceProgress(course, await deviceProgressIn(course));
}

/** No periodic refresh on this page (spec/learner.md §7). */
export function useCourseDetails(courseId: string) {
  return useQuery({
    queryKey: courseDetailsQueryKey(courseId),
    queryFn: ({ signal }) => getCourseOnThisDevice(courseId, signal),
    // The player's page may carry the course (decision 313): drawn at once from it, then read as
    // stale data is — the read takes the page's answer (no request) and adds this device's progress.
    initialData: () => pageAnswers.peekAnswer(courseDetailsPath(courseId)) as TCourseDetails | undefined,
    initialDataUpdatedAt: 0,
    // Asked even offline: the service worker may answer from its cache (docs/decisions/040).
    networkMode: 'offlineFirst',
    // Offline, each visit reads the copy and this device's progress again (lessons done since count).
    refetchOnMount: () => (browserIsOnline() ? true : 'always'),
  });
}
