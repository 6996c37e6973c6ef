import type { CertificateSettings } from '#shared/certificates/certificate-settings.ts';
import { imagesOf } from '#shared/certificates/template-rules.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { invalidField } from './certificate-designer-access.ts';
import { lockDirector } from './certificate-directors.repo.ts';
import { isOrganizationImage } from './certificate-images.ts';

// What the shared zod schema cannot know about a template's settings (issue 16 "Designer", decision
// 227): its pictures are the organisation's own uploads (no address elsewhere: the PDF is drawn on
// the server, which must never fetch an arbitrary URL), and its director is one of the
// organisation's directors (its row locked, so a concurrent delete of it waits). 400 otherwise.

export async function checkSettingsReferences(
  tx: Executor,
  storage: Storage,
  organizationId: string,
  settings: CertificateSettings,
): Promise<void> {
  for (const { field, url } of imagesOf(settings)) {
    if (!isOrganizationImage(storage, organizationId, url)) {
      throw invalidField(`settings.${field}`, t('certificates.designer.imageForeign'));
    }
  }
  const directorId = settings.selectedDirectorId;
  if (directorId && !(await lockDirector(tx, organizationId, directorId))) {
    throw invalidField('settings.selectedDirectorId', t('certificates.designer.directorUnknown'));
  }
}
