import { useEffect } from 'react';
import { documentTitle } from '#shared/page-titles.ts';
import { markLive } from './live-mark.ts';

/**
 * Sets the tab title to "<page> · Jàng", so history, tabs and screen readers name the page; the
 * page is then live (markLive).
 */
export function usePageTitle(title: string): void {
  useEffect(markLive, []);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
