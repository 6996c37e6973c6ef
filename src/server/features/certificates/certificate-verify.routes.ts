import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { certificateVerification } from '#shared/certificates/certificate.contract.ts';
import { ZCertificateVerifyParams } from '#shared/certificates/certificate-routes.contract.ts';
import { AppError } from '#shared/errors.ts';
import { data } from '#shared/http.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { verifyCertificate } from './certificate-verify.ts';

// GET /api/certificates/verify/{code} (CERTIFICATE_PATHS.verifyApi; issue 16, part drawing): public,
// what the QR code's page reads. A budget per IP address and minute (decision 218) keeps anyone from
// trying codes in bulk; codes are random (31^10), so the budget only has to make scraping slow.

export type CertificateVerifyOptions = {
  db: Db;
  /** Verifications one IP address may ask per minute (30 by default). */
  perIpPerMinute?: number;
};

export async function certificateVerifyRoutes(root: FastifyInstance, options: CertificateVerifyOptions) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Counters in this process's memory, like the sign-in limits (one API process per database today).
  const perIp = new RateLimiterMemory({
    keyPrefix: 'certificate-verify-ip',
    points: options.perIpPerMinute ?? 30,
    duration: 60,
  });

  app.get(
    '/api/certificates/verify/:code',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Vérifier un certificat par son code (public) : valide, révoqué ou introuvable',
        params: ZCertificateVerifyParams,
        response: { 200: data(certificateVerification) },
      },
    },
    async (request, reply) => {
      try {
        await perIp.consume(request.ip);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        reply.header('retry-after', String(seconds));
        throw new AppError('RATE_LIMITED', t('certificates.verify.tooMany', { seconds }), {
          retryAfterSeconds: seconds,
        });
      }
      // A revocation shows at once: never kept by a cache.
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return { data: await verifyCertificate(options.db, request.params.code) };
    },
  );
}
