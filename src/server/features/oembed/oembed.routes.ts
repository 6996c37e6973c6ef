import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '#shared/errors.ts';
import { data } from '#shared/http.contract.ts';
import { ZOembedAnswer, ZOembedQuery } from '#shared/oembed/oembed.contract.ts';
import type { OembedConfig } from '../../config.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { requireAuthor } from '../courses/course-access.ts';
import { createVideoLookUp } from './look-up-video.ts';

// GET /api/oembed (spec/authoring-and-shell.md §7; decision 175): the structure builder asks it 500 ms
// after a video address is edited. Authors only (a student 403, a visitor 401), so the server is no
// open proxy to the providers; a budget per user and minute keeps one editor from hammering them.

export async function oembedRoutes(root: FastifyInstance, options: { config: OembedConfig }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const lookUpVideo = createVideoLookUp(options.config, app.log);
  // Counters in this process's memory, like the sign-in limits (one API process per database today).
  const perUser = new RateLimiterMemory({
    keyPrefix: 'oembed-user',
    points: options.config.perUserPerMinute,
    duration: 60,
  });

  app.get(
    '/api/oembed',
    {
      schema: {
        tags: ['course-editor'],
        summary: "Titre et durée d'une vidéo YouTube ou Vimeo (oEmbed du fournisseur)",
        security: [{ bearerAuth: [] }],
        querystring: ZOembedQuery,
        response: { 200: data(ZOembedAnswer) },
      },
    },
    async (request, reply) => {
      const caller = requireAuthor(requireCaller(request));
      try {
        await perUser.consume(caller.userId);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new AppError('RATE_LIMITED', undefined, {
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      }
      // Not cached (spec §7): a title changed at the provider shows on the next look-up.
      reply.header('cache-control', 'no-store');
      return { data: await lookUpVideo(request.query.url) };
    },
  );
}
