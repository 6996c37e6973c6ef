import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { TAvatarResponse } from '#shared/accounts/settings.contract.ts';
import { avatarFileBase, MAX_AVATAR_MB, pictureKindOf } from '#shared/accounts/settings-rules.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { MAX_AVATAR_WIDTH } from '#shared/pictures/picture-sources.ts';
import { deleteResizedPicture, storageKeyOf, storeResizedPicture } from '../../storage/resized-pictures.ts';
import { lockUserImage, setUserImage } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import type { SettingsContext } from './settings-context.ts';

// The profile picture (decision 246): one image in the multipart field `avatar`, at most
// MAX_AVATAR_MB, recognised by its first bytes (JPEG, PNG, WebP, GIF, AVIF — a renamed PDF is not
// one), stored as the WebP/AVIF widths of storeResizedPicture (192 px at most) under
// public/avatars/<user>/<slug>-<timestamp>; users.image holds its address; the previous one is
// deleted once the new address is committed.

type Upload = { name: string; bytes: Buffer };

/** The one picture of the form; any refusal is thrown once the body has been read to its end. */
export async function readAvatarUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', t('accounts.settings.avatarRequired'));
  let upload: Upload | null = null;
  let refusal: AppError | null = null;
  for await (const part of formParts(request)) {
    if (part.type === 'field') continue;
    if (part.fieldname !== 'avatar' || refusal) {
      await drain(part.file);
      continue;
    }
    if (upload) {
      refusal = new AppError('VALIDATION', t('accounts.settings.avatarOneFile'));
      await drain(part.file);
      continue;
    }
    const bytes = await readAll(part);
    if (part.file.truncated) {
      refusal = new AppError(
        'PAYLOAD_TOO_LARGE',
        t('accounts.settings.avatarTooLarge', { max: MAX_AVATAR_MB }),
      );
      continue;
    }
    if (bytes.length === 0) {
      refusal = new AppError('VALIDATION', t('accounts.settings.avatarRequired'));
      continue;
    }
    upload = { name: part.filename || 'photo', bytes };
  }
  if (refusal) throw refusal;
  if (!upload) throw new AppError('VALIDATION', t('accounts.settings.avatarRequired'));
  if (!pictureKindOf(upload.bytes)) throw new AppError('VALIDATION', t('accounts.settings.avatarNotPicture'));
  return upload;
}

/** POST /api/v1/student/profile/avatar: stores the picture's widths, then points users.image at them. */
export async function replaceAvatar(
  ctx: SettingsContext,
  caller: Caller,
  upload: Upload,
): Promise<TAvatarResponse> {
  const base = `avatars/${caller.userId}/${avatarFileBase(upload.name, Date.now())}`;
  const stored = await storeResizedPicture(ctx.storage, upload.bytes, base, { maxWidth: MAX_AVATAR_WIDTH });
  let previous: string | null;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const user = await lockUserImage(tx, caller.userId);
      if (!user) throw new AppError('NOT_FOUND', t('accounts.profileNotFound'));
      await setUserImage(tx, caller.userId, stored.address);
      return user.image;
    });
  } catch (error) {
    await deleteResizedPicture(ctx.storage, stored.address);
    throw error;
  }
  await deleteOwnPicture(ctx, caller, previous);
  return { success: true, avatarUrl: stored.address, message: t('accounts.settings.avatarSaved') };
}

/** DELETE /api/v1/student/profile/avatar: back to initials; the files go after the commit. */
export async function removeAvatar(ctx: SettingsContext, caller: Caller): Promise<TAvatarResponse> {
  const previous = await ctx.db.transaction(async (tx) => {
    const user = await lockUserImage(tx, caller.userId);
    if (!user) throw new AppError('NOT_FOUND', t('accounts.profileNotFound'));
    if (user.image) await setUserImage(tx, caller.userId, null);
    return user.image;
  });
  await deleteOwnPicture(ctx, caller, previous);
  return { success: true, avatarUrl: null, message: t('accounts.settings.avatarRemoved') };
}

/** Deletes a replaced picture only when it is one of this user's uploads (never a shared or outside one). */
async function deleteOwnPicture(ctx: SettingsContext, caller: Caller, address: string | null) {
  if (!address) return;
  const key = storageKeyOf(ctx.storage, address);
  if (key?.startsWith(`public/avatars/${caller.userId}/`)) await deleteResizedPicture(ctx.storage, address);
}

async function readAll(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (error) {
    throw formError(error);
  }
  return Buffer.concat(chunks);
}

async function* formParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  let parts: AsyncIterator<Multipart>;
  try {
    parts = request.parts()[Symbol.asyncIterator]();
  } catch (error) {
    throw formError(error);
  }
  for (;;) {
    let step: IteratorResult<Multipart>;
    try {
      step = await parts.next();
    } catch (error) {
      throw formError(error);
    }
    if (step.done) return;
    yield step.value;
  }
}

async function drain(stream: Readable) {
  stream.resume();
  await finished(stream).catch((error: unknown) => {
    throw formError(error);
  });
}

function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return new AppError('VALIDATION', t('accounts.settings.avatarOneFile'));
  return new AppError('VALIDATION', t('accounts.settings.avatarMalformed'));
}
