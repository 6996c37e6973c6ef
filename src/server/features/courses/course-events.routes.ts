import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COURSE_EVENT,
  RECONNECT_EVENT,
  type TCourseChange,
  ZCourseEventsParams,
  ZCourseEventsQuery,
  ZCourseEventsToken,
} from '#shared/courses/course-events.contract.ts';
import { AppError } from '#shared/errors.ts';
import { data } from '#shared/http.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { LiveConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bearerOrAnonymous, requireCaller } from '../../plugins/auth.ts';
import { findActiveCaller } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { requireEditableCourse } from './course-access.ts';
import type { CourseChanges } from './course-changes.ts';
import type { CourseEventsTokens } from './course-events-token.ts';

// The course editor's live stream (spec §4: a change of the course's format by someone else is picked
// up live; decision 176): server-sent events for whoever may edit the course, as GET /api/courses/:id.
// The stream opens with the course as it stands, then one `course` event per committed change, a
// comment every heartbeat so proxies keep it open, and ends after streamMaxSeconds with a
// `reconnect` event: the browser opens a new one, and access is checked again.

const tags = ['course-editor'];

export type CourseEventsDeps = {
  db: Db;
  changes: CourseChanges;
  tokens: CourseEventsTokens;
  live: LiveConfig;
};

const sseMessage = (event: string, payload: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;

export async function courseEventsRoutes(root: FastifyInstance, options: { deps: CourseEventsDeps }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, changes, tokens, live } = options.deps;
  const openStreams = new Set<() => void>();

  /** The bearer caller, or the one an events token names for this very course (session still alive). */
  async function streamCaller(request: FastifyRequest, courseId: string, token: string | undefined) {
    if (request.caller) return request.caller;
    if (!token) throw new AppError('UNAUTHENTICATED');
    const claims = await tokens.verify(token);
    const caller: Caller | null =
      claims && claims.courseId === courseId ? await findActiveCaller(db, claims) : null;
    if (!caller) throw new AppError('UNAUTHENTICATED', t('courses.live.tokenInvalid'));
    return caller;
  }

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
      return { data: await tokens.issue({ userId: caller.userId, sessionId: caller.sessionId, courseId }) };
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
      const caller = await streamCaller(request, courseId, request.query.token);
      await requireEditableCourse(db, caller, courseId);

      const stream = new PassThrough();
      let isOpen = true;
      const send = (text: string) => {
        if (isOpen) stream.write(text);
      };
      // Subscribed before the course is read, so no change falls between the two.
      const unsubscribe = await changes.subscribe(courseId, (change: TCourseChange) =>
        send(sseMessage(COURSE_EVENT, change, change.version)),
      );
      const heartbeat = setInterval(() => send(': ping\n\n'), live.heartbeatSeconds * 1000);
      const lifetime = setTimeout(() => {
        send(sseMessage(RECONNECT_EVENT, {}));
        close();
      }, live.streamMaxSeconds * 1000);
      function close() {
        if (!isOpen) return;
        isOpen = false;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        openStreams.delete(close);
        stream.end();
      }
      openStreams.add(close);
      // The browser went away (tab closed, network cut): stop feeding its stream.
      reply.raw.on('close', close);

      let current: Awaited<ReturnType<typeof requireEditableCourse>>;
      try {
        current = await requireEditableCourse(db, caller, courseId);
      } catch (error) {
        close();
        throw error;
      }
      // A reconnecting EventSource waits this long (ms) before trying again.
      send('retry: 3000\n\n');
      send(
        sseMessage(
          COURSE_EVENT,
          {
            courseId,
            version: current.course.version,
            format: current.course.format,
            status: current.course.status,
          } satisfies TCourseChange,
          current.course.version,
        ),
      );
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx and similar proxies would otherwise hold the events back in their buffer.
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  );

  // Open streams would keep the server from closing: each ends (the browser reconnects elsewhere).
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });
  app.addHook('onClose', async () => changes.close());
}
