import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCourseIdParams } from '#shared/catalog/catalog.contract.ts';
import { AppError } from '#shared/errors.ts';
import { data } from '#shared/http.contract.ts';
import { ZCalendarQuery, ZMyCalendar } from '#shared/learning/calendar.ts';
import {
  ZCourseDetails,
  ZLessonContent,
  ZLessonParams,
  ZMyCourse,
} from '#shared/learning/course-details.contract.ts';
import { ZMyFeedback } from '#shared/learning/feedback.contract.ts';
import { ZMyAchievements, ZMyProgress } from '#shared/learning/my-progress.contract.ts';
import {
  ZBeaconToken,
  ZBeaconTokenQuery,
  ZProgressSave,
  ZProgressSaved,
} from '#shared/learning/progress.contract.ts';
import { ZStudentHome } from '#shared/learning/student-home.contract.ts';
import type { Db } from '../../db/client.ts';
import { bearerOrAnonymous, requireCaller } from '../../plugins/auth.ts';
import { findActiveCaller } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import type { BeaconTokens } from './beacon-token.ts';
import { requireLiveEnrollment } from './course-access.ts';
import { getCourseDetails } from './get-course-details.ts';
import { getLessonContent } from './get-lesson-content.ts';
import { getMyAchievements } from './get-my-achievements.ts';
import { getMyCalendar } from './get-my-calendar.ts';
import { getMyFeedback } from './get-my-feedback.ts';
import { getMyProgress } from './get-my-progress.ts';
import { getStudentHome } from './get-student-home.ts';
import { listMyCourses } from './list-my-courses.ts';
import { saveProgress } from './save-progress.ts';

const tags = ['learning'];
const bearer = [{ bearerAuth: [] }];

export async function learningRoutes(root: FastifyInstance, options: { db: Db; beaconTokens: BeaconTokens }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, beaconTokens } = options;

  /** The bearer caller, or the learner a beacon token names for this course (their session still alive). */
  async function progressCaller(
    request: FastifyRequest,
    courseId: string,
    beaconToken: string | undefined,
  ): Promise<Caller> {
    if (request.caller) return request.caller;
    const claims = beaconToken ? await beaconTokens.verify(beaconToken) : null;
    if (!claims || claims.courseId !== courseId) throw new AppError('UNAUTHENTICATED');
    const caller = await findActiveCaller(db, claims);
    if (!caller) throw new AppError('UNAUTHENTICATED');
    return caller;
  }

  app.post(
    '/api/progress/save',
    {
      schema: {
        tags,
        summary: "Enregistrer la progression d'une leçon (aussi par beacon)",
        security: bearerOrAnonymous,
        body: ZProgressSave,
        response: { 200: data(ZProgressSaved) },
      },
    },
    async (request) => {
      const caller = await progressCaller(request, request.body.courseId, request.body.beaconToken);
      return { data: await saveProgress(db, caller, request.body) };
    },
  );

  app.get(
    '/api/progress/beacon-token',
    {
      schema: {
        tags,
        summary: 'Jeton pour les beacons de fermeture de page',
        security: bearer,
        querystring: ZBeaconTokenQuery,
        response: { 200: data(ZBeaconToken) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      await requireLiveEnrollment(db, caller, request.query.courseId);
      return {
        data: await beaconTokens.issue({
          userId: caller.userId,
          sessionId: caller.sessionId,
          courseId: request.query.courseId,
        }),
      };
    },
  );

  app.get(
    '/api/v1/student/home',
    {
      schema: {
        tags,
        summary: "Accueil de l'apprenant : reprendre, formations en cours, échéance, notes récentes",
        security: bearer,
        response: { 200: data(ZStudentHome) },
      },
    },
    async (request) => ({ data: await getStudentHome(db, requireCaller(request)) }),
  );

  app.get(
    '/api/v1/student/feedback',
    {
      schema: {
        tags,
        summary: 'Mes feedbacks : exercices corrigés avec les commentaires, avis écrits',
        security: bearer,
        response: { 200: data(ZMyFeedback) },
      },
    },
    async (request) => ({ data: await getMyFeedback(db, requireCaller(request)) }),
  );

  app.get(
    '/api/v1/student/calendar',
    {
      schema: {
        tags,
        summary: "Mon calendrier d'un mois : sessions live, dates limites des travaux, échéances",
        security: bearer,
        querystring: ZCalendarQuery,
        response: { 200: data(ZMyCalendar) },
      },
    },
    async (request) => ({ data: await getMyCalendar(db, requireCaller(request), request.query.month) }),
  );

  // Progress and achievements (issue 17): the learner's 'Progression' and 'Succès' pages.
  app.get(
    '/api/v1/student/progress',
    {
      schema: {
        tags,
        summary: 'Ma progression : avancement par formation, minutes par semaine (12 semaines)',
        security: bearer,
        response: { 200: data(ZMyProgress) },
      },
    },
    async (request) => ({ data: await getMyProgress(db, requireCaller(request)) }),
  );

  app.get(
    '/api/v1/student/achievements',
    {
      schema: {
        tags,
        summary: 'Mes succès : obtenus avec leur date, ou comment les obtenir ; série de jours',
        security: bearer,
        response: { 200: data(ZMyAchievements) },
      },
    },
    async (request) => ({ data: await getMyAchievements(db, requireCaller(request)) }),
  );
  // End of progress and achievements.

  app.get(
    '/api/v1/student/courses',
    {
      schema: {
        tags,
        summary: 'Mes formations',
        security: bearer,
        response: { 200: data(ZMyCourse.array()) },
      },
    },
    async (request) => ({ data: await listMyCourses(db, requireCaller(request)) }),
  );

  app.get(
    '/api/v1/student/courses/:courseId/details',
    {
      schema: {
        tags,
        summary: 'Ma formation : modules, chapitres et progression',
        security: bearer,
        params: ZCourseIdParams,
        response: { 200: data(ZCourseDetails) },
      },
    },
    async (request) => ({
      data: await getCourseDetails(db, requireCaller(request), request.params.courseId),
    }),
  );

  app.get(
    '/api/v1/student/courses/:courseId/lessons/:lessonId',
    {
      schema: {
        tags,
        summary: "Contenu d'une leçon pour le lecteur",
        security: bearer,
        params: ZLessonParams,
        response: { 200: data(ZLessonContent) },
      },
    },
    async (request) => ({
      data: await getLessonContent(
        db,
        requireCaller(request),
        request.params.courseId,
        request.params.lessonId,
      ),
    }),
  );
}
