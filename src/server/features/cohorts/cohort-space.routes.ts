import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCohortContent,
  ZCohortContentQuery,
  ZCohortParams,
  ZCohortParticipants,
  ZCohortParticipantsQuery,
  ZCohortPracticals,
  ZCohortResource,
  ZCohortResourceParams,
  ZCohortResources,
  ZCohortResourcesQuery,
  ZCohortSpace,
  ZResourceLink,
} from '#shared/cohorts/space.ts';
import { MAX_RESOURCE_FILE_BYTES } from '#shared/cohorts/space-values.ts';
import { AppError } from '#shared/errors.ts';
import { data } from '#shared/http.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { Storage } from '../../storage/storage.ts';
import {
  addResourceFile,
  addResourceLink,
  listCohortResources,
  openResourceFile,
  removeCohortResource,
  requireResourceManager,
} from './cohort-resources.ts';
import { getCohortContent } from './get-cohort-content.ts';
import { getCohortSpace } from './get-cohort-space.ts';
import { listCohortParticipantsOf } from './list-cohort-participants.ts';
import { listCohortPracticals } from './list-cohort-practicals.ts';
import { readResourceFileBody, sendResourceFile } from './resource-files.ts';

const tags = ['cohorts'];
const security = [{ bearerAuth: [] }];
const BASE = '/api/v1/student/cohorts/:cohortId';

// The learner's cohort space (spec/cohorts.md §2.1, §7; issue 15, part space). Every route starts
// with reachCohort: the cohort's live learners, its instructors and its organisation's admins reach
// it; anyone else is told it does not exist (404).
export async function cohortSpaceRoutes(root: FastifyInstance, options: { db: Db; storage: Storage }) {
  const { db, storage } = options;
  // Scoped to this plugin: only the resource upload reads multipart bodies.
  await root.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_RESOURCE_FILE_BYTES, files: 2, fields: 10, fieldSize: 8 * 1024, parts: 20 },
  });
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'La session : dates, participants, prochaine séance, groupe',
        security,
        params: ZCohortParams,
        response: { 200: data(ZCohortSpace) },
      },
    },
    async (request) => ({
      data: await getCohortSpace(db, requireCaller(request), request.params.cohortId),
    }),
  );

  app.get(
    `${BASE}/content`,
    {
      schema: {
        tags,
        summary: 'Contenu hebdomadaire : la semaine demandée (ou en cours) et ses leçons',
        security,
        params: ZCohortParams,
        querystring: ZCohortContentQuery,
        response: { 200: data(ZCohortContent) },
      },
    },
    async (request) => ({
      data: await getCohortContent(db, requireCaller(request), request.params.cohortId, request.query),
    }),
  );

  app.get(
    `${BASE}/practicals`,
    {
      schema: {
        tags,
        summary: 'Travaux pratiques : exercices, échéances, état des soumissions',
        security,
        params: ZCohortParams,
        response: { 200: data(ZCohortPracticals) },
      },
    },
    async (request) => ({
      data: await listCohortPracticals(db, requireCaller(request), request.params.cohortId),
    }),
  );

  app.get(
    `${BASE}/resources`,
    {
      schema: {
        tags,
        summary: 'Ressources de la session (filtre par catégorie)',
        security,
        params: ZCohortParams,
        querystring: ZCohortResourcesQuery,
        response: { 200: data(ZCohortResources) },
      },
    },
    async (request) => ({
      data: await listCohortResources(db, requireCaller(request), request.params.cohortId, request.query),
    }),
  );

  app.post(
    `${BASE}/resources`,
    {
      schema: {
        tags,
        summary:
          'Ajouter une ressource (formateurs, administrateurs) : un lien en JSON { title, description, category, url }, ou un fichier en multipart (≤ 20 Mo)',
        security,
        consumes: ['application/json', 'multipart/form-data'],
        params: ZCohortParams,
        response: { 201: data(ZCohortResource) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { cohortId } = request.params;
      // Staff only, checked before a byte of the file is stored.
      await requireResourceManager(db, caller, cohortId);
      if (request.isMultipart()) {
        const body = await readResourceFileBody(request, storage);
        try {
          const resource = await addResourceFile(db, caller, cohortId, body);
          return reply.code(201).send({ data: resource });
        } catch (error) {
          await storage.delete(body.file.key);
          throw error;
        }
      }
      const parsed = ZResourceLink.safeParse(request.body ?? {});
      if (!parsed.success) {
        throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? t('error.validation'));
      }
      return reply.code(201).send({ data: await addResourceLink(db, caller, cohortId, parsed.data) });
    },
  );

  app.delete(
    `${BASE}/resources/:resourceId`,
    {
      schema: {
        tags,
        summary: 'Supprimer une ressource (formateurs, administrateurs)',
        security,
        params: ZCohortResourceParams,
      },
    },
    async (request, reply) => {
      const { cohortId, resourceId } = request.params;
      await removeCohortResource(db, storage, requireCaller(request), cohortId, resourceId);
      return reply.code(204).send();
    },
  );

  app.get(
    `${BASE}/resources/:resourceId/file`,
    {
      schema: {
        tags,
        summary: "Télécharger le fichier d'une ressource",
        security,
        params: ZCohortResourceParams,
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const { cohortId, resourceId } = request.params;
      const file = await openResourceFile(db, storage, requireCaller(request), cohortId, resourceId);
      return sendResourceFile(reply, file);
    },
  );

  app.get(
    `${BASE}/participants`,
    {
      schema: {
        tags,
        summary: 'Participants (filtre par statut, recherche par nom)',
        security,
        params: ZCohortParams,
        querystring: ZCohortParticipantsQuery,
        response: { 200: data(ZCohortParticipants) },
      },
    },
    async (request) => ({
      data: await listCohortParticipantsOf(
        db,
        requireCaller(request),
        request.params.cohortId,
        request.query,
      ),
    }),
  );
}
