import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CERTIFICATE_IMAGE_MAX_BYTES,
  ZAssetQuery,
  ZCreateTemplate,
  ZDirector,
  ZDirectorInput,
  ZDirectorList,
  ZDirectorParams,
  ZDuplicateTemplate,
  ZRenameTemplate,
  ZSaveTemplateSettings,
  ZStoredAsset,
  ZTemplateDetail,
  ZTemplateList,
  ZTemplateParams,
  ZThumbnailAnswer,
} from '#shared/certificates/certificate-templates.contract.ts';
import { data } from '#shared/http.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { Storage } from '../../storage/storage.ts';
import { auditActorOf } from '../audit/record-audit.ts';
import {
  createCertificateDirector,
  deleteCertificateDirector,
  listCertificateDirectors,
  updateCertificateDirector,
} from './certificate-directors.ts';
import { readImageUpload, storeCertificateImage } from './certificate-images.ts';
import { createCertificateTemplate } from './create-template.ts';
import { deleteCertificateTemplate } from './delete-template.ts';
import { duplicateCertificateTemplate } from './duplicate-template.ts';
import { getCertificateTemplate, listCertificateTemplates } from './list-templates.ts';
import { renameCertificateTemplate } from './rename-template.ts';
import { saveCertificateTemplateSettings } from './save-template-settings.ts';
import { storeTemplateThumbnail } from './template-thumbnail.ts';

const tags = ['certificates'];
const security = [{ bearerAuth: [] }];
const TEMPLATES = '/api/admin/certificate-templates';
const DIRECTORS = '/api/admin/certificate-directors';

// The certificate designer's API (issue 16 "Designer"; decisions 224–233). /api/admin/certificate-
// templates is open to instructors by the role table (they read the templates for the course editor);
// the use cases let only admins and superadmins write. Another organisation's template: 404.
export async function certificateTemplatesRoutes(
  root: FastifyInstance,
  options: { db: Db; storage: Storage },
) {
  const { db, storage } = options;
  // Scoped to this plugin: the picture uploads read multipart bodies, one file of 5 MB at most.
  await root.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: CERTIFICATE_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = { db, storage };

  app.get(
    TEMPLATES,
    {
      schema: {
        tags,
        summary: "Les modèles de certificat de l'organisation, les plus récents d'abord (avec vignette)",
        security,
        response: { 200: data(ZTemplateList) },
      },
    },
    async (request) => ({ data: await listCertificateTemplates(db, requireCaller(request)) }),
  );

  app.post(
    TEMPLATES,
    {
      schema: {
        tags,
        summary: 'Créer un modèle avec les réglages par défaut',
        security,
        body: ZCreateTemplate,
        response: { 201: data(ZTemplateDetail) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const detail = await createCertificateTemplate(db, caller, auditActorOf(request, caller), request.body);
      return reply.code(201).send({ data: detail });
    },
  );

  app.get(
    `${TEMPLATES}/:id`,
    {
      schema: {
        tags,
        summary: 'Un modèle : ses réglages, sa version, où il est utilisé',
        security,
        params: ZTemplateParams,
        response: { 200: data(ZTemplateDetail) },
      },
    },
    async (request) => ({
      data: await getCertificateTemplate(db, requireCaller(request), request.params.id),
    }),
  );

  app.patch(
    `${TEMPLATES}/:id`,
    {
      schema: {
        tags,
        summary: 'Renommer un modèle',
        security,
        params: ZTemplateParams,
        body: ZRenameTemplate,
        response: { 200: data(ZTemplateDetail) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return {
        data: await renameCertificateTemplate(
          db,
          caller,
          auditActorOf(request, caller),
          request.params.id,
          request.body.name,
        ),
      };
    },
  );

  app.put(
    `${TEMPLATES}/:id/settings`,
    {
      schema: {
        tags,
        summary: 'Enregistrer les réglages (version +1 ; 409 si le modèle a changé entre-temps)',
        security,
        params: ZTemplateParams,
        body: ZSaveTemplateSettings,
        response: { 200: data(ZTemplateDetail) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return {
        data: await saveCertificateTemplateSettings(
          deps,
          caller,
          auditActorOf(request, caller),
          request.params.id,
          request.body,
        ),
      };
    },
  );

  app.post(
    `${TEMPLATES}/:id/duplicate`,
    {
      schema: {
        tags,
        summary: 'Dupliquer un modèle (« nom (copie) » par défaut)',
        security,
        params: ZTemplateParams,
        body: ZDuplicateTemplate,
        response: { 201: data(ZTemplateDetail) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const detail = await duplicateCertificateTemplate(
        db,
        caller,
        auditActorOf(request, caller),
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ data: detail });
    },
  );

  app.delete(
    `${TEMPLATES}/:id`,
    {
      schema: {
        tags,
        summary: 'Supprimer un modèle (409 tant qu’un cours ou une session l’utilise)',
        security,
        params: ZTemplateParams,
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      await deleteCertificateTemplate(deps, caller, auditActorOf(request, caller), request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    `${TEMPLATES}/:id/thumbnail`,
    {
      schema: {
        tags,
        summary: "La vignette du modèle (multipart : file, l'aperçu dessiné par le navigateur)",
        security,
        consumes: ['multipart/form-data'],
        params: ZTemplateParams,
        response: { 200: data(ZThumbnailAnswer) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const upload = await readImageUpload(request);
      return { data: await storeTemplateThumbnail(deps, caller, request.params.id, upload) };
    },
  );

  app.post(
    '/api/admin/certificate-assets',
    {
      schema: {
        tags,
        summary:
          'Envoyer une image du certificat (multipart : file ; JPG, PNG, GIF ou WebP, 5 Mo au plus ; kind = background, logo ou signature)',
        security,
        consumes: ['multipart/form-data'],
        querystring: ZAssetQuery,
        response: { 201: data(ZStoredAsset) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const upload = await readImageUpload(request);
      const stored = await storeCertificateImage(storage, caller, request.query.kind, upload);
      return reply.code(201).send({ data: stored });
    },
  );

  app.get(
    DIRECTORS,
    {
      schema: {
        tags,
        summary: "Les directeurs de l'organisation (nom, titre, signature)",
        security,
        response: { 200: data(ZDirectorList) },
      },
    },
    async (request) => ({ data: await listCertificateDirectors(db, requireCaller(request)) }),
  );

  app.post(
    DIRECTORS,
    {
      schema: {
        tags,
        summary: 'Ajouter un directeur',
        security,
        body: ZDirectorInput,
        response: { 201: data(ZDirector) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const director = await createCertificateDirector(
        deps,
        caller,
        auditActorOf(request, caller),
        request.body,
      );
      return reply.code(201).send({ data: director });
    },
  );

  app.put(
    `${DIRECTORS}/:id`,
    {
      schema: {
        tags,
        summary: 'Modifier un directeur',
        security,
        params: ZDirectorParams,
        body: ZDirectorInput,
        response: { 200: data(ZDirector) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return {
        data: await updateCertificateDirector(
          deps,
          caller,
          auditActorOf(request, caller),
          request.params.id,
          request.body,
        ),
      };
    },
  );

  app.delete(
    `${DIRECTORS}/:id`,
    {
      schema: {
        tags,
        summary: 'Supprimer un directeur (409 tant qu’un modèle le désigne)',
        security,
        params: ZDirectorParams,
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      await deleteCertificateDirector(deps, caller, auditActorOf(request, caller), request.params.id);
      return reply.code(204).send();
    },
  );
}
