import { useEffect } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { markLive } from './live-mark.ts';

/**
 * Sets the tab title to "<page> · Jàng", so history, tabs and screen readers name the page; the
 * page is then live (markLive).
 */
export function usePageTitle(title: string): void {
  useEffect(markLive, []);
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title]);
}
