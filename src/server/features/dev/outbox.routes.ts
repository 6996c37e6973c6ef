import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { data } from '#shared/auth/auth.contract.ts';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { assertOutboxReader } from './outbox-reader.ts';

const ZOutboxEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  kind: z.string(),
  createdAt: z.string(),
});

/**
 * Development only, and only when DEV_OUTBOX=true: the emails the platform would have sent, for the
 * server's own machine or a superadmin (outbox-reader.ts). Never registered in production.
 */
export async function outboxRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: "Boîte d'envoi de développement",
        response: { 200: data(ZOutboxEmail.array()) },
      },
    },
    async (request) => {
      assertOutboxReader(request);
      const rows = await options.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(50);
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          link: row.link,
          kind: row.kind,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
