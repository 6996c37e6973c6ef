import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#shared/errors.ts';
import { isValidFileName } from '#shared/exercises/exercise-files.ts';
import { t } from '#shared/messages/fr.ts';
import { parseByteCount, parseUploadMetadata, TUS_VERSION } from '#shared/uploads/tus-headers.ts';
import { formatSize, MAX_UPLOAD_BYTES } from '#shared/uploads/upload-types.ts';
import { uploadIdParamsSchema, uploadResultSchema } from '#shared/uploads/uploads.contract.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Caller } from '../auth/caller.ts';
import { defineAbandonedUploadsJob } from './abandoned-uploads.ts';
import { createTusServer, handOver, UPLOADS_PATH } from './tus-uploads.ts';
import { createUploadRecords, type UploadRecords } from './upload-records.ts';

// Resumable uploads for the course editor (docs/decisions/150-resumable-uploads.md), the tus
// protocol: POST creates, HEAD tells how far it got, PATCH sends the next bytes, DELETE gives up,
// and GET …/result says what was stored. Instructors and admins only; an upload is its owner's
// alone (404 to anyone else).

const UPLOADERS = new Set(['instructor', 'admin', 'superadmin']);
const OCTET_STREAM = 'application/offset+octet-stream';
const security = [{ bearerAuth: [] }];
const tags = ['uploads'];

function uploader(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (!caller.roles.some((role) => UPLOADERS.has(role))) throw new AppError('FORBIDDEN');
  return caller;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function validation(key: Parameters<typeof t>[0]): AppError {
  return new AppError('VALIDATION', t(key));
}

function checkVersion(request: FastifyRequest) {
  if (header(request, 'tus-resumable') !== TUS_VERSION) throw validation('uploads.tusVersion');
}

function checkBytesContentType(request: FastifyRequest) {
  const type = header(request, 'content-type')?.split(';', 1)[0]?.trim().toLowerCase();
  if (type !== OCTET_STREAM) throw validation('uploads.contentTypeNeeded');
}

/** A creation's headers: a known length of at most 10 MB (413 before any byte), well-formed metadata. */
function checkCreation(request: FastifyRequest) {
  const metadataHeader = header(request, 'upload-metadata');
  const metadata = metadataHeader === undefined ? {} : parseUploadMetadata(metadataHeader);
  if (!metadata) throw validation('uploads.metadataMalformed');
  const name = metadata.filename;
  if (name !== undefined && !isValidFileName(name)) throw validation('uploads.fileNameMalformed');
  const length = parseByteCount(header(request, 'upload-length'));
  if (
    length === null ||
    header(request, 'upload-defer-length') !== undefined ||
    header(request, 'upload-concat') !== undefined
  )
    throw validation('uploads.lengthNeeded');
  if (length > MAX_UPLOAD_BYTES) {
    const message = t('uploads.tooLarge', {
      name: name || 'fichier',
      size: formatSize(length),
      limit: formatSize(MAX_UPLOAD_BYTES),
    });
    throw new AppError('PAYLOAD_TOO_LARGE', message, { maxBytes: MAX_UPLOAD_BYTES });
  }
  if (header(request, 'content-type') !== undefined) checkBytesContentType(request);
}

export type UploadsOptions = { storage: Storage; dataDir: string; appUrl: string; jobs: Jobs };

export async function uploadsRoutes(parent: FastifyInstance, options: UploadsOptions) {
  const records = createUploadRecords(path.join(options.dataDir, 'tus-uploads'));
  const tus = createTusServer({ storage: options.storage, records, appUrl: options.appUrl });
  defineAbandonedUploadsJob(options.jobs, records.directory);

  // Encapsulated: the bytes of an upload reach tus as the raw stream, never parsed by Fastify.
  await parent.register(async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const typed = app.withTypeProvider<ZodTypeProvider>();

    async function handToTus(request: FastifyRequest, reply: FastifyReply, caller: Caller) {
      handOver(request.raw, caller);
      reply.hijack();
      try {
        await tus.handle(request.raw, reply.raw);
      } catch (error) {
        request.log.error(error, 'tus upload failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
          reply.raw.end(JSON.stringify(new AppError('INTERNAL').toBody()));
        } else reply.raw.destroy();
      }
    }

    /** The caller's own partial upload (404 for anyone else, whatever the id). */
    async function ownPartial(records: UploadRecords, id: string, caller: Caller) {
      const partial = await records.partial(id);
      if (!partial || partial.ownerId !== caller.userId)
        throw new AppError('NOT_FOUND', t('uploads.notFound'));
      return partial;
    }

    typed.post(
      UPLOADS_PATH,
      {
        schema: {
          tags,
          security,
          summary: 'Créer un envoi de fichier reprenable (tus : Upload-Length, Upload-Metadata filename)',
        },
      },
      async (request, reply) => {
        const caller = uploader(request);
        checkVersion(request);
        checkCreation(request);
        await handToTus(request, reply, caller);
      },
    );

    typed.route({
      method: 'HEAD',
      url: `${UPLOADS_PATH}/:uploadId`,
      schema: { tags, security, summary: "Où en est l'envoi (Upload-Offset)", params: uploadIdParamsSchema },
      handler: async (request, reply) => {
        const caller = uploader(request);
        checkVersion(request);
        const { uploadId } = request.params;
        const done = await records.done(uploadId);
        if (done && done.ownerId === caller.userId) {
          // Finished, its last answer maybe lost on the way: every byte is here.
          const size = String(done.result.sizeBytes);
          return reply
            .header('tus-resumable', TUS_VERSION)
            .header('upload-offset', size)
            .header('upload-length', size)
            .header('cache-control', 'no-store')
            .code(200)
            .send();
        }
        await ownPartial(records, uploadId, caller);
        await handToTus(request, reply, caller);
      },
    });

    typed.patch(
      `${UPLOADS_PATH}/:uploadId`,
      {
        schema: {
          tags,
          security,
          summary: "Envoyer les octets suivants à partir d'Upload-Offset",
          params: uploadIdParamsSchema,
        },
      },
      async (request, reply) => {
        const caller = uploader(request);
        checkVersion(request);
        if (parseByteCount(header(request, 'upload-offset')) === null)
          throw validation('uploads.offsetNeeded');
        checkBytesContentType(request);
        await ownPartial(records, request.params.uploadId, caller);
        await handToTus(request, reply, caller);
      },
    );

    typed.delete(
      `${UPLOADS_PATH}/:uploadId`,
      {
        schema: { tags, security, summary: 'Abandonner un envoi en cours', params: uploadIdParamsSchema },
      },
      async (request, reply) => {
        const caller = uploader(request);
        checkVersion(request);
        await ownPartial(records, request.params.uploadId, caller);
        await handToTus(request, reply, caller);
      },
    );

    typed.get(
      `${UPLOADS_PATH}/:uploadId/result`,
      {
        schema: {
          tags,
          security,
          summary: "Ce qu'un envoi terminé a stocké (adresse, type, taille, pages)",
          params: uploadIdParamsSchema,
          response: { 200: uploadResultSchema },
        },
      },
      async (request, reply) => {
        const caller = uploader(request);
        const { uploadId } = request.params;
        const done = await records.done(uploadId);
        if (done && done.ownerId === caller.userId)
          return reply.header('cache-control', 'no-store').send(done.result);
        const partial = await records.partial(uploadId);
        if (partial && partial.ownerId === caller.userId)
          throw new AppError('NOT_FOUND', t('uploads.notFinished'));
        throw new AppError('NOT_FOUND', t('uploads.notFound'));
      },
    );
  });
}
