import { createHash } from 'node:crypto';

// The code of a page drawn on the server is asked for once the page has been seen (decision 312):
// the built index.html names the entry and its preloads in the head, where the browser fetches them
// at once, beside the stylesheet and the first picture, on a phone's few connections. On a drawn
// page they are named instead by this small inline script at the end of the body, which adds them
// after the first paint and once the page's first picture has arrived (at most LEAD_PICTURE_WAIT_MS
// later). The Content-Security-Policy allows this one inline script by its hash, nothing else.

/** How long the code waits for a first picture that is slow to come (a slow or lost connection). */
const LEAD_PICTURE_WAIT_MS = 1500;

/**
 * Reads what to load from its own element's data attributes (the page's chunks differ, the script
 * does not, so one hash serves every page): `data-entry`, the entry module; `data-preload`, the
 * chunks to announce with it, separated by spaces. A hidden tab paints no frame: it loads at once.
 */
export const PAGE_BOOT_SCRIPT = `(function(){var s=document.currentScript,d=s.dataset,started=false;
function load(){if(started)return;started=true;
var f=document.createDocumentFragment();
(d.preload||'').split(' ').forEach(function(h){if(!h)return;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;f.appendChild(l)});
var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=d.entry;f.appendChild(e);document.head.appendChild(f)}
function afterLeadPicture(){var img=document.querySelector('#root img[fetchpriority="high"]');
if(!img||img.complete){load();return}
img.addEventListener('load',load);img.addEventListener('error',load);setTimeout(load,${LEAD_PICTURE_WAIT_MS})}
if(document.visibilityState==='hidden'){load();return}
requestAnimationFrame(function(){setTimeout(afterLeadPicture,0)})})();`;

/** The CSP source that allows PAGE_BOOT_SCRIPT, and only it, to run inline. */
export const PAGE_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;

const attributeSafe = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The script element: the entry and the chunks to load after the first paint. */
export function pageBootElement(entry: string, preloads: readonly string[]): string {
  const preload = preloads.length ? ` data-preload="${attributeSafe(preloads.join(' '))}"` : '';
  return `<script data-entry="${attributeSafe(entry)}"${preload}>${PAGE_BOOT_SCRIPT}</script>`;
}
