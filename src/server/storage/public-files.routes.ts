import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { acceptsAvif, avifTwin } from '#shared/pictures/picture-sources.ts';
import { isPublicKey, PUBLIC_PREFIX, type Storage } from './storage.ts';

// GET /files/public/<key>: the public objects of the store (avatars, logos, course covers), what
// `storage.publicUrl` points at. Private objects (submissions, exports) are never served here:
// their feature streams them after checking who asks.

/** Types a browser may show inline; anything else is a download. SVG is left out (it can script). */
const INLINE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  // Platform console (issue 18): an organisation's favicon.
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  // Lesson audio plays in the browser's audio element (decision 150).
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.aac': 'audio/aac',
};

export async function publicFilesRoutes(app: FastifyInstance, options: { storage: Storage }) {
  app.get(
    `/files/${PUBLIC_PREFIX}*`,
    {
      schema: {
        tags: ['files'],
        summary: 'Télécharger un fichier public (photo de profil, logo, couverture)',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const asked = `${PUBLIC_PREFIX}${(request.params as { '*': string })['*']}`;
      if (!isPublicKey(asked)) throw new AppError('NOT_FOUND', t('files.notFound'));
      // A stored picture's AVIF twin to a browser that reads it (decision 187); the WebP otherwise,
      // and for a picture stored before twins existed.
      const twin = avifTwin(asked);
      if (twin) reply.header('vary', 'Accept');
      const preferred = twin && acceptsAvif(request.headers.accept) ? await options.storage.get(twin) : null;
      const key = preferred ? twin! : asked;
      const opened = preferred ?? (await options.storage.get(asked));
      if (!opened) throw new AppError('NOT_FOUND', t('files.notFound'));
      const type = INLINE_TYPES[path.extname(key).toLowerCase()];
      reply
        .header('content-type', type ?? 'application/octet-stream')
        .header('content-length', String(opened.size))
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (!type) reply.header('content-disposition', 'attachment');
      return reply.send(opened.stream);
    },
  );
}
