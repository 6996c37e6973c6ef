import { WifiOff } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { t } from '#shared/messages/fr-offline.ts';
import { cn } from '#web/lib/cn.ts';
import { buttonClasses } from './button-classes.ts';

export type OfflineScreenProps = {
  /** Loads the page again; also called by itself when the network comes back. */
  onRetry: () => void;
  /** Defaults to 'Vous êtes hors ligne'. */
  title?: string;
  /** What needs the network and what to do; defaults to the page-level text. */
  detail?: string;
  /** A way on that works offline (e.g. a link to 'Mes formations'), shown beside 'Réessayer'. */
  action?: ReactNode;
  /** 'page' fills the page with an h1; 'inline' sits inside a page (a lesson, a quiz) with an h2. */
  layout?: 'page' | 'inline';
};

/**
 * 'Vous êtes hors ligne': what any page or part of a page that truly needs the network shows without
 * it, instead of a generic error (docs/decisions/053). It tries again on its own when the browser
 * reports the network back, and 'Réessayer' stays for networks that return without telling.
 */
export function OfflineScreen({ onRetry, title, detail, action, layout = 'page' }: OfflineScreenProps) {
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    const onOnline = () => retry.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  const Heading = layout === 'page' ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      data-testid="offline-screen"
      className={cn(
        'mx-auto flex max-w-md flex-col items-center text-center',
        layout === 'page' ? 'gap-4 px-4 py-16' : 'gap-3 py-8',
      )}
    >
      <WifiOff aria-hidden="true" className={cn('text-warning', layout === 'page' ? 'size-10' : 'size-8')} />
      <Heading className={cn('font-semibold', layout === 'page' ? 'text-2xl' : 'text-lg')}>
        {title ?? t('offline.title')}
      </Heading>
      <p className="text-muted-foreground">{detail ?? t('offline.detail')}</p>
      {action ? <p className="text-sm text-muted-foreground">{t('offline.available')}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={buttonClasses('default')}>
          {t('shell.retry')}
        </button>
        {action}
      </div>
    </div>
  );
}
