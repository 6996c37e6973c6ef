import { t } from '#shared/messages/fr-learning.ts';
import { cn } from '#web/lib/cn.ts';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { formatPercent } from '../learning-format.ts';

/** A course's progress on a card: its label and percent on one line, the bar under them. */
export function CourseProgress({
  label,
  percent,
  testId,
  className,
}: {
  label: string;
  percent: number;
  testId: string;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <p className="flex items-center justify-between text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold" data-testid={testId}>
          {formatPercent(percent)}
        </span>
      </p>
      <ProgressBar value={percent} label={t('learning.course.progress')} />
    </div>
  );
}
