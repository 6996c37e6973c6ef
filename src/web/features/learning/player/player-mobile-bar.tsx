import { ChevronLeft, ChevronRight, ListTree } from 'lucide-react';
import { useState } from 'react';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { Button } from '#web/ui/button.tsx';
import { Sheet, SheetContent, SheetTrigger } from '#web/ui/sheet.tsx';
import type { Chapter } from '../chapter-status.ts';
import { formatPercent } from '../learning-format.ts';
import { PlayerNav } from './player-nav.tsx';

/**
 * Below 1024 px: the current lesson (title, duration, percent) over Précédent, 'Menu du cours' (the
 * drawer 'Navigation du cours') and Suivant, fixed at the bottom within thumb's reach.
 */
export function PlayerMobileBar({
  course,
  current,
  previous,
  next,
  go,
}: {
  course: TCourseDetails;
  current: Chapter | undefined;
  previous: Chapter | null;
  next: Chapter | null;
  go: (chapter: Chapter) => void;
}) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const percent = current ? (current.status === 'completed' ? 100 : current.progress) : 0;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-surface/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
      data-testid="player-mobile-bar"
    >
      {current ? (
        <p className="flex items-baseline gap-2 text-sm">
          <span className="min-w-0 flex-1 truncate font-medium">{current.title}</span>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
            {t('learning.minutes', { n: current.durationMinutes })} · {formatPercent(percent)}
          </span>
        </p>
      ) : null}
      <div className="mt-1.5 grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!previous}
          onClick={() => previous && go(previous)}
          className="justify-self-start"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('learning.player.previous')}
        </Button>
        <Sheet open={isMenuOpen} onOpenChange={setIsMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="sm">
              <ListTree aria-hidden="true" className="size-4" />
              {t('learning.player.menu')}
            </Button>
          </SheetTrigger>
          <SheetContent title={t('learning.player.navigation')}>
            <PlayerNav course={course} currentId={current?.id} onSelect={() => setIsMenuOpen(false)} />
          </SheetContent>
        </Sheet>
        <Button
          variant="outline"
          size="sm"
          disabled={!next}
          onClick={() => next && go(next)}
          className="justify-self-end"
        >
          {t('learning.player.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
