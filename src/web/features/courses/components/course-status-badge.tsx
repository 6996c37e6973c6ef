import type { CourseStatus } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { cn } from '#web/lib/cn.ts';

const TONES: Record<CourseStatus, string> = {
  draft: 'bg-warning-soft text-warning',
  published: 'bg-success-soft text-success',
  archived: 'bg-muted text-muted-foreground',
};

export function CourseStatusBadge({ status, className }: { status: CourseStatus; className?: string }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status], className)}
    >
      {t(`courses.status.${status}`)}
    </span>
  );
}
