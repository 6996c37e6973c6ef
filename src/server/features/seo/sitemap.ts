// sitemap.xml: the public entry pages and every published course of the catalogue, as absolute
// addresses under the app's public base URL (APP_URL) (docs/decisions/126).

export type SitemapCourse = { id: string; updatedAt: Date };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

function urlEntry(loc: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`;
}

/** The course page's address, as src/web/paths.ts builds it (marketplace.course). */
export const coursePagePath = (courseId: string) => `/marketplace/${encodeURIComponent(courseId)}`;

export function sitemapXml(publicBaseUrl: string, courses: SitemapCourse[]): string {
  const entries = [
    urlEntry(`${publicBaseUrl}/`),
    urlEntry(`${publicBaseUrl}/marketplace`),
    ...courses.map((course) => urlEntry(publicBaseUrl + coursePagePath(course.id), course.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
