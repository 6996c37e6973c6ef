import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminDashboard } from '#shared/admin/dashboard.contract.ts';
import { ZImportPreview, ZImportResult, ZLearnerImportRequest } from '#shared/admin/import.contract.ts';
import {
  ZInstructorProfile,
  ZInstructorProfileParams,
  ZUpdateInstructorProfile,
} from '#shared/admin/instructor-profiles.contract.ts';
import { IMPORT_MAX_KILOBYTES } from '#shared/admin/learner-import.ts';
import {
  ZAdminUserDetail,
  ZAdminUserList,
  ZAdminUserParams,
  ZAdminUsersQuery,
  ZChangeRoles,
  ZEnrolmentTargets,
  ZManualEnrolment,
  ZManualEnrolmentResponse,
  ZStatusChange,
  ZUserChangeResponse,
} from '#shared/admin/people.contract.ts';
import { data } from '#shared/http.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/record-audit.ts';
import { changeRolesOfMember } from './change-user-roles.ts';
import { reactivateMember, suspendMember } from './change-user-status.ts';
import { enrolMemberByHand } from './enrol-by-hand.ts';
import { getAdminDashboard } from './get-dashboard.ts';
import { getMemberDetail } from './get-member-detail.ts';
import { importLearners, previewLearnerImport } from './import-learners.ts';
import { listOrganizationInstructors, updateOrganizationInstructor } from './instructor-profiles.ts';
import { listEnrolmentTargets } from './list-enrolment-targets.ts';
import { listMembers } from './list-members.ts';

// The admin's people pages (issue 18 "Admin"): dashboard, users (search, roles, suspension, a user's
// page, manual enrolment), the learners' CSV import and the instructor profiles. /api/admin/* is for
// admins and superadmins (auth plugin's role table); every use case works in the caller's
// organisation only, so another organisation's user or profile is not found (404).

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
/** The CSV travels as JSON text: its own limit and the JSON around it. */
const IMPORT_BODY_LIMIT = IMPORT_MAX_KILOBYTES * 1024 * 2 + 1024;

export async function adminPeopleRoutes(
  root: FastifyInstance,
  /** onListingChange: an instructor's name or picture is on the cached marketplace cards. */
  options: { db: Db; onListingChange: () => void },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Tableau de bord de mon organisation',
        security,
        response: { 200: data(ZAdminDashboard) },
      },
    },
    async (request) => ({ data: await getAdminDashboard(db, requireCaller(request)) }),
  );

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Les membres de mon organisation (recherche, filtres, pages)',
        description:
          'search (nom, prénom ou email), role, status (active, inactive, pending, suspended, invited, expired), page, limit (1 à 100).',
        security,
        querystring: ZAdminUsersQuery,
        response: { 200: data(ZAdminUserList) },
      },
    },
    async (request) => ({ data: await listMembers(db, requireCaller(request), request.query) }),
  );

  app.get(
    '/api/admin/users/:userId',
    {
      schema: {
        tags,
        summary: 'Un membre : inscriptions, paiements, connexions et progression',
        security,
        params: ZAdminUserParams,
        response: { 200: data(ZAdminUserDetail) },
      },
    },
    async (request) => ({ data: await getMemberDetail(db, requireCaller(request), request.params.userId) }),
  );

  app.put(
    '/api/admin/users/:userId/roles',
    {
      schema: {
        tags,
        summary: "Changer les rôles d'un membre (jamais le dernier administrateur)",
        security,
        params: ZAdminUserParams,
        body: ZChangeRoles,
        response: { 200: data(ZUserChangeResponse) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return {
        data: await changeRolesOfMember(
          db,
          caller,
          auditActorOf(request, caller),
          request.params.userId,
          request.body,
        ),
      };
    },
  );

  app.post(
    '/api/admin/users/:userId/suspend',
    {
      schema: {
        tags,
        summary: 'Suspendre un membre (ses sessions sont fermées aussitôt)',
        security,
        params: ZAdminUserParams,
        body: ZStatusChange,
        response: { 200: data(ZUserChangeResponse) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return {
        data: await suspendMember(
          db,
          caller,
          auditActorOf(request, caller),
          request.params.userId,
          request.body,
        ),
      };
    },
  );

  app.post(
    '/api/admin/users/:userId/reactivate',
    {
      schema: {
        tags,
        summary: 'Réactiver un membre suspendu',
        security,
        params: ZAdminUserParams,
        body: ZStatusChange,
        response: { 200: data(ZUserChangeResponse) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return {
        data: await reactivateMember(
          db,
          caller,
          auditActorOf(request, caller),
          request.params.userId,
          request.body,
        ),
      };
    },
  );

  app.post(
    '/api/admin/users/:userId/enrolments',
    {
      schema: {
        tags,
        summary: 'Inscrire un membre à la main (payé en espèces, offert…)',
        security,
        params: ZAdminUserParams,
        body: ZManualEnrolment,
        response: { 201: data(ZManualEnrolmentResponse) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const enrolled = await enrolMemberByHand(
        db,
        caller,
        auditActorOf(request, caller),
        request.params.userId,
        request.body,
      );
      return reply.code(201).send({ data: enrolled });
    },
  );

  app.get(
    '/api/admin/enrolment-targets',
    {
      schema: {
        tags,
        summary: 'Les formations et sessions où inscrire quelqu’un',
        security,
        response: { 200: data(ZEnrolmentTargets) },
      },
    },
    async (request) => ({ data: await listEnrolmentTargets(db, requireCaller(request)) }),
  );

  app.post(
    '/api/admin/imports/learners/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: "Aperçu d'un import CSV d'apprenants (rien n'est écrit)",
        security,
        body: ZLearnerImportRequest,
        response: { 200: data(ZImportPreview) },
      },
    },
    async (request) => ({ data: await previewLearnerImport(db, requireCaller(request), request.body.csv) }),
  );

  app.post(
    '/api/admin/imports/learners',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: "Importer les lignes valides d'un CSV d'apprenants",
        security,
        body: ZLearnerImportRequest,
        response: { 200: data(ZImportResult) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return { data: await importLearners(db, caller, auditActorOf(request, caller), request.body.csv) };
    },
  );

  app.get(
    '/api/admin/instructor-profiles',
    {
      schema: {
        tags,
        summary: 'Les profils instructeurs de mon organisation',
        security,
        response: { 200: data(ZInstructorProfile.array()) },
      },
    },
    async (request) => ({ data: await listOrganizationInstructors(db, requireCaller(request)) }),
  );

  app.put(
    '/api/admin/instructor-profiles/:instructorId',
    {
      schema: {
        tags,
        summary: 'Modifier un profil instructeur (spécialité, bio, avatar, statut, commission)',
        security,
        params: ZInstructorProfileParams,
        body: ZUpdateInstructorProfile,
        response: { 200: data(ZInstructorProfile) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const profile = await updateOrganizationInstructor(
        db,
        caller,
        auditActorOf(request, caller),
        request.params.instructorId,
        request.body,
      );
      options.onListingChange();
      return { data: profile };
    },
  );
}
