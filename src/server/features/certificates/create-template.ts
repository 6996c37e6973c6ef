import { DEFAULT_CERTIFICATE_SETTINGS } from '#shared/certificates/certificate-settings.ts';
import type {
  TCreateTemplate,
  TTemplateDetail,
} from '#shared/certificates/certificate-templates.contract.ts';
import type { Db } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Caller } from '../auth/caller.ts';
import { requireDesigner } from './certificate-designer-access.ts';
import { insertTemplate } from './certificate-templates.repo.ts';
import { templateDetail } from './list-templates.ts';

// POST /api/admin/certificate-templates (issue 16 "Designer"): a new template of the organisation with
// the settings of §9 (title CERTIFICAT, subtitle de complétion, portrait, the four distinctions…),
// version 1, no thumbnail until the designer's first save draws one.

export async function createCertificateTemplate(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  body: TCreateTemplate,
): Promise<TTemplateDetail> {
  requireDesigner(caller);
  return db.transaction(async (tx) => {
    const row = await insertTemplate(tx, {
      organizationId: caller.organizationId,
      name: body.name,
      settings: DEFAULT_CERTIFICATE_SETTINGS,
    });
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'certificate_template.created',
      targetType: 'certificate_template',
      targetId: row.id,
      details: { name: row.name },
    });
    return templateDetail(tx, row);
  });
}
