import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCohortParams,
  ZJoinResponse,
  ZMyCohortEnrolment,
  ZMyWaitingEnrolments,
  ZParticipantList,
  ZParticipantsActionRequest,
  ZParticipantsActionResponse,
} from '#shared/cohorts/enrolment.ts';
import { data } from '#shared/http.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
// Platform console (issue 18): staff enrolment changes are audited.
import { auditActorOf } from '../audit/record-audit.ts';
import { reachCohortAsStaff } from './cohort-access.ts';
import { getMyCohortEnrolment, joinCohort, leaveCohort, listMyWaitingCohorts } from './join-cohort.ts';
import { listStaffParticipants } from './list-staff-participants.ts';
import { manageParticipants } from './manage-participants.ts';

const tags = ['cohorts'];
const security = [{ bearerAuth: [] }];

// Cohorts, part enrolment (issue 15): the staff's participants list and actions, the learner's join,
// leave and standing. Who may call each is decided by the use cases (cohort-access.ts).
export async function cohortParticipantsRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/admin/cohorts/:cohortId/participants',
    {
      schema: {
        tags,
        summary: "Les participants d'une session (administrateurs et formateurs de la session)",
        security,
        params: ZCohortParams,
        response: { 200: data(ZParticipantList) },
      },
    },
    async (request) => {
      const { cohort } = await reachCohortAsStaff(db, requireCaller(request), request.params.cohortId);
      return { data: await listStaffParticipants(db, cohort.id) };
    },
  );

  app.post(
    '/api/instructor/cohorts/:cohortId/participants',
    {
      schema: {
        tags,
        summary: 'Inviter, approuver, refuser ou retirer des participants',
        security,
        params: ZCohortParams,
        body: ZParticipantsActionRequest,
        response: { 200: data(ZParticipantsActionResponse) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return {
        data: await manageParticipants(
          db,
          caller,
          request.params.cohortId,
          request.body,
          undefined,
          auditActorOf(request, caller),
        ),
      };
    },
  );

  app.get(
    '/api/v1/student/cohort-enrolments',
    {
      schema: {
        tags,
        summary: "Mes sessions en attente : invitations, demandes, listes d'attente",
        security,
        response: { 200: data(ZMyWaitingEnrolments) },
      },
    },
    async (request) => ({ data: await listMyWaitingCohorts(db, requireCaller(request)) }),
  );

  app.get(
    '/api/v1/student/cohorts/:cohortId/enrolment',
    {
      schema: {
        tags,
        summary: 'Ma place dans une session',
        security,
        params: ZCohortParams,
        response: { 200: data(ZMyCohortEnrolment) },
      },
    },
    async (request) => ({
      data: await getMyCohortEnrolment(db, requireCaller(request), request.params.cohortId),
    }),
  );

  app.post(
    '/api/v1/student/cohorts/:cohortId/join',
    {
      schema: {
        tags,
        summary: 'Rejoindre une session gratuite ou accepter une invitation',
        security,
        params: ZCohortParams,
        response: { 200: data(ZJoinResponse) },
      },
    },
    async (request) => ({ data: await joinCohort(db, requireCaller(request), request.params.cohortId) }),
  );

  app.post(
    '/api/v1/student/cohorts/:cohortId/leave',
    {
      schema: {
        tags,
        summary: 'Quitter une session (ou décliner une invitation)',
        security,
        params: ZCohortParams,
        response: { 200: data(z.object({ status: z.literal('cancelled') })) },
      },
    },
    async (request) => ({ data: await leaveCohort(db, requireCaller(request), request.params.cohortId) }),
  );
}
