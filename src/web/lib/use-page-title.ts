import { useEffect } from 'react';
import { documentTitle } from '#shared/page-titles.ts';

/** Sets the tab title to "<page> · Jàng", so history, tabs and screen readers name the page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
