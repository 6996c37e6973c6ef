import { ChevronLeft, ChevronRight, ListTree } from 'lucide-react';
import { useState } from 'react';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { cn } from '#web/lib/cn.ts';
import { Sheet, SheetContent, SheetTrigger } from '#web/ui/sheet.tsx';
import type { Chapter } from '../chapter-status.ts';
import { durationText, type LessonDuration } from './lesson-duration.ts';
import { LessonPercent } from './lesson-percent.tsx';
import { PlayerNav } from './player-nav.tsx';

// Three buttons must fit side by side on a 320 px phone: tighter than the design system's small buttons.
const BAR_BUTTON =
  'inline-flex h-10 items-center justify-center gap-1 rounded-md border border-border bg-surface px-2 text-[0.8125rem] font-medium whitespace-nowrap hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50';

/**
 * Below 1024 px: the current lesson (title, duration, percent) over Précédent, 'Menu du cours' (the
 * drawer 'Navigation du cours') and Suivant, fixed at the bottom within thumb's reach.
 */
export function PlayerMobileBar({
  course,
  current,
  duration,
  percentAtLeast,
  previous,
  next,
  hasOwnSteps,
  go,
}: {
  course: TCourseDetails;
  current: Chapter | undefined;
  /** The lesson's percent as its own answer gives it (see LessonPercent). */
  percentAtLeast: number;
  /** The header's duration (an article's reading time), in the bar's short form. */
  duration: LessonDuration;
  previous: Chapter | null;
  next: Chapter | null;
  /** The lesson shows its own 'Suivant' (a quiz's questions): only 'Menu du cours' is left here. */
  hasOwnSteps: boolean;
  go: (chapter: Chapter) => void;
}) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const durationLabel = durationText(duration, true);
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-surface/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
      data-testid="player-mobile-bar"
    >
      {current ? (
        <p className="flex items-baseline gap-2 text-sm">
          <span className="min-w-0 flex-1 truncate font-medium">{current.title}</span>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
            {durationLabel ? `${durationLabel} · ` : null}
            <LessonPercent chapter={current} atLeast={percentAtLeast} />
          </span>
        </p>
      ) : null}
      <div className="mt-1.5 grid grid-cols-[auto_1fr_auto] items-center gap-1">
        {hasOwnSteps ? (
          <span />
        ) : (
          <button
            type="button"
            disabled={!previous}
            onClick={() => previous && go(previous)}
            className={BAR_BUTTON}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('learning.player.previous')}
          </button>
        )}
        <Sheet open={isMenuOpen} onOpenChange={setIsMenuOpen}>
          <SheetTrigger asChild>
            <button type="button" className={cn(BAR_BUTTON, 'justify-self-center border-transparent')}>
              <ListTree aria-hidden="true" className="hidden size-4 min-[380px]:block" />
              {t('learning.player.menu')}
            </button>
          </SheetTrigger>
          <SheetContent title={t('learning.player.navigation')}>
            <PlayerNav course={course} currentId={current?.id} onSelect={() => setIsMenuOpen(false)} />
          </SheetContent>
        </Sheet>
        {hasOwnSteps ? (
          <span />
        ) : (
          <button type="button" disabled={!next} onClick={() => next && go(next)} className={BAR_BUTTON}>
            {t('learning.player.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
