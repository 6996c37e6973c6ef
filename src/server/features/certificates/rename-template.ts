import type { TTemplateDetail } from '#shared/certificates/certificate-templates.contract.ts';
import type { Db } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Caller } from '../auth/caller.ts';
import { requireDesigner, templateNotFound } from './certificate-designer-access.ts';
import { lockTemplate, renameTemplate } from './certificate-templates.repo.ts';
import { templateDetail } from './list-templates.ts';

// PATCH /api/admin/certificate-templates/{id} (issue 16 "Designer"): a new name. The name is not
// printed on a certificate, so the version (what issued certificates copy) stays.

export async function renameCertificateTemplate(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  templateId: string,
  name: string,
): Promise<TTemplateDetail> {
  requireDesigner(caller);
  return db.transaction(async (tx) => {
    const current = await lockTemplate(tx, caller.organizationId, templateId);
    if (!current) throw templateNotFound();
    const row = await renameTemplate(tx, templateId, name);
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'certificate_template.renamed',
      targetType: 'certificate_template',
      targetId: row.id,
      details: { from: current.name, to: row.name },
    });
    return templateDetail(tx, row);
  });
}
