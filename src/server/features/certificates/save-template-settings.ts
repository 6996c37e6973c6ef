import type {
  TSaveTemplateSettings,
  TTemplateDetail,
} from '#shared/certificates/certificate-templates.contract.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Caller } from '../auth/caller.ts';
import { requireDesigner, templateNotFound } from './certificate-designer-access.ts';
import { lockTemplate, updateTemplateSettings } from './certificate-templates.repo.ts';
import { checkSettingsReferences } from './check-template-settings.ts';
import { templateDetail } from './list-templates.ts';

// PUT /api/admin/certificate-templates/{id}/settings (issue 16 "Designer", decision 228): every
// setting of §3 at once, validated by the shared schema (route) and against the organisation's
// pictures and directors (here), under the template's row lock. The save names the version it
// started from: another save in between is refused (409), never overwritten. Each save is version +1;
// an issued certificate keeps the settings and version it was drawn with.

export async function saveCertificateTemplateSettings(
  deps: { db: Db; storage: Storage },
  caller: Caller,
  actor: AuditActor,
  templateId: string,
  body: TSaveTemplateSettings,
): Promise<TTemplateDetail> {
  requireDesigner(caller);
  return deps.db.transaction(async (tx) => {
    const current = await lockTemplate(tx, caller.organizationId, templateId);
    if (!current) throw templateNotFound();
    if (current.version !== body.version) {
      throw new AppError(
        'CERTIFICATE_TEMPLATE_STALE',
        t('certificates.designer.templateStale', { version: current.version }),
        { version: current.version },
      );
    }
    await checkSettingsReferences(tx, deps.storage, caller.organizationId, body.settings);
    const row = await updateTemplateSettings(tx, templateId, body.settings);
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'certificate_template.settings_saved',
      targetType: 'certificate_template',
      targetId: row.id,
      details: { version: row.version },
    });
    return templateDetail(tx, row);
  });
}
