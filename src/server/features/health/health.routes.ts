import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export async function healthRoutes(root: FastifyInstance, options: { database: Database; version: string }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    { schema: { tags: ['platform'], summary: 'État du service', response: { 200: ZHealth } } },
    async () => {
      await options.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: options.database.kind, version: options.version };
    },
  );
}
