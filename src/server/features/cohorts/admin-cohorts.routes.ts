import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCohortDetail,
  ZCohortList,
  ZCohortListQuery,
  ZCohortParams,
  ZCohortStatusAnswer,
  ZCourseOption,
  ZInstructorOption,
  ZStudentOption,
} from '#shared/cohorts/admin-cohorts.contract.ts';
import { ZCohortForm, ZCohortStatusChange } from '#shared/cohorts/cohort-form.ts';
import { data } from '#shared/http.contract.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { listCourseOptions, listInstructorOptions, listStudentOptions } from './cohort-options.ts';
import { type CohortStatusDeps, changeCohortStatus, defineAdvanceStatusJob } from './cohort-status.ts';
import { listAdminCohorts, listInstructorCohorts } from './list-cohorts.ts';
import { createCohort, getCohortDetail, saveCohort } from './save-cohort.ts';

const tags = ['cohorts'];
const security = [{ bearerAuth: [] }];

/** How often the job looks for cohorts to activate or complete. */
export const ADVANCE_STATUS_EVERY_SECONDS = 300;

// The admin cohort form's API (issue 15, part admin; spec/cohorts.md §7). /api/admin/* is reserved to
// admins and superadmins by the auth plugin's role table, /api/instructor/* to instructors; each
// cohort is reached through cohort-access.ts (another organisation's cohort: 404).
export async function adminCohortsRoutes(
  root: FastifyInstance,
  options: { deps: CohortStatusDeps; isJobPlanted: boolean },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { deps } = options;
  const { db } = deps;
  defineAdvanceStatusJob(app.jobs, deps, options.isJobPlanted ? ADVANCE_STATUS_EVERY_SECONDS : 0);

  app.get(
    '/api/admin/cohorts',
    {
      schema: {
        tags,
        summary: "Les sessions de l'organisation (filtres : statut, cours)",
        security,
        querystring: ZCohortListQuery,
        response: { 200: data(ZCohortList) },
      },
    },
    async (request) => ({
      data: await db.transaction((tx) => listAdminCohorts(tx, requireCaller(request), request.query)),
    }),
  );

  app.get(
    '/api/instructor/cohorts',
    {
      schema: {
        tags,
        summary: "Les sessions que j'anime",
        security,
        response: { 200: data(ZCohortList) },
      },
    },
    async (request) => ({
      data: await db.transaction((tx) => listInstructorCohorts(tx, requireCaller(request))),
    }),
  );

  app.get(
    '/api/admin/cohorts/available-courses',
    {
      schema: {
        tags,
        summary: "Les cours sur lesquels une session peut s'ouvrir",
        security,
        response: { 200: data(ZCourseOption.array()) },
      },
    },
    async (request) => ({
      data: await db.transaction((tx) => listCourseOptions(tx, requireCaller(request))),
    }),
  );

  app.get(
    '/api/admin/instructors',
    {
      schema: {
        tags,
        summary: "Les formateurs de l'organisation",
        security,
        response: { 200: data(ZInstructorOption.array()) },
      },
    },
    async (request) => ({
      data: await db.transaction((tx) => listInstructorOptions(tx, requireCaller(request).organizationId)),
    }),
  );

  app.get(
    '/api/admin/students',
    {
      schema: {
        tags,
        summary: "Les étudiants de l'organisation",
        security,
        response: { 200: data(ZStudentOption.array()) },
      },
    },
    async (request) => ({
      data: await db.transaction((tx) => listStudentOptions(tx, requireCaller(request))),
    }),
  );

  app.post(
    '/api/admin/cohorts',
    {
      schema: {
        tags,
        summary: 'Créer une session (brouillon) avec tout le formulaire',
        security,
        body: ZCohortForm,
        response: { 201: data(ZCohortDetail) },
      },
    },
    async (request, reply) => {
      const detail = await createCohort(db, requireCaller(request), request.body);
      return reply.code(201).send({ data: detail });
    },
  );

  app.get(
    '/api/admin/cohorts/:id',
    {
      schema: {
        tags,
        summary: 'Le formulaire de la session et ses participants',
        security,
        params: ZCohortParams,
        response: { 200: data(ZCohortDetail) },
      },
    },
    async (request) => ({ data: await getCohortDetail(db, requireCaller(request), request.params.id) }),
  );

  app.put(
    '/api/admin/cohorts/:id',
    {
      schema: {
        tags,
        summary: 'Enregistrer tout le formulaire (409 sur un champ verrouillé par le statut)',
        security,
        params: ZCohortParams,
        body: ZCohortForm,
        response: { 200: data(ZCohortDetail) },
      },
    },
    async (request) => ({
      data: await saveCohort(db, requireCaller(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/cohorts/:id/status',
    {
      schema: {
        tags,
        summary: 'Activer ou clôturer (brouillon → active → clôturée)',
        security,
        params: ZCohortParams,
        body: ZCohortStatusChange,
        response: { 200: data(ZCohortStatusAnswer) },
      },
    },
    async (request) => ({
      data: await changeCohortStatus(deps, requireCaller(request), request.params.id, request.body.status),
    }),
  );
}
