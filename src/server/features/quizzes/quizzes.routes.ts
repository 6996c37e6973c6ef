import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data } from '#shared/http.contract.ts';
import {
  ZAnswerResult,
  ZAttemptCompleted,
  ZAttemptRef,
  ZAttemptStarted,
  ZQuestionOpened,
  ZQuizForPlayer,
  ZQuizParams,
  ZQuizQuestionParams,
  ZStartAttempt,
  ZSubmitAnswer,
} from '#shared/quizzes/quiz.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { completeQuizAttempt } from './complete-quiz-attempt.ts';
import { getQuiz } from './get-quiz.ts';
import { openQuizQuestion } from './open-quiz-question.ts';
import { startQuizAttempt } from './start-quiz-attempt.ts';
import { submitQuizAnswer } from './submit-quiz-answer.ts';

const tags = ['quizzes'];
const bearer = [{ bearerAuth: [] }];

// The quiz player's calls (spec/learner.md §7). Every call needs a signed-in learner enrolled in
// the quiz's course; the server alone decides correctness, timing and score.
export async function quizzesRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/learning/quizzes/:quizId',
    {
      schema: {
        tags,
        summary: 'Un quiz pour le lecteur : questions sans les réponses, et ma situation',
        security: bearer,
        params: ZQuizParams,
        response: { 200: data(ZQuizForPlayer) },
      },
    },
    async (request) => ({ data: await getQuiz(db, requireCaller(request), request.params.quizId) }),
  );

  app.post(
    '/api/learning/quizzes/:quizId/attempts',
    {
      schema: {
        tags,
        summary: 'Commencer (ou reprendre) une tentative',
        security: bearer,
        params: ZQuizParams,
        body: ZStartAttempt,
        response: { 200: data(ZAttemptStarted), 201: data(ZAttemptStarted) },
      },
    },
    async (request, reply) => {
      const started = await startQuizAttempt(db, requireCaller(request), request.params.quizId, request.body);
      return reply.code(started.resumed ? 200 : 201).send({ data: started });
    },
  );

  app.post(
    '/api/learning/quizzes/:quizId/questions/:questionId/open',
    {
      schema: {
        tags,
        summary: 'Afficher une question : le chronomètre démarre sur le serveur',
        security: bearer,
        params: ZQuizQuestionParams,
        body: ZAttemptRef,
        response: { 200: data(ZQuestionOpened) },
      },
    },
    async (request) => ({
      data: await openQuizQuestion(
        db,
        requireCaller(request),
        request.params.quizId,
        request.params.questionId,
        request.body,
      ),
    }),
  );

  app.post(
    '/api/learning/quizzes/:quizId/answers',
    {
      schema: {
        tags,
        summary: 'Valider une réponse',
        security: bearer,
        params: ZQuizParams,
        body: ZSubmitAnswer,
        response: { 200: data(ZAnswerResult) },
      },
    },
    async (request) => ({
      data: await submitQuizAnswer(db, requireCaller(request), request.params.quizId, request.body),
    }),
  );

  app.post(
    '/api/learning/quizzes/:quizId/complete',
    {
      schema: {
        tags,
        summary: 'Terminer la tentative et calculer le score',
        security: bearer,
        params: ZQuizParams,
        body: ZAttemptRef,
        response: { 200: data(ZAttemptCompleted) },
      },
    },
    async (request) => ({
      data: await completeQuizAttempt(db, requireCaller(request), request.params.quizId, request.body),
    }),
  );
}
