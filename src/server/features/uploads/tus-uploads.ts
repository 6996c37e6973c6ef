import type { IncomingMessage } from 'node:http';
import { FileStore } from '@tus/file-store';
import { type CancellationContext, Server, type Upload } from '@tus/server';
import type { ErrorCode } from '#shared/error-codes.ts';
import { AppError } from '#shared/errors.ts';
import { type MessageKey, t } from '#shared/messages/fr.ts';
import { MAX_UPLOAD_BYTES } from '#shared/uploads/upload-types.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Caller } from '../auth/caller.ts';
import { completeUpload } from './complete-upload.ts';
import type { UploadRecords } from './upload-records.ts';

// The tus server behind /api/uploads (decision 150): @tus/server with its file store under
// DATA_DIR/tus-uploads. The routes check the caller and the headers first; here the server stamps
// the owner into the upload's metadata, judges and stores the finished file, and answers every
// refusal in the API's French JSON, never tus's English text.

export const UPLOADS_PATH = '/api/uploads';

/** The signed-in caller of each request the routes hand over, for the hooks to read. */
const callers = new WeakMap<IncomingMessage, Caller>();

export function handOver(request: IncomingMessage, caller: Caller) {
  callers.set(request, caller);
}

function callerOf(req: unknown): Caller {
  const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const caller = raw ? callers.get(raw) : undefined;
  // The routes hand every request over before tus sees it: a request without one is our bug.
  if (!caller) throw new Error('envoi de fichier sans appelant');
  return caller;
}

/** tus's own refusals (English text) by status, as the API's codes and French messages. */
const TUS_REFUSALS: Record<number, [ErrorCode, MessageKey]> = {
  403: ['VALIDATION', 'uploads.contentTypeNeeded'],
  404: ['NOT_FOUND', 'uploads.notFound'],
  409: ['CONFLICT', 'uploads.offsetConflict'],
  410: ['NOT_FOUND', 'uploads.notFound'],
  413: ['PAYLOAD_TOO_LARGE', 'uploads.exceedsDeclaredLength'],
  423: ['CONFLICT', 'uploads.busy'],
};

function frenchBody(status: number, body: string): { status: number; body: string } {
  if (body.startsWith('{')) return { status, body };
  const [code, key] =
    TUS_REFUSALS[status] ?? (status >= 500 ? ['INTERNAL', null] : ['VALIDATION', 'uploads.refused']);
  const error = key ? new AppError(code as 'VALIDATION', t(key)) : new AppError('INTERNAL');
  return { status: error.status, body: JSON.stringify(error.toBody()) };
}

/** Refusals leave as JSON in French, with the API's status for their code. */
class JangTusServer extends Server {
  override write(context: CancellationContext, headers: Headers, status: number, body = '') {
    if (status < 400) return super.write(context, headers, status, body);
    const french = frenchBody(status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    headers.set('Cache-Control', 'no-store');
    return super.write(context, headers, french.status, french.body);
  }
}

export function createTusServer(deps: { storage: Storage; records: UploadRecords; appUrl: string }) {
  const datastore = new FileStore({ directory: deps.records.directory });
  return new JangTusServer({
    path: UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    // tus answers CORS itself, to any origin by default: only the app's own.
    allowedOrigins: [new URL(deps.appUrl).origin],
    maxSize: MAX_UPLOAD_BYTES,
    // Only the server's metadata is kept: the owner, the organisation and the name to slugify.
    async onUploadCreate(req, upload) {
      const caller = callerOf(req);
      return {
        metadata: {
          filename: upload.metadata?.filename ?? '',
          ownerId: caller.userId,
          organizationId: caller.organizationId,
        },
      };
    },
    async onUploadFinish(req, upload: Upload) {
      const caller = callerOf(req);
      try {
        const result = await completeUpload(deps, {
          id: upload.id,
          owner: { ownerId: caller.userId, organizationId: caller.organizationId },
          originalName: upload.metadata?.filename || 'fichier',
          now: new Date(),
        });
        return {
          // A PATCH answers 200 with the result; a creation that carried every byte keeps its 201.
          ...(req.method === 'PATCH' ? { status_code: 200 } : {}),
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
          body: JSON.stringify(result),
        };
      } catch (error) {
        if (error instanceof AppError)
          throw { status_code: error.status, body: JSON.stringify(error.toBody()) };
        throw error;
      }
    },
  });
}
