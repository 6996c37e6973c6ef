import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCohortEventsQuery, ZCohortEventsToken, ZCohortParams } from '#shared/cohorts/cohort-discussion.ts';
import {
  COHORT_ANNOUNCEMENT_EVENT,
  COHORT_MESSAGE_DELETED_EVENT,
  COHORT_MESSAGE_EVENT,
  COHORT_READY_EVENT,
} from '#shared/cohorts/cohort-events.ts';
import { data } from '#shared/http.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { LiveConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { EventsTokens } from '../../live/events-tokens.ts';
import { createSseStreams, streamCaller } from '../../live/sse.ts';
import { bearerOrAnonymous, requireCaller } from '../../plugins/auth.ts';
import { reachCohort } from './cohort-access.ts';
import { findMessage } from './cohort-discussion.repo.ts';
import { type CohortChange, type CohortChanges, messageFor, sharedMessageReader } from './cohort-live.ts';

// The cohort space's live stream (decision 212): server-sent events (src/server/live/sse.ts, as the
// course editor's) for whoever reaches the cohort. It opens with `ready`, then carries each new
// discussion message as this caller's list shows it, each deletion, and each announcement change.

const tags = ['cohorts'];

export type CohortEventsDeps = {
  db: Db;
  changes: CohortChanges;
  /** Tokens of the purpose 'cohort-events'. */
  tokens: EventsTokens;
  live: LiveConfig;
};

export async function cohortEventsRoutes(root: FastifyInstance, options: { deps: CohortEventsDeps }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, changes, tokens, live } = options.deps;
  const streams = createSseStreams(app, live);
  const readMessage = sharedMessageReader((cohortId, messageId) => findMessage(db, cohortId, messageId));

  app.get(
    '/api/v1/student/cohorts/:cohortId/events/token',
    {
      schema: {
        tags,
        summary: 'Jeton (2 min) pour ouvrir le flux en direct de la session depuis un EventSource',
        security: [{ bearerAuth: [] }],
        params: ZCohortParams,
        response: { 200: data(ZCohortEventsToken) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { cohortId } = request.params;
      await reachCohort(db, caller, cohortId);
      reply.header('cache-control', 'no-store');
      return {
        data: await tokens.issue({ userId: caller.userId, sessionId: caller.sessionId, scopeId: cohortId }),
      };
    },
  );

  app.get(
    '/api/v1/student/cohorts/:cohortId/events',
    {
      config: { opensWithEventsToken: true },
      schema: {
        tags,
        summary: 'Flux (text/event-stream) de la session : messages de la discussion, suppressions, annonces',
        description:
          'Authentification par le jeton Bearer, ou par `token` (GET …/events/token) pour un EventSource.',
        security: bearerOrAnonymous,
        params: ZCohortParams,
        querystring: ZCohortEventsQuery,
      },
    },
    async (request, reply) => {
      const { cohortId } = request.params;
      const caller = await streamCaller(
        request,
        { db, tokens },
        cohortId,
        request.query.token,
        t('cohorts.live.tokenInvalid'),
      );
      const { viewer } = await reachCohort(db, caller, cohortId);

      const stream = streams.open(reply);
      const tell = async (change: CohortChange) => {
        if (change.kind === 'message-created') {
          const row = await readMessage(cohortId, change.messageId);
          // Deleted meanwhile: its deletion follows.
          if (row) stream.send(COHORT_MESSAGE_EVENT, messageFor(row, { userId: caller.userId, viewer }));
        } else if (change.kind === 'message-deleted') {
          stream.send(COHORT_MESSAGE_DELETED_EVENT, { messageId: change.messageId });
        } else {
          stream.send(COHORT_ANNOUNCEMENT_EVENT, {
            announcementId: change.announcementId,
            change: change.change,
          });
        }
      };
      stream.onEnd(
        await changes.subscribe(cohortId, (change) => {
          tell(change).catch((error: unknown) => request.log.warn({ error }, 'cohort change not sent'));
        }),
      );
      stream.send(COHORT_READY_EVENT, { cohortId });
      return stream.reply();
    },
  );

  app.addHook('onClose', async () => changes.close());
}
