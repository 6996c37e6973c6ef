import { certificateAssetFolder } from '#shared/certificates/certificate-templates.contract.ts';
import type { Db } from '../../db/client.ts';
import { deleteResizedPicture, storeResizedPicture } from '../../storage/resized-pictures.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Caller } from '../auth/caller.ts';
import { requireDesigner, templateNotFound } from './certificate-designer-access.ts';
import { acceptedImageType, type UploadedImage } from './certificate-images.ts';
import {
  findTemplate,
  listTemplates,
  lockTemplate,
  setTemplateThumbnail,
} from './certificate-templates.repo.ts';

// PUT /api/admin/certificate-templates/{id}/thumbnail (issue 16 "Designer", decision 230): the
// browser draws the preview it shows into a small picture on each save and sends it here; the server
// judges its bytes like any picture and stores it as WebP widths (storeResizedPicture), at most
// THUMBNAIL_MAX_WIDTH wide: what the template list shows. The previous thumbnail is deleted once the
// new one is in place (unless a duplicate still shows it). Not audited: it follows the settings' save.

export const THUMBNAIL_MAX_WIDTH = 480;

export async function storeTemplateThumbnail(
  deps: { db: Db; storage: Storage },
  caller: Caller,
  templateId: string,
  upload: UploadedImage,
  now = new Date(),
): Promise<{ thumbnail_url: string }> {
  requireDesigner(caller);
  if (!(await findTemplate(deps.db, caller.organizationId, templateId))) throw templateNotFound();
  await acceptedImageType(upload.bytes);
  const base = `${certificateAssetFolder(caller.organizationId)}thumbnails/${templateId}-${now.getTime()}`;
  const picture = await storeResizedPicture(deps.storage, upload.bytes, base, {
    maxWidth: THUMBNAIL_MAX_WIDTH,
  });
  let previous: string | null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const row = await lockTemplate(tx, caller.organizationId, templateId);
      if (!row) throw templateNotFound();
      await setTemplateThumbnail(tx, templateId, picture.address);
      return row.thumbnailUrl;
    });
  } catch (error) {
    await deleteResizedPicture(deps.storage, picture.address);
    throw error;
  }
  if (previous && previous !== picture.address) {
    const shared = (await listTemplates(deps.db, caller.organizationId)).some(
      (row) => row.thumbnailUrl === previous,
    );
    if (!shared) await deleteResizedPicture(deps.storage, previous);
  }
  return { thumbnail_url: picture.address };
}
