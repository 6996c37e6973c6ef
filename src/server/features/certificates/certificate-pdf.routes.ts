import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCertificatePdfParams } from '#shared/certificates/certificate-routes.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { Storage } from '../../storage/storage.ts';
import { downloadCertificatePdf } from './certificate-pdf-download.ts';
import { createPdfImageReader } from './certificate-pdf-images.ts';

// GET /api/certificates/{id}/pdf (CERTIFICATE_PATHS.pdf; issue 16, part drawing; decision 216).

export type CertificatePdfDeps = {
  db: Db;
  storage: Storage;
  appUrl: string;
  /** The built web app (dist/web): the product's logo is read from there, or from the sources. */
  webDistDir: string;
};

/** The web app's public files in the sources (the PDF works before any build). */
const WEB_PUBLIC_SOURCES = path.resolve(import.meta.dirname, '../../../web/public');

export async function certificatePdfRoutes(root: FastifyInstance, options: { deps: CertificatePdfDeps }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { deps } = options;
  const readImage = createPdfImageReader({
    storage: deps.storage,
    appUrl: deps.appUrl,
    webPublicDirs: [deps.webDistDir, WEB_PUBLIC_SOURCES],
  });

  app.get(
    '/api/certificates/:id/pdf',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Télécharger le certificat en PDF (son titulaire, les administrateurs de son organisation)',
        security: [{ bearerAuth: [] }],
        params: ZCertificatePdfParams,
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const pdf = await downloadCertificatePdf(deps.db, caller, request.params.id, {
        appUrl: deps.appUrl,
        readImage,
      });
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
          // Drawn anew each time: a revocation applies at once, and a personal document stays private.
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf.bytes))
      );
    },
  );
}
