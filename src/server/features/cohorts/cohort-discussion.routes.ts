import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DISCUSSION_BODY_LIMIT_BYTES,
  ZCohortMessageParams,
  ZCohortParams,
  ZDiscussionList,
  ZDiscussionMessage,
  ZDiscussionMessageInput,
  ZDiscussionQuery,
} from '#shared/cohorts/cohort-discussion.ts';
import { data } from '#shared/http.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { deleteDiscussionMessage, listDiscussion, postDiscussionMessage } from './cohort-discussion.ts';

// 'Discussion' of the learner's cohort space (spec §4 "Discussion", §7, §9; decisions 210, 211): the
// board newest first in pages of at most 50, a post (then the page reloads it), a deletion. Everyone
// who reaches the cohort (cohort-access.ts) reads and posts; anyone else is told it does not exist.

const tags = ['cohorts'];
const security = [{ bearerAuth: [] }];

export async function cohortDiscussionRoutes(root: FastifyInstance, options: { db: Db }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/v1/student/cohorts/:cohortId/discussions',
    {
      schema: {
        tags,
        summary: 'Messages de la discussion de la session, du plus récent au plus ancien (50 par page)',
        security,
        params: ZCohortParams,
        querystring: ZDiscussionQuery,
        response: { 200: data(ZDiscussionList) },
      },
    },
    async (request) => ({
      data: await listDiscussion(db, requireCaller(request), request.params.cohortId, request.query),
    }),
  );

  app.post(
    '/api/v1/student/cohorts/:cohortId/discussions',
    {
      // 5000 characters fit many times over: a larger body is refused before it is read (413).
      bodyLimit: DISCUSSION_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Écrire dans la discussion de la session (texte brut, 1 à 5000 caractères)',
        security,
        params: ZCohortParams,
        body: ZDiscussionMessageInput,
        response: { 201: data(ZDiscussionMessage) },
      },
    },
    async (request, reply) => {
      const message = await postDiscussionMessage(
        db,
        requireCaller(request),
        request.params.cohortId,
        request.body,
      );
      return reply.code(201).send({ data: message });
    },
  );

  app.delete(
    '/api/v1/student/cohorts/:cohortId/discussions/:messageId',
    {
      schema: {
        tags,
        summary: 'Supprimer un message : le sien, ou tout message pour les formateurs de la session',
        security,
        params: ZCohortMessageParams,
        response: { 200: data(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { cohortId, messageId } = request.params;
      await deleteDiscussionMessage(db, requireCaller(request), cohortId, messageId);
      return { data: { id: messageId } };
    },
  );
}
