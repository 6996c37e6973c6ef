import { Wifi, WifiOff } from 'lucide-react';
import { t } from '#shared/messages/fr-web.ts';
import { cn } from '#web/lib/cn.ts';
import { useOnlineStatus } from '#web/lib/use-online-status.ts';

/** "En ligne" / "Hors ligne", announced politely when it changes. */
export function OnlineBadge({ className }: { className?: string }) {
  const isOnline = useOnlineStatus();
  const Icon = isOnline ? Wifi : WifiOff;
  return (
    <span
      role="status"
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-1 text-xs font-medium',
        isOnline
          ? 'border-success/40 bg-success-soft text-success'
          : 'border-warning/40 bg-warning-soft text-warning',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {/* Icon only on narrow phones; the words stay for screen readers. */}
      <span className="sr-only sm:not-sr-only">{isOnline ? t('shell.online') : t('shell.offline')}</span>
    </span>
  );
}
