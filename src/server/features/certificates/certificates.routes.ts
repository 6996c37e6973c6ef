import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issuedCertificate } from '#shared/certificates/certificate.contract.ts';
import {
  ZAdminCertificateList,
  ZAdminCertificatesQuery,
  ZCertificateCourseParams,
  ZCertificateIdParams,
  ZMyCertificates,
  ZRevokeCertificateRequest,
} from '#shared/certificates/certificates-issue.contract.ts';
import { data } from '#shared/http.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/record-audit.ts';
import {
  getMyCertificateForCourse,
  listCertificatesOfOrganization,
  listMyCertificates,
} from './read-certificates.ts';
import { revokeCertificate } from './revoke-certificate.ts';

const tags = ['certificates'];
const security = [{ bearerAuth: [] }];

export type CertificatesRoutesOptions = { db: Db; appUrl: string };

// Certificates, part issue (issue 16): the learner's certificates and the admin's issued list and
// revocation. Reading and drawing the PDF and the public verification are the drawing part's routes.
export async function certificatesRoutes(root: FastifyInstance, options: CertificatesRoutesOptions) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, appUrl } = options;

  app.get(
    '/api/certificates',
    {
      schema: {
        tags,
        summary: 'Mes certificats, les plus récents d’abord',
        security,
        response: { 200: data(ZMyCertificates) },
      },
    },
    async (request) => ({ data: await listMyCertificates(db, requireCaller(request), appUrl) }),
  );

  app.get(
    '/api/certificates/course/:courseId',
    {
      schema: {
        tags,
        summary: 'Mon certificat pour un cours (404 « Certificat non trouvé » sinon, avec où j’en suis)',
        security,
        params: ZCertificateCourseParams,
        response: { 200: data(issuedCertificate) },
      },
    },
    async (request) => ({
      data: await getMyCertificateForCourse(db, requireCaller(request), request.params.courseId, appUrl),
    }),
  );

  app.get(
    '/api/admin/certificates',
    {
      schema: {
        tags,
        summary: "Les certificats délivrés par l'organisation (recherche, pages)",
        security,
        querystring: ZAdminCertificatesQuery,
        response: { 200: data(ZAdminCertificateList) },
      },
    },
    async (request) => ({
      data: await listCertificatesOfOrganization(db, requireCaller(request), request.query, appUrl),
    }),
  );

  app.post(
    '/api/admin/certificates/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Révoquer un certificat (motif obligatoire ; rien n’est supprimé)',
        security,
        params: ZCertificateIdParams,
        body: ZRevokeCertificateRequest,
        response: {
          200: data(z.object({ id: z.string(), revokedAt: z.string(), revokedReason: z.string() })),
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return {
        data: await revokeCertificate(
          db,
          caller,
          auditActorOf(request, caller),
          request.params.id,
          request.body,
        ),
      };
    },
  );
}
