import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#shared/errors.ts';
import { data } from '#shared/http.contract.ts';
import { t } from '#shared/messages/fr.ts';
import {
  ASSET_RULES,
  ZAssetParams,
  ZOrganizationSettings,
  ZUpdateOrganizationSettings,
} from '#shared/platform/organization-settings.contract.ts';
import {
  ZModerationList,
  ZModerationQuery,
  ZModerationReason,
  ZReviewIdParams,
} from '#shared/platform/review-moderation.contract.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { Storage } from '../../storage/storage.ts';
import { auditActorOf } from '../audit/record-audit.ts';
import { listReviewsToModerate, moderateReview } from '../catalog/moderate-reviews.ts';
import {
  getOrganizationSettings,
  removeOrganizationAsset,
  replaceOrganizationAsset,
  updateOrganizationSettings,
} from './organization-settings.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const MAX_ASSET_BYTES = Math.max(ASSET_RULES.logo.maxBytes, ASSET_RULES.favicon.maxBytes);

/** The one file of a multipart body ('file'), at most MAX_ASSET_BYTES + 1 read (the excess is refused). */
async function readAssetFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', t('platform.asset.missing'));
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw new AppError('VALIDATION', t('platform.asset.missing'));
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      size += (chunk as Buffer).length;
      if (size <= MAX_ASSET_BYTES + 1) chunks.push(chunk as Buffer);
    }
    if (part.file.truncated) return Buffer.concat([...chunks, Buffer.alloc(MAX_ASSET_BYTES + 1)]);
    return Buffer.concat(chunks);
  } catch (error) {
    // A body that is not well-formed multipart (no boundary, cut short…) says nothing we can use.
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION', t('platform.asset.missing'));
  }
}

// Platform console (issue 18): /admin/settings and /admin/reviews. /api/admin/* is reserved to admins
// and superadmins by the auth plugin; each use case acts on the caller's organisation only (a
// superadmin's acting one, decision 284).
export async function organizationSettingsRoutes(
  root: FastifyInstance,
  options: { db: Db; storage: Storage; onListingChange: () => void },
) {
  const { db, storage, onListingChange } = options;
  await root.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_ASSET_BYTES + 1, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/organization',
    {
      schema: {
        tags,
        summary: 'Les paramètres de mon organisation',
        security,
        response: { 200: data(ZOrganizationSettings) },
      },
    },
    async (request) => ({ data: await getOrganizationSettings(db, requireCaller(request)) }),
  );

  app.put(
    '/api/admin/organization',
    {
      schema: {
        tags,
        summary: "Modifier le nom, la devise, les contacts et l'expéditeur des emails de mon organisation",
        security,
        body: ZUpdateOrganizationSettings,
        response: { 200: data(ZOrganizationSettings) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return {
        data: await updateOrganizationSettings(
          db,
          caller,
          auditActorOf(request, caller),
          request.body,
          onListingChange,
        ),
      };
    },
  );

  app.post(
    '/api/admin/organization/:asset',
    {
      schema: {
        tags,
        summary:
          'Envoyer le logo (PNG, JPEG, WebP, ≤ 2 Mo) ou le favicon (PNG, ICO, WebP, ≤ 512 Ko) — champ « file »',
        security,
        consumes: ['multipart/form-data'],
        params: ZAssetParams,
        response: { 200: data(ZOrganizationSettings) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const bytes = await readAssetFile(request);
      return {
        data: await replaceOrganizationAsset(
          db,
          storage,
          caller,
          auditActorOf(request, caller),
          request.params.asset,
          bytes,
        ),
      };
    },
  );

  app.delete(
    '/api/admin/organization/:asset',
    {
      schema: {
        tags,
        summary: 'Retirer le logo ou le favicon',
        security,
        params: ZAssetParams,
        response: { 200: data(ZOrganizationSettings) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return {
        data: await removeOrganizationAsset(
          db,
          storage,
          caller,
          auditActorOf(request, caller),
          request.params.asset,
        ),
      };
    },
  );

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags,
        summary: 'Les avis des cours de mon organisation (filter : all, visible, hidden)',
        security,
        querystring: ZModerationQuery,
        response: { 200: data(ZModerationList) },
      },
    },
    async (request) => ({ data: await listReviewsToModerate(db, requireCaller(request), request.query) }),
  );

  for (const action of ['hide', 'restore'] as const) {
    app.post(
      `/api/admin/reviews/:reviewId/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'hide' ? 'Masquer un avis (avec un motif)' : 'Rétablir un avis masqué (avec un motif)',
          security,
          params: ZReviewIdParams,
          body: ZModerationReason,
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        await moderateReview(db, caller, auditActorOf(request, caller), request.params.reviewId, {
          hide: action === 'hide',
          reason: request.body.reason,
        });
        // The course's rating and review count are on the cached marketplace cards.
        onListingChange();
        return reply.code(204).send();
      },
    );
  }
}
