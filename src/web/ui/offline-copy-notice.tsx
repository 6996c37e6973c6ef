import { WifiOff } from 'lucide-react';
import { t } from '#shared/messages/fr-offline.ts';
import { offlineCopyDate } from '#web/lib/offline-copy-label.ts';

/**
 * 'Hors ligne — copie du 25 nov. à 10:42': above a page shown from the copy kept on this device
 * (docs/decisions/051). `copiedAt` comes from useOfflineCopy; nothing is shown when it is null.
 */
export function OfflineCopyNotice({ copiedAt, detail }: { copiedAt: number | null; detail?: string }) {
  if (copiedAt === null) return null;
  const date = offlineCopyDate(copiedAt, Date.now());
  return (
    <div
      role="status"
      data-testid="offline-copy"
      className="flex items-start gap-2.5 rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm text-warning"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">{date ? t('offline.copy', { date }) : t('offline.copyUndated')}</span>{' '}
        {detail ?? t('offline.copyDetail')}
      </p>
    </div>
  );
}
