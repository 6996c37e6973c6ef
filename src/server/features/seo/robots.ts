// robots.txt: what crawlers may read (docs/decisions/126). The page prefixes are those of
// src/web/routes (role areas, sign-in pages, checkout); the API is closed except the public
// catalogue reads, which a crawler that runs the page's script needs to see its content.

/** Signed-in areas, account pages, checkout and development pages: nothing there to index. */
export const PRIVATE_PREFIXES = [
  '/dashboard',
  '/admin',
  '/instructor',
  '/superadmin',
  '/auth/',
  '/marketplace/*/payment',
  '/marketplace/payment/',
  '/sandbox/',
  '/dev/',
  '/api/',
] as const;

/** Under a closed prefix, still open: the catalogue's public reads. */
export const OPEN_UNDER_PRIVATE = ['/api/marketplace/'] as const;

export function robotsTxt(publicBaseUrl: string): string {
  return [
    'User-agent: *',
    ...OPEN_UNDER_PRIVATE.map((prefix) => `Allow: ${prefix}`),
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicBaseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
