import type { CohortStatus } from '#shared/cohorts/cohort-form.ts';
import { t } from '#shared/messages/fr-cohorts-admin-web.ts';
import { cn } from '#web/lib/cn.ts';

const TONES: Record<CohortStatus, string> = {
  draft: 'bg-warning-soft text-warning',
  active: 'bg-success-soft text-success',
  completed: 'bg-muted text-muted-foreground',
};

export function CohortStatusBadge({ status, className }: { status: CohortStatus; className?: string }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status], className)}
    >
      {t(`cohortsAdmin.status.${status}`)}
    </span>
  );
}
