import { lazy, Suspense } from 'react';
import type { TLessonContent } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { AudioLesson } from './audio-lesson.tsx';
import { DocumentLesson } from './document-lesson.tsx';
import { readContent } from './lesson-content.ts';
import { MissingContent } from './missing-content.tsx';
import { VideoLesson } from './video-lesson.tsx';

// Loaded when such a lesson opens: the article renderer carries DOMPurify, the quiz its whole flow,
// the exercise its card and submission form.
const ArticleLesson = lazy(() => import('./article-lesson.tsx').then((m) => ({ default: m.ArticleLesson })));
const QuizLesson = lazy(() => import('../quiz/quiz-lesson.tsx').then((m) => ({ default: m.QuizLesson })));
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
      return (
        <Suspense fallback={<Pending />}>
          <QuizLesson key={lesson.id} courseId={courseId} lesson={lesson} onCompleted={onCompleted} />
        </Suspense>
      );
    case 'exercise':
      return (
        <Suspense fallback={<Pending />}>
          <ExerciseLesson key={lesson.id} lessonId={lesson.id} />
        </Suspense>
      );
    default:
      return <MissingContent message={t('learning.player.unsupportedType', { type: String(lesson.type) })} />;
  }
}
