import { cn } from '#web/lib/cn.ts';
import { clampPercent } from '#web/lib/format.ts';

/** A thin progress bar, announced as a progressbar with its percent. */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const percent = clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full', percent === 100 ? 'bg-success' : 'bg-primary')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
