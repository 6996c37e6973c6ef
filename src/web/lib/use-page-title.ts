import { useEffect } from 'react';
import { t } from '#shared/messages/fr-web.ts';

/** Sets the tab title to "<page> · Jàng", so history, tabs and screen readers name the page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title]);
}
