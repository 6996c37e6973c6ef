import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DISCUSSION_BODY_LIMIT_BYTES,
  ZAnnouncement,
  ZAnnouncementChange,
  ZAnnouncementInput,
  ZAnnouncementList,
  ZAnnouncementRead,
  ZAnnouncementsQuery,
  ZCohortAnnouncementParams,
  ZCohortParams,
} from '#shared/cohorts/cohort-discussion.ts';
import { data } from '#shared/http.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import {
  changeCohortAnnouncement,
  deleteCohortAnnouncement,
  listCohortAnnouncements,
  postCohortAnnouncement,
  readCohortAnnouncement,
} from './cohort-announcements.ts';

// 'Fil d'actualités' of the learner's cohort space (spec §2.1, §7; decision 213): read and filtered
// by everyone who reaches the cohort, each marked read or unread for the caller; posted, edited and
// deleted by the cohort's staff (403 for a learner).

const tags = ['cohorts'];
const security = [{ bearerAuth: [] }];

export async function cohortAnnouncementsRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/v1/student/cohorts/:cohortId/announcements',
    {
      schema: {
        tags,
        summary: "Annonces de la session (Fil d'actualités), lues ou non par l'appelant",
        security,
        params: ZCohortParams,
        querystring: ZAnnouncementsQuery,
        response: { 200: data(ZAnnouncementList) },
      },
    },
    async (request) => ({
      data: await listCohortAnnouncements(db, requireCaller(request), request.params.cohortId, request.query),
    }),
  );

  app.post(
    '/api/v1/student/cohorts/:cohortId/announcements',
    {
      bodyLimit: DISCUSSION_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Publier une annonce (formateurs de la session, administrateurs)',
        security,
        params: ZCohortParams,
        body: ZAnnouncementInput,
        response: { 201: data(ZAnnouncement) },
      },
    },
    async (request, reply) => {
      const announcement = await postCohortAnnouncement(
        db,
        requireCaller(request),
        request.params.cohortId,
        request.body,
      );
      return reply.code(201).send({ data: announcement });
    },
  );

  app.patch(
    '/api/v1/student/cohorts/:cohortId/announcements/:announcementId',
    {
      bodyLimit: DISCUSSION_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Modifier une annonce (formateurs de la session, administrateurs)',
        security,
        params: ZCohortAnnouncementParams,
        body: ZAnnouncementChange,
        response: { 200: data(ZAnnouncement) },
      },
    },
    async (request) => {
      const { cohortId, announcementId } = request.params;
      return {
        data: await changeCohortAnnouncement(
          db,
          requireCaller(request),
          cohortId,
          announcementId,
          request.body,
        ),
      };
    },
  );

  app.delete(
    '/api/v1/student/cohorts/:cohortId/announcements/:announcementId',
    {
      schema: {
        tags,
        summary: 'Supprimer une annonce (formateurs de la session, administrateurs)',
        security,
        params: ZCohortAnnouncementParams,
        response: { 200: data(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { cohortId, announcementId } = request.params;
      await deleteCohortAnnouncement(db, requireCaller(request), cohortId, announcementId);
      return { data: { id: announcementId } };
    },
  );

  app.post(
    '/api/v1/student/cohorts/:cohortId/announcements/:announcementId/read',
    {
      schema: {
        tags,
        summary: "Marquer une annonce comme lue (sans effet si elle l'est déjà)",
        security,
        params: ZCohortAnnouncementParams,
        response: { 200: data(ZAnnouncementRead) },
      },
    },
    async (request) => {
      const { cohortId, announcementId } = request.params;
      await readCohortAnnouncement(db, requireCaller(request), cohortId, announcementId);
      return { data: { id: announcementId, read: true as const } };
    },
  );
}
