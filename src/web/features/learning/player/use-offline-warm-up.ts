import { useEffect } from 'react';
import { keepAnswersOffline, keepMediaOffline } from '#web/lib/offline-cache.ts';
import { pageAnswers } from '#web/lib/page-answers.ts';
import { getCourseDetails } from '../api/get-course-details.ts';
import { getLessonContent } from '../api/get-lesson-content.ts';

/**
 * On the visit that installs the service worker, the course, the lesson and its recording were read
 * before it could keep them: read them again once it controls the page, so that a reload offline
 * finds them (docs/decisions/040). Later visits read through the worker from the start and skip this.
 */
export function useOfflineWarmUp(
  courseId: string,
  lessonId: string | undefined,
  audioUrl: string | null,
): void {
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container || container.controller) return;
    const warmUp = () => {
      void getCourseDetails(courseId).catch(() => {});
      if (lessonId) void getLessonContent(courseId, lessonId).catch(() => {});
      if (audioUrl) void keepMediaOffline(new URL(audioUrl, location.href).href);
    };
    container.addEventListener('controllerchange', warmUp, { once: true });
    return () => container.removeEventListener('controllerchange', warmUp);
  }, [courseId, lessonId, audioUrl]);

  // The page came with the course and the lesson (decision 313): the worker never saw them, so the
  // page keeps their copies itself, as the worker would have.
  useEffect(() => {
    const copies = pageAnswers.takeOfflineCopies();
    if (copies) void keepAnswersOffline(copies.answers, copies.answeredAt);
  }, []);
}
