import { useNavigate } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#web/paths.ts';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { CHAPTER_STATUS, type Chapter, isChapterOpen, LESSON_TYPE } from '../chapter-status.ts';
import { formatPercent } from '../learning-format.ts';

type Module = TCourseDetails['modules'][number];

/** One lesson: type icon, title, duration, status icon; locked ones cannot be opened. */
function ChapterButton({ chapter, onOpen }: { chapter: Chapter; onOpen: (chapter: Chapter) => void }) {
  const isOpen = isChapterOpen(chapter);
  const type = LESSON_TYPE[chapter.type];
  const status = CHAPTER_STATUS[chapter.status];
  const TypeIcon = type.icon;
  const StatusIcon = status.icon;
  return (
    <button
      type="button"
      disabled={!isOpen}
      aria-disabled={!isOpen}
      onClick={() => onOpen(chapter)}
      className={cn(
        'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        isOpen ? 'hover:bg-muted' : 'cursor-not-allowed text-muted-foreground',
      )}
    >
      <TypeIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="sr-only">{t(type.labelKey)} :</span>
      <span className="min-w-0 flex-1">{chapter.title}</span>
      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{chapter.duration}</span>
      <StatusIcon aria-hidden="true" className={cn('size-4 shrink-0', status.tone)} />
      <span className="sr-only">{t(status.labelKey)}</span>
    </button>
  );
}

function ModuleItem({
  module,
  number,
  onOpen,
}: {
  module: Module;
  number: number;
  onOpen: (chapter: Chapter) => void;
}) {
  const titleId = `module-${module.id}`;
  return (
    <li className="rounded-lg border border-border bg-surface shadow-sm">
      <div className="space-y-2 p-4">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-strong"
          >
            {number}
          </span>
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="flex items-center gap-2 font-semibold leading-snug">
              <span className="sr-only">{t('learning.course.moduleNumber', { n: number })} : </span>
              {module.title}
              {module.isLocked ? (
                <>
                  <Lock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="sr-only">{t('learning.course.moduleLocked')}</span>
                </>
              ) : null}
            </h3>
            {module.description ? (
              <p className="mt-1 text-sm text-muted-foreground">{module.description}</p>
            ) : null}
          </div>
          <span className="shrink-0 text-sm font-semibold tabular-nums">
            {formatPercent(module.progress)}
          </span>
        </div>
        <ProgressBar
          value={module.progress}
          label={`${t('learning.course.moduleProgress')} ${number}`}
          className="h-1.5"
        />
      </div>
      {module.chapters.length > 0 ? (
        <ul className="border-t border-border p-1.5">
          {module.chapters.map((chapter) => (
            <li key={chapter.id}>
              <ChapterButton chapter={chapter} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The numbered module list; a chapter that is not locked opens the learning screen on it (an exercise, its page). */
export function ModuleList({ courseId, modules }: { courseId: string; modules: Module[] }) {
  const navigate = useNavigate();
  const open = (chapter: Chapter) => {
    if (!isChapterOpen(chapter)) return;
    // An exercise opens its own page (spec/learner.md §2 "/dashboard/exercises/{lessonId}").
    const href =
      chapter.type === 'exercise'
        ? paths.dashboard.exercise(chapter.id)
        : paths.dashboard.learn(courseId, chapter.id);
    void navigate({ href });
  };
  return (
    <section aria-labelledby="modules-title" className="space-y-3">
      <h2 id="modules-title" className="scroll-mt-24 text-xl font-semibold">
        {t('learning.course.modules')}
      </h2>
      <ol className="space-y-4">
        {modules.map((module, index) => (
          <ModuleItem key={module.id} module={module} number={index + 1} onOpen={open} />
        ))}
      </ol>
    </section>
  );
}
