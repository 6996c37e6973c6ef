import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { t } from '#shared/messages/fr-quizzes.ts';
import { cn } from '#web/lib/cn.ts';
import { timerAnnouncement } from '../quiz-timer.ts';

/**
 * 'Temps restant: Ns', seen every second; screen readers hear it politely when the question appears
 * and at 60, 30, 10 and 5 seconds (quiz-timer's timerAnnouncement), not at every tick.
 */
export function QuestionTimer({ remaining }: { remaining: number }) {
  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => {
    setAnnounced((previous) => timerAnnouncement(remaining, previous) ?? previous);
  }, [remaining]);
  const text = t('quizzes.player.timeLeft', { n: remaining });
  return (
    <div>
      <p
        role="timer"
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium tabular-nums',
          remaining <= 5 ? 'bg-destructive-soft text-destructive' : 'bg-muted text-foreground',
        )}
      >
        <Timer aria-hidden="true" className="size-4" />
        {text}
      </p>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announced === null ? '' : t('quizzes.player.timeLeft', { n: announced })}
      </p>
    </div>
  );
}
