import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import { data, id } from '#shared/http.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { findEmailHtml, listRecentEmails } from './outbox.repo.ts';
import { assertOutboxReader } from './outbox-reader.ts';

const ZOutboxEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  kind: z.string(),
  /** The email has an HTML part, served at /api/dev/outbox/{id}/html. */
  hasHtml: z.boolean(),
  createdAt: z.string(),
});

const ZOutboxEmailParams = z.object({ id: id() });
/** Only the emails to one address: a test finds its own among many, however many were sent since. */
const ZOutboxQuery = z.object({ to: z.string().max(320).optional() });

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
        querystring: ZOutboxQuery,
        response: { 200: data(ZOutboxEmail.array()) },
      },
    },
    async (request) => {
      assertOutboxReader(request);
      const rows = await listRecentEmails(options.db, 50, request.query.to);
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          link: row.link,
          kind: row.kind,
          hasHtml: row.html !== null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );

  // The HTML part as a mail app would show it (its styles are inline, allowed by the page's CSP).
  app.get(
    '/api/dev/outbox/:id/html',
    {
      schema: {
        tags: ['dev'],
        summary: "La version HTML d'un email de la boîte d'envoi",
        params: ZOutboxEmailParams,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      assertOutboxReader(request);
      const html = await findEmailHtml(options.db, request.params.id);
      if (!html) throw new AppError('NOT_FOUND', t('dev.outboxHtmlNotFound'));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
}
