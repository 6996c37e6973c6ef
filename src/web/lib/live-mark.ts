import { LIVE_ATTRIBUTE } from '#shared/web/page-render.contract.ts';

/**
 * Marks #root once React has the page (browser tests wait for it before clicking: a click on
 * server-drawn HTML before then is lost, decision 127). A hydrated page is marked by its own page
 * component (usePageTitle), since the parts of a hydrated page come alive one after the other.
 */
export function markLive(): void {
  if (typeof document !== 'undefined') document.getElementById('root')?.setAttribute(LIVE_ATTRIBUTE, '');
}
