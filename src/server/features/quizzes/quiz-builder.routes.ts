import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data } from '#shared/http.contract.ts';
import {
  ZBuilderListQuery,
  ZCreateQuiz,
  ZImportPreview,
  ZImportRequest,
  ZImportResult,
  ZQuizForBuilder,
  ZQuizIdParams,
  ZQuizListItem,
  ZUpdateQuiz,
} from '#shared/quizzes/quiz-builder.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { createQuiz } from './create-quiz.ts';
import { deleteUnusedQuiz } from './delete-quiz.ts';
import { importQuizQuestions, previewQuizImport } from './import-quiz-questions.ts';
import { listQuizzesToBuild } from './list-builder-quizzes.ts';
import { builderView, requireBuilderQuiz } from './quiz-builder-access.ts';
import { setQuizPublication } from './set-quiz-status.ts';
import { updateQuiz } from './update-quiz.ts';

const tags = ['quizzes'];
const security = [{ bearerAuth: [] }];

// The quiz builder (issue 14): instructors on the quizzes of the courses they teach, admins on their
// organisation's (courses/authoring-access.ts); the role table lets instructors into
// /api/admin/quizzes (shared/auth/role-routing.ts). Students 403, anonymous 401.
export async function quizBuilderRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/admin/quizzes',
    {
      schema: {
        tags,
        summary:
          'Mes quiz (un formateur) ou ceux de mon organisation (un admin) ; ?status=published pour le sélecteur',
        security,
        querystring: ZBuilderListQuery,
        response: { 200: data(ZQuizListItem.array()) },
      },
    },
    async (request) => ({ data: await listQuizzesToBuild(db, requireCaller(request), request.query) }),
  );

  app.post(
    '/api/admin/quizzes',
    {
      schema: {
        tags,
        summary: 'Créer un quiz (brouillon) dans une de mes formations',
        security,
        body: ZCreateQuiz,
        response: { 201: data(ZQuizForBuilder) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createQuiz(db, requireCaller(request), request.body) }),
  );

  app.get(
    '/api/admin/quizzes/:id',
    {
      schema: {
        tags,
        summary: 'Un quiz avec ses questions et leurs réponses, pour le modifier',
        security,
        params: ZQuizIdParams,
        response: { 200: data(ZQuizForBuilder) },
      },
    },
    async (request) => {
      const { quiz } = await requireBuilderQuiz(db, requireCaller(request), request.params.id);
      return { data: await builderView(db, quiz.id) };
    },
  );

  app.put(
    '/api/admin/quizzes/:id',
    {
      schema: {
        tags,
        summary: 'Enregistrer le quiz entier : réglages et questions dans leur ordre',
        description:
          'Une question avec `id` est conservée, sans `id` elle est ajoutée, absente elle est supprimée. Une question déjà ouverte ou répondue par un apprenant ne change plus que son explication et sa place (409 QUIZ_QUESTION_IN_USE).',
        security,
        params: ZQuizIdParams,
        body: ZUpdateQuiz,
        response: { 200: data(ZQuizForBuilder) },
      },
    },
    async (request) => ({
      data: await updateQuiz(db, requireCaller(request), request.params.id, request.body),
    }),
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    app.post(
      `/api/admin/quizzes/:id/${action}`,
      {
        schema: {
          tags,
          summary: status === 'published' ? 'Publier le quiz' : 'Dépublier le quiz (retour en brouillon)',
          security,
          params: ZQuizIdParams,
          response: { 200: data(ZQuizForBuilder) },
        },
      },
      async (request) => ({
        data: await setQuizPublication(db, requireCaller(request), request.params.id, status),
      }),
    );
  }

  app.delete(
    '/api/admin/quizzes/:id',
    {
      schema: {
        tags,
        summary: 'Supprimer un quiz sans tentative ni leçon (sinon 409 QUIZ_IN_USE)',
        security,
        params: ZQuizIdParams,
      },
    },
    async (request, reply) => {
      await deleteUnusedQuiz(db, requireCaller(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/admin/quizzes/:id/import-preview',
    {
      schema: {
        tags,
        summary:
          'Lire un fichier GIFT ou Aiken : les questions lisibles et une erreur par question illisible (rien n’est enregistré)',
        security,
        params: ZQuizIdParams,
        body: ZImportRequest,
        response: { 200: data(ZImportPreview) },
      },
    },
    async (request) => ({
      data: await previewQuizImport(db, requireCaller(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/quizzes/:id/import',
    {
      schema: {
        tags,
        summary: 'Importer un fichier GIFT ou Aiken : ajoute les questions lisibles à la fin du quiz',
        security,
        params: ZQuizIdParams,
        body: ZImportRequest,
        response: { 200: data(ZImportResult) },
      },
    },
    async (request) => ({
      data: await importQuizQuestions(db, requireCaller(request), request.params.id, request.body),
    }),
  );
}
