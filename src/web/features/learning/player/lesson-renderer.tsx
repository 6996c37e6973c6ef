import { type ComponentType, lazy, Suspense, useContext } from 'react';
import type { TLessonContent } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { type LessonSlotProps, LessonSlotsContext } from '#web/lib/lesson-slots.ts';
import { useLessonProgress } from '../progress/use-lesson-progress.ts';
import { AudioLesson } from './audio-lesson.tsx';
import { DocumentLesson } from './document-lesson.tsx';
import { readContent } from './lesson-content.ts';
import { MissingContent } from './missing-content.tsx';
import { VideoLesson } from './video-lesson.tsx';

// Loaded when such a lesson opens: the article renderer carries DOMPurify, the exercise its card and
// submission form. The quiz is another feature's: it comes through a slot (#web/lib/lesson-slots.ts),
// lazily loaded by the route layer.
const ArticleLesson = lazy(() => import('./article-lesson.tsx').then((m) => ({ default: m.ArticleLesson })));
const ExerciseLesson = lazy(() =>
  import('./exercise-lesson.tsx').then((m) => ({ default: m.ExerciseLesson })),
);

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
      return (
        <Suspense fallback={<Pending />}>
          <ExerciseLesson key={lesson.id} lessonId={lesson.id} />
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
