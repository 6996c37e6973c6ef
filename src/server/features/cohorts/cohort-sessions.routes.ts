import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCalendarFeed,
  ZCohortParams,
  ZCohortSession,
  ZCohortSessionInput,
  ZCohortSessionParams,
  ZStudentCohortParams,
  ZStudentCohortSession,
  ZStudentSessionParams,
  ZStudentSessionsQuery,
} from '#shared/cohorts/cohort-sessions.ts';
import { data } from '#shared/http.contract.ts';
import { requireCaller } from '../../plugins/auth.ts';
import {
  createSession,
  deleteSession,
  listSessionsForStaff,
  updateSession,
} from './manage-cohort-sessions.ts';
import { defineSessionReminderJob, type RemindersDeps } from './session-reminders.ts';
import {
  calendarFeedIcs,
  createCalendarFeed,
  listStudentSessions,
  revokeCalendarFeed,
  sessionIcs,
} from './student-cohort-sessions.ts';

const tags = ['cohorts'];
const security = [{ bearerAuth: [] }];
const CALENDAR = 'text/calendar; charset=utf-8';

// A cohort's live sessions (issue 15, spec/cohorts.md §7): the staff's planning under
// /api/admin/cohorts/{id}/sessions, the learner's list and .ics under /api/v1/student, and the
// private calendar feed at /calendar/{token}.ics (no bearer: the token is the credential).
export async function cohortSessionsRoutes(root: FastifyInstance, options: { deps: RemindersDeps }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { deps } = options;
  const { db, appUrl } = deps;
  const manage = {
    db,
    jobs: deps.jobs,
    onError: (error: unknown) => app.log.error(error, 'session reminders not planned'),
  };
  defineSessionReminderJob(deps);

  app.get(
    '/api/admin/cohorts/:id/sessions',
    {
      schema: {
        tags,
        summary: 'Séances de la session (formateurs de la session, administrateurs)',
        security,
        params: ZCohortParams,
        response: { 200: data(z.array(ZCohortSession)) },
      },
    },
    async (request) => ({ data: await listSessionsForStaff(db, requireCaller(request), request.params.id) }),
  );

  app.post(
    '/api/admin/cohorts/:id/sessions',
    {
      schema: {
        tags,
        summary: 'Ajouter une séance',
        security,
        params: ZCohortParams,
        body: ZCohortSessionInput,
        response: { 201: data(ZCohortSession) },
      },
    },
    async (request, reply) => {
      const session = await createSession(manage, requireCaller(request), request.params.id, request.body);
      return reply.code(201).send({ data: session });
    },
  );

  app.patch(
    '/api/admin/cohorts/:id/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Modifier une séance (la séance entière)',
        security,
        params: ZCohortSessionParams,
        body: ZCohortSessionInput,
        response: { 200: data(ZCohortSession) },
      },
    },
    async (request) => ({
      data: await updateSession(
        manage,
        requireCaller(request),
        request.params.id,
        request.params.sessionId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/admin/cohorts/:id/sessions/:sessionId',
    {
      schema: { tags, summary: 'Supprimer une séance', security, params: ZCohortSessionParams },
    },
    async (request, reply) => {
      await deleteSession(manage, requireCaller(request), request.params.id, request.params.sessionId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/student/cohorts/:cohortId/sessions',
    {
      schema: {
        tags,
        summary: 'Sessions live de la cohorte (à venir, passées)',
        security,
        params: ZStudentCohortParams,
        querystring: ZStudentSessionsQuery,
        response: { 200: data(z.array(ZStudentCohortSession)) },
      },
    },
    async (request) => ({
      data: await listStudentSessions(
        db,
        requireCaller(request),
        request.params.cohortId,
        request.query.status,
      ),
    }),
  );

  app.get(
    '/api/v1/student/cohorts/:cohortId/sessions/:sessionId/ics',
    {
      schema: {
        tags,
        summary: 'La séance au format iCalendar (.ics)',
        security,
        params: ZStudentSessionParams,
      },
    },
    async (request, reply) => {
      const { body, fileName } = await sessionIcs(db, requireCaller(request), request.params, appUrl);
      return reply
        .header('content-type', CALENDAR)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.post(
    '/api/v1/student/calendar-feed',
    {
      schema: {
        tags,
        summary: "Créer (ou remplacer) l'adresse privée du calendrier des sessions live",
        security,
        response: { 201: data(ZCalendarFeed) },
      },
    },
    async (request, reply) => {
      const feed = await createCalendarFeed(db, requireCaller(request), appUrl);
      return reply.code(201).header('cache-control', 'no-store').send({ data: feed });
    },
  );

  app.delete(
    '/api/v1/student/calendar-feed',
    { schema: { tags, summary: "Révoquer l'adresse privée du calendrier", security } },
    async (request, reply) => {
      await revokeCalendarFeed(db, requireCaller(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        summary: 'Calendrier privé des sessions live (le jeton de l’adresse est la clé)',
        params: z.strictObject({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const body = await calendarFeedIcs(db, request.params.file, appUrl);
      return reply
        .header('content-type', CALENDAR)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
  );
}
