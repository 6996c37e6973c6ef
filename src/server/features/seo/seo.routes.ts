import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listVisibleCourseLinks } from '../catalog/catalog.repo.ts';
import type { CatalogOrganization } from '../catalog/catalog-organization.ts';
import { robotsTxt } from './robots.ts';
import { sitemapXml } from './sitemap.ts';

// The crawlers' files, at the site's root (docs/decisions/126). Public reads: ETag and 304 come from
// plugins/public-caching.ts.

const hidden = { hide: true };

export async function seoRoutes(
  app: FastifyInstance,
  options: { db: Db; catalogOrganizationId: CatalogOrganization; publicBaseUrl: string },
) {
  const { db, catalogOrganizationId, publicBaseUrl } = options;
  const robots = robotsTxt(publicBaseUrl);

  app.get('/robots.txt', { schema: hidden }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, no-cache').send(robots),
  );

  // A crawler is anonymous: it sees the default organisation's catalogue, as the marketplace does.
  app.get('/sitemap.xml', { schema: hidden }, async (request, reply) => {
    const courses = await listVisibleCourseLinks(db, await catalogOrganizationId(request));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, no-cache')
      .send(sitemapXml(publicBaseUrl, courses));
  });
}
