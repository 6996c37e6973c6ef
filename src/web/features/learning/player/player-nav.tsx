import { Link } from '@tanstack/react-router';
import { ChevronDown, CircleCheck, Lock, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#web/paths.ts';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { CHAPTER_STATUS, type Chapter, isChapterOpen, LESSON_TYPE } from '../chapter-status.ts';
import { formatPercent } from '../learning-format.ts';

type Module = TCourseDetails['modules'][number];

/** Tick when completed, lock when locked, a playing marker for the current lesson, else its number. */
function LessonMarker({
  chapter,
  number,
  isCurrent,
}: {
  chapter: Chapter;
  number: number;
  isCurrent: boolean;
}) {
  const base = 'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold';
  if (isCurrent)
    return (
      <span className={cn(base, 'bg-primary text-primary-foreground')}>
        <Play aria-hidden="true" className="size-3 fill-current" />
      </span>
    );
  if (chapter.status === 'completed')
    return <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success" />;
  if (chapter.status === 'locked')
    return (
      <span className={cn(base, 'bg-muted text-muted-foreground')}>
        <Lock aria-hidden="true" className="size-3.5" />
      </span>
    );
  return (
    <span aria-hidden="true" className={cn(base, 'border border-border text-muted-foreground')}>
      {number}
    </span>
  );
}

function LessonItem({
  courseId,
  chapter,
  number,
  isCurrent,
  onSelect,
}: {
  courseId: string;
  chapter: Chapter;
  number: number;
  isCurrent: boolean;
  onSelect?: () => void;
}) {
  const isPartly = chapter.status !== 'completed' && chapter.progress > 0 && chapter.progress < 100;
  const inner = (
    <>
      <LessonMarker chapter={chapter} number={number} isCurrent={isCurrent} />
      <span className="min-w-0 flex-1">
        <span className="block leading-snug">{chapter.title}</span>
        <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-muted-foreground tabular-nums">
          <span>
            {t(LESSON_TYPE[chapter.type].labelKey)} · {t('learning.minutes', { n: chapter.durationMinutes })}
          </span>
          {isPartly ? (
            <span className="text-primary-strong">
              {t('learning.player.percentDone', { n: Math.round(chapter.progress) })}
            </span>
          ) : null}
        </span>
      </span>
      <span className="sr-only">
        {isCurrent ? t('learning.player.playing') : t(CHAPTER_STATUS[chapter.status].labelKey)}
      </span>
    </>
  );
  const classes = 'flex w-full items-start gap-3 rounded-md px-2.5 py-2 text-left text-sm';
  if (!isChapterOpen(chapter)) {
    return (
      <span aria-disabled="true" className={cn(classes, 'cursor-not-allowed text-muted-foreground')}>
        {inner}
      </span>
    );
  }
  return (
    <Link
      to={paths.dashboard.learn(courseId, chapter.id)}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={onSelect}
      className={cn(
        classes,
        'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        isCurrent ? 'bg-primary-soft font-medium text-primary-strong' : 'hover:bg-muted',
      )}
    >
      {inner}
    </Link>
  );
}

function ModuleSection({
  courseId,
  module,
  firstNumber,
  currentId,
  isInitiallyOpen,
  onSelect,
}: {
  courseId: string;
  module: Module;
  firstNumber: number;
  currentId: string | undefined;
  isInitiallyOpen: boolean;
  onSelect?: () => void;
}) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const holdsCurrent = module.chapters.some((chapter) => chapter.id === currentId);
  // Moving to a lesson of a closed module (Suivant, a shortcut) opens it.
  useEffect(() => {
    if (holdsCurrent) setIsOpen(true);
  }, [holdsCurrent]);
  const listId = `player-module-${module.id}`;
  return (
    <li className="border-b border-border last:border-b-0">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full items-start gap-2 px-3 py-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <span className="min-w-0 flex-1 space-y-1.5">
          <span className="flex items-center gap-1.5 text-sm font-semibold leading-snug">
            {module.title}
            {module.isLocked ? (
              <Lock aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
            ) : null}
          </span>
          <span className="block text-xs text-muted-foreground tabular-nums">
            {t('learning.player.lessonsDone', { done: module.completedLessons, total: module.totalLessons })}
          </span>
          <ProgressBar
            value={module.progress}
            label={`${t('learning.course.moduleProgress')} : ${module.title}`}
            className="h-1.5"
          />
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform',
            isOpen && 'rotate-180',
          )}
        />
      </button>
      <ol id={listId} hidden={!isOpen} className="space-y-0.5 px-1.5 pb-2">
        {module.chapters.map((chapter, index) => (
          <li key={chapter.id}>
            <LessonItem
              courseId={courseId}
              chapter={chapter}
              number={firstNumber + index}
              isCurrent={chapter.id === currentId}
              {...(onSelect ? { onSelect } : {})}
            />
          </li>
        ))}
      </ol>
    </li>
  );
}

/**
 * The course's modules and lessons beside the lesson (and in the mobile drawer). The module holding
 * the current lesson is open at first, otherwise the first module.
 */
export function PlayerNav({
  course,
  currentId,
  onSelect,
}: {
  course: TCourseDetails;
  currentId: string | undefined;
  /** Called when a lesson is chosen (the drawer closes). */
  onSelect?: () => void;
}) {
  const currentModule = course.modules.findIndex((m) => m.chapters.some((c) => c.id === currentId));
  const openIndex = currentModule === -1 ? 0 : currentModule;
  let number = 1;
  return (
    <div className="flex min-h-0 flex-col">
      <div className="space-y-2 border-b border-border px-3 py-3">
        <p className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">{t('learning.player.courseProgress')}</span>
          <span className="font-semibold tabular-nums" data-testid="player-course-progress">
            {formatPercent(course.progress)}
          </span>
        </p>
        <ProgressBar value={course.progress} label={t('learning.player.courseProgress')} />
      </div>
      <ol className="min-h-0 flex-1 overflow-y-auto">
        {course.modules.map((module, index) => {
          const firstNumber = number;
          number += module.chapters.length;
          return (
            <ModuleSection
              key={module.id}
              courseId={course.id}
              module={module}
              firstNumber={firstNumber}
              currentId={currentId}
              isInitiallyOpen={index === openIndex}
              {...(onSelect ? { onSelect } : {})}
            />
          );
        })}
      </ol>
    </div>
  );
}
