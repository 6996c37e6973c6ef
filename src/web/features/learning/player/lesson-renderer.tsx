import { type ComponentType, Suspense, useContext } from 'react';
import type { TLessonContent } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { type LessonSlotProps, type LessonSlots, LessonSlotsContext } from '#web/lib/lesson-slots.ts';
import { preloadableLazy } from '#web/lib/preloadable-lazy.tsx';
import { MissingContent } from '#web/ui/missing-content.tsx';
import { useLessonProgress } from '../progress/use-lesson-progress.ts';
import { AudioLesson } from './audio-lesson.tsx';
import { DocumentLesson } from './document-lesson.tsx';
import { readContent } from './lesson-content.ts';
import { VideoLesson } from './video-lesson.tsx';

// Loaded when such a lesson opens: the article renderer carries DOMPurify. The quiz and the exercise are
// other features': they come through slots (#web/lib/lesson-slots.ts), lazily loaded by the route layer.
const article = preloadableLazy(() => import('./article-lesson.tsx').then((m) => m.ArticleLesson));
const ArticleLesson = article.Component;

/**
 * Starts downloading the renderer of a lesson type that loads on demand, as soon as the course says
 * which type the lesson is: its code then arrives beside the lesson's content, not after it. Resolves
 * once it is here (never rejects: a failed download is the lesson's own error to show).
 */
export function preloadLessonRenderer(type: TLessonContent['type'], slots: LessonSlots): Promise<void> {
  const loading =
    type === 'article'
      ? article.preload()
      : type === 'quiz' || type === 'exercise'
        ? slots.preload?.(type)
        : undefined;
  return (loading ?? Promise.resolve()).catch(() => undefined);
}

function Pending() {
  return (
    <p role="status" className="py-8 text-muted-foreground">
      {t('learning.player.loading')}
    </p>
  );
}

/** The renderer of a lesson's type (spec/learner.md §2 "Lesson renderer by type"). */
export function LessonRenderer({
  courseId,
  lesson,
  onCompleted,
}: {
  courseId: string;
  lesson: TLessonContent;
  /** The lesson has just been completed here (played, read, quiz finished). */
  onCompleted: () => void;
}) {
  const slots = useContext(LessonSlotsContext);
  const content = readContent(lesson.content);
  if (!content) return <MissingContent message={t('learning.player.unavailable')} />;
  const props = { courseId, lesson, content, onCompleted };
  // Keyed by lesson: every lesson starts with fresh player and tracker state.
  switch (lesson.type) {
    case 'video':
      return <VideoLesson key={lesson.id} {...props} />;
    case 'audio':
      return <AudioLesson key={lesson.id} {...props} />;
    case 'article':
      return (
        <Suspense fallback={<Pending />}>
          <ArticleLesson key={lesson.id} {...props} />
        </Suspense>
      );
    case 'document':
      return <DocumentLesson key={lesson.id} {...props} />;
    case 'quiz':
      if (!slots.quiz) break;
      return (
        <Suspense fallback={<Pending />}>
          <SlotLesson
            key={lesson.id}
            slot={slots.quiz}
            courseId={courseId}
            lesson={lesson}
            onCompleted={onCompleted}
          />
        </Suspense>
      );
    case 'exercise':
      if (!slots.exercise) break;
      return (
        <Suspense fallback={<Pending />}>
          <slots.exercise key={lesson.id} lessonId={lesson.id} />
        </Suspense>
      );
  }
  return <MissingContent message={t('learning.player.unsupportedType', { type: String(lesson.type) })} />;
}

/** Another feature's lesson, given this player's progress reporting. */
function SlotLesson({
  slot: Slot,
  courseId,
  lesson,
  onCompleted,
}: Omit<LessonSlotProps, 'progress'> & { slot: ComponentType<LessonSlotProps> }) {
  const progress = useLessonProgress(courseId, lesson.id);
  return <Slot courseId={courseId} lesson={lesson} progress={progress} onCompleted={onCompleted} />;
}
