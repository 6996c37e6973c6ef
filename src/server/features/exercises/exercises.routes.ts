import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZExerciseForLearner,
  ZExerciseParams,
  ZExerciseSubmission,
  ZGradeSubmission,
  ZSubmissionParams,
  ZSubmissionsQuery,
  ZSubmissionToGrade,
} from '#shared/exercises/exercise.contract.ts';
import { MAX_EXERCISE_FILE_BYTES, MAX_SUBMISSION_TEXT } from '#shared/exercises/exercise-files.ts';
import { data } from '#shared/http.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { Storage } from '../../storage/storage.ts';
import { getExercise } from './get-exercise.ts';
import { getMySubmissionFile } from './get-my-submission-file.ts';
import { getSubmissionFileForGrading } from './get-submission-file-for-grading.ts';
import { gradeSubmission } from './grade-submission.ts';
import { listSubmissions } from './list-submissions-to-grade.ts';
import { sendSubmissionFile } from './submission-download.ts';
import { readSubmissionBody } from './submission-files.ts';
import { submitExercise } from './submit-exercise.ts';

const bearer = [{ bearerAuth: [] }];
/** A file download: the stored bytes, or the usual JSON error. */
const fileDownload = {
  produces: ['application/octet-stream'],
} as const;

// Exercises (spec/learner.md §2, §3, §7): the learner's card and submission, and the instructor's
// grading. /api/instructor/* is reserved to instructors and superadmins by the auth plugin.
export async function exercisesRoutes(root: FastifyInstance, options: { db: Db; storage: Storage }) {
  const { db, storage } = options;
  // Scoped to this plugin: only the submission route reads multipart bodies.
  await root.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_EXERCISE_FILE_BYTES,
      files: 1,
      fields: 10,
      // A UTF-8 character takes at most 4 bytes: longer texts are refused as too long.
      fieldSize: MAX_SUBMISSION_TEXT * 4 + 1024,
      parts: 20,
    },
  });
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/learning/exercises/:lessonId',
    {
      schema: {
        tags: ['exercises'],
        summary: "L'exercice d'une leçon, et ma soumission",
        security: bearer,
        params: ZExerciseParams,
        response: { 200: data(ZExerciseForLearner) },
      },
    },
    async (request) => ({
      data: await getExercise(db, requireCaller(request), request.params.lessonId),
    }),
  );

  app.post(
    '/api/learning/exercises/:lessonId/submissions',
    {
      schema: {
        tags: ['exercises'],
        summary:
          'Soumettre ma réponse (multipart : text, file ≤ 10 Mo ; ou JSON { text }) ; la remplacer avant correction',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        params: ZExerciseParams,
        response: { 200: data(ZExerciseSubmission), 201: data(ZExerciseSubmission) },
      },
    },
    async (request, reply) => {
      const result = await submitExercise(db, requireCaller(request), request.params.lessonId, {
        storage,
        readBody: () => readSubmissionBody(request, storage),
      });
      return reply.code(result.isFirst ? 201 : 200).send({ data: result.submission });
    },
  );

  app.get(
    '/api/learning/exercises/:lessonId/submission/file',
    {
      schema: {
        tags: ['exercises'],
        summary: 'Télécharger le fichier joint à ma soumission',
        security: bearer,
        params: ZExerciseParams,
        ...fileDownload,
      },
    },
    async (request, reply) => {
      const file = await getMySubmissionFile(db, requireCaller(request), request.params.lessonId, storage);
      return sendSubmissionFile(reply, file);
    },
  );

  app.get(
    '/api/instructor/exercises/submissions',
    {
      schema: {
        tags: ['exercises'],
        summary: 'Les soumissions des formations que j’enseigne',
        security: bearer,
        querystring: ZSubmissionsQuery,
        response: { 200: data(ZSubmissionToGrade.array()) },
      },
    },
    async (request) => ({ data: await listSubmissions(db, requireCaller(request), request.query) }),
  );

  app.post(
    '/api/instructor/exercises/submissions/:submissionId/grade',
    {
      schema: {
        tags: ['exercises'],
        summary: 'Noter une soumission',
        security: bearer,
        params: ZSubmissionParams,
        body: ZGradeSubmission,
        response: { 200: data(ZSubmissionToGrade) },
      },
    },
    async (request) => ({
      data: await gradeSubmission(db, requireCaller(request), request.params.submissionId, request.body),
    }),
  );

  app.get(
    '/api/instructor/exercises/submissions/:submissionId/file',
    {
      schema: {
        tags: ['exercises'],
        summary: "Télécharger le fichier d'une soumission à corriger",
        security: bearer,
        params: ZSubmissionParams,
        ...fileDownload,
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const file = await getSubmissionFileForGrading(db, caller, request.params.submissionId, storage);
      return sendSubmissionFile(reply, file);
    },
  );
}
