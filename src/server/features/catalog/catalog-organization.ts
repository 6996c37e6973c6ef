import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { findDemoOrganizationId, findOrganizationId } from '../organizations/organizations.repo.ts';

export const DEMO_MODE_HEADER = 'x-demo-mode';

/**
 * Whose catalogue a public read shows: a signed-in caller's own organisation; otherwise, in demo
 * mode, the demo organisation; otherwise the default one (DEFAULT_ORGANIZATION_SLUG).
 */
export function createCatalogOrganization(db: Db, defaultSlug: string) {
  const cache = new Map<string, string>();

  async function idWhere(key: string, find: () => Promise<string | null>): Promise<string | null> {
    const cached = cache.get(key);
    if (cached) return cached;
    const id = await find();
    if (id) cache.set(key, id);
    return id;
  }

  return async function catalogOrganizationId(request: FastifyRequest): Promise<string> {
    if (request.caller) return request.caller.organizationId;
    if (request.headers[DEMO_MODE_HEADER] === '1') {
      const demo = await idWhere('demo', () => findDemoOrganizationId(db));
      if (demo) return demo;
    }
    const id = await idWhere(`slug:${defaultSlug}`, () => findOrganizationId(db, { slug: defaultSlug }));
    if (!id) throw new AppError('NOT_FOUND');
    return id;
  };
}

export type CatalogOrganization = ReturnType<typeof createCatalogOrganization>;
