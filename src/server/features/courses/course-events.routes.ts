import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COURSE_EVENT,
  type TCourseChange,
  ZCourseEventsParams,
  ZCourseEventsQuery,
  ZCourseEventsToken,
} from '#shared/courses/course-events.contract.ts';
import { data } from '#shared/http.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { LiveConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { EventsTokens } from '../../live/events-tokens.ts';
import { createSseStreams, streamCaller } from '../../live/sse.ts';
import { bearerOrAnonymous, requireCaller } from '../../plugins/auth.ts';
import { requireEditableCourse } from './course-access.ts';
import type { CourseChanges } from './course-changes.ts';

// The course editor's live stream (spec §4: a change of the course's format by someone else is picked
// up live; decision 176): server-sent events (src/server/live/sse.ts) for whoever may edit the course,
// as GET /api/courses/:id. The stream opens with the course as it stands, then one `course` event per
// committed change.

const tags = ['course-editor'];

export type CourseEventsDeps = {
  db: Db;
  changes: CourseChanges;
  /** Tokens of the purpose 'course-events'. */
  tokens: EventsTokens;
  live: LiveConfig;
};

export async function courseEventsRoutes(root: FastifyInstance, options: { deps: CourseEventsDeps }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, changes, tokens, live } = options.deps;
  const streams = createSseStreams(app, live);

  app.get(
    '/api/courses/:courseId/events/token',
    {
      schema: {
        tags,
        summary: 'Jeton (2 min) pour ouvrir le flux des modifications du cours depuis un EventSource',
        security: [{ bearerAuth: [] }],
        params: ZCourseEventsParams,
        response: { 200: data(ZCourseEventsToken) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { courseId } = request.params;
      await requireEditableCourse(db, caller, courseId);
      reply.header('cache-control', 'no-store');
      return {
        data: await tokens.issue({ userId: caller.userId, sessionId: caller.sessionId, scopeId: courseId }),
      };
    },
  );

  app.get(
    '/api/courses/:courseId/events',
    {
      schema: {
        tags,
        summary: 'Flux (text/event-stream) des modifications du cours : version, format, statut',
        description:
          'Authentification par le jeton Bearer, ou par `token` (GET …/events/token) pour un EventSource.',
        security: bearerOrAnonymous,
        params: ZCourseEventsParams,
        querystring: ZCourseEventsQuery,
      },
    },
    async (request, reply) => {
      const { courseId } = request.params;
      const caller = await streamCaller(
        request,
        { db, tokens },
        courseId,
        request.query.token,
        t('courses.live.tokenInvalid'),
      );
      await requireEditableCourse(db, caller, courseId);

      const stream = streams.open(reply);
      // Subscribed before the course is read, so no change falls between the two.
      stream.onEnd(
        await changes.subscribe(courseId, (change: TCourseChange) =>
          stream.send(COURSE_EVENT, change, change.version),
        ),
      );
      let current: Awaited<ReturnType<typeof requireEditableCourse>>;
      try {
        current = await requireEditableCourse(db, caller, courseId);
      } catch (error) {
        stream.close();
        throw error;
      }
      const { version, format, status } = current.course;
      stream.send(COURSE_EVENT, { courseId, version, format, status } satisfies TCourseChange, version);
      return stream.reply();
    },
  );

  app.addHook('onClose', async () => changes.close());
}
