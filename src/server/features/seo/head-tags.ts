import { escapeHtml } from '#shared/notifications/email-layout.ts';

// The pieces of a page's <head> (docs/decisions/132): every value from the database is escaped, and
// the structured data cannot close its <script> element.

/** Link previews (WhatsApp, Facebook) and search results cut descriptions near 160 characters. */
export const DESCRIPTION_MAX = 160;

/** Whitespace folded, then cut at a word boundary with "…" when longer than `max` characters. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.·–-]+$/, '')}…`;
}

/**
 * An address as a previewer needs it: absolute, under the app's public base URL when it is a path
 * ("/demo/courses/x.webp"); null when it is not an http(s) address at all.
 */
export function absoluteUrl(appUrl: string, address: string | null | undefined): string | null {
  if (!address?.trim()) return null;
  try {
    const url = new URL(address.trim(), `${appUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export const titleTag = (title: string) => `<title>${escapeHtml(title)}</title>`;
export const metaName = (name: string, content: string) =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
export const metaProperty = (property: string, content: string | number) =>
  `<meta property="${escapeHtml(property)}" content="${escapeHtml(String(content))}">`;
export const linkTag = (rel: string, href: string) =>
  `<link rel="${escapeHtml(rel)}" href="${escapeHtml(href)}">`;

/**
 * JSON-LD in a <script>: JSON.stringify leaves "<", ">" and "&" as they are, so "</script>" in a
 * course title would end the element; written as \u003c… they stay the same JSON string. U+2028 and
 * U+2029 are escaped too, for old JavaScript parsers.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}
