import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCourseCreate,
  ZCourseEditor,
  ZCourseListQuery,
  ZCourseParams,
  ZCourseSummaryList,
  ZCourseUpdate,
  ZEditorOptions,
  ZStatusChange,
  ZStructureSave,
} from '#shared/courses/course-editor.contract.ts';
import { data } from '#shared/http.contract.ts';
import { requireCaller } from '../../plugins/auth.ts';
import {
  archiveCourse,
  type CourseEditorDeps,
  createCourse,
  getCourseEditor,
  getEditorOptions,
  listEditorCourses,
  publishCourse,
  updateCourse,
} from './course-editor.ts';
import { saveStructure } from './save-structure.ts';

const tags = ['course-editor'];
const security = [{ bearerAuth: [] }];

/** A 50 × 20 structure with long articles is well above the app's 1 MB default. */
const STRUCTURE_BODY_LIMIT = 8 * 1024 * 1024;

// The course editor's API (issue 14): instructors their own courses, admins every course of their
// organisation (course-access.ts).
export async function coursesRoutes(root: FastifyInstance, options: { deps: CourseEditorDeps }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { deps } = options;
  const { db } = deps;

  app.get(
    '/api/courses',
    {
      schema: {
        tags,
        summary: 'Mes cours (un administrateur : tous ceux de son organisation)',
        security,
        querystring: ZCourseListQuery,
        response: { 200: data(ZCourseSummaryList) },
      },
    },
    async (request) => ({ data: await listEditorCourses(db, requireCaller(request), request.query) }),
  );

  app.get(
    '/api/courses/editor-options',
    {
      schema: {
        tags,
        summary: "Choix de l'éditeur : catégories, étiquettes, langues, niveaux, instructeurs, modèles",
        security,
        response: { 200: data(ZEditorOptions) },
      },
    },
    async (request) => ({ data: await getEditorOptions(deps, requireCaller(request)) }),
  );

  app.post(
    '/api/courses',
    {
      schema: {
        tags,
        summary: 'Créer un cours (brouillon)',
        security,
        body: ZCourseCreate,
        response: { 201: data(ZCourseEditor) },
      },
    },
    async (request, reply) => {
      const course = await createCourse(deps, requireCaller(request), request.body);
      return reply.code(201).send({ data: course });
    },
  );

  app.get(
    '/api/courses/:courseId',
    {
      schema: {
        tags,
        summary: "Données de l'éditeur : le cours, sa structure et sa version",
        security,
        params: ZCourseParams,
        response: { 200: data(ZCourseEditor) },
      },
    },
    async (request) => ({
      data: await getCourseEditor(db, requireCaller(request), request.params.courseId),
    }),
  );

  app.put(
    '/api/courses/:courseId',
    {
      schema: {
        tags,
        summary: 'Enregistrer les informations et les prix (avec la version de départ)',
        security,
        params: ZCourseParams,
        body: ZCourseUpdate,
        response: { 200: data(ZCourseEditor) },
      },
    },
    async (request) => ({
      data: await updateCourse(deps, requireCaller(request), request.params.courseId, request.body),
    }),
  );

  app.put(
    '/api/courses/:courseId/structure',
    {
      bodyLimit: STRUCTURE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Enregistrer les sections et les leçons (tout ou rien, avec la version de départ)',
        security,
        params: ZCourseParams,
        body: ZStructureSave,
        response: { 200: data(ZCourseEditor) },
      },
    },
    async (request) => ({
      data: await saveStructure(deps, requireCaller(request), request.params.courseId, request.body),
    }),
  );

  app.post(
    '/api/courses/:courseId/publish',
    {
      schema: {
        tags,
        summary: 'Publier (422 avec les points manquants)',
        security,
        params: ZCourseParams,
        response: { 200: data(ZStatusChange) },
      },
    },
    async (request) => ({
      data: await publishCourse(deps, requireCaller(request), request.params.courseId),
    }),
  );

  app.post(
    '/api/courses/:courseId/archive',
    {
      schema: {
        tags,
        summary: 'Archiver (retiré de la vitrine, les inscriptions continuent)',
        security,
        params: ZCourseParams,
        response: { 200: data(ZStatusChange) },
      },
    },
    async (request) => ({
      data: await archiveCourse(deps, requireCaller(request), request.params.courseId),
    }),
  );
}
