import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCreateExercise,
  ZExerciseForBuilder,
  ZExerciseIdParams,
  ZExerciseListItem,
  ZUpdateExercise,
} from '#shared/exercises/exercise-builder.contract.ts';
import { data } from '#shared/http.contract.ts';
import { ZBuilderListQuery } from '#shared/quizzes/quiz-builder.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { createExercise } from './create-exercise.ts';
import { deleteUnusedExercise } from './delete-exercise.ts';
import { exerciseForBuilder, requireBuilderExercise } from './exercise-builder-access.ts';
import { listExercisesToBuild } from './list-builder-exercises.ts';
import { setExercisePublication, updateExercise } from './update-exercise.ts';

const tags = ['exercises'];
const security = [{ bearerAuth: [] }];

// The exercise builder (issue 14): instructors on the exercises of the courses they teach, admins on
// their organisation's (courses/authoring-access.ts). Students 403, anonymous 401.
export async function exerciseBuilderRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/admin/exercises',
    {
      schema: {
        tags,
        summary:
          'Mes exercices (un formateur) ou ceux de mon organisation (un admin) ; ?status=published pour le sélecteur',
        security,
        querystring: ZBuilderListQuery,
        response: { 200: data(ZExerciseListItem.array()) },
      },
    },
    async (request) => ({ data: await listExercisesToBuild(db, requireCaller(request), request.query) }),
  );

  app.post(
    '/api/admin/exercises',
    {
      schema: {
        tags,
        summary: 'Créer un exercice (brouillon) dans une de mes formations',
        security,
        body: ZCreateExercise,
        response: { 201: data(ZExerciseForBuilder) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createExercise(db, requireCaller(request), request.body) }),
  );

  app.get(
    '/api/admin/exercises/:id',
    {
      schema: {
        tags,
        summary: 'Un exercice, pour le modifier',
        security,
        params: ZExerciseIdParams,
        response: { 200: data(ZExerciseForBuilder) },
      },
    },
    async (request) => ({
      data: exerciseForBuilder(await requireBuilderExercise(db, requireCaller(request), request.params.id)),
    }),
  );

  app.put(
    '/api/admin/exercises/:id',
    {
      schema: {
        tags,
        summary: 'Enregistrer l’exercice',
        security,
        params: ZExerciseIdParams,
        body: ZUpdateExercise,
        response: { 200: data(ZExerciseForBuilder) },
      },
    },
    async (request) => ({
      data: await updateExercise(db, requireCaller(request), request.params.id, request.body),
    }),
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    app.post(
      `/api/admin/exercises/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            status === 'published' ? 'Publier l’exercice' : 'Dépublier l’exercice (retour en brouillon)',
          security,
          params: ZExerciseIdParams,
          response: { 200: data(ZExerciseForBuilder) },
        },
      },
      async (request) => ({
        data: await setExercisePublication(db, requireCaller(request), request.params.id, status),
      }),
    );
  }

  app.delete(
    '/api/admin/exercises/:id',
    {
      schema: {
        tags,
        summary: 'Supprimer un exercice sans rendu ni leçon (sinon 409 EXERCISE_IN_USE)',
        security,
        params: ZExerciseIdParams,
      },
    },
    async (request, reply) => {
      await deleteUnusedExercise(db, requireCaller(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
