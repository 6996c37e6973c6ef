import type { TTemplateDetail } from '#shared/certificates/certificate-templates.contract.ts';
import { copyName } from '#shared/certificates/template-rules.ts';
import type { Db } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Caller } from '../auth/caller.ts';
import { requireDesigner, templateNotFound } from './certificate-designer-access.ts';
import { findTemplate, insertTemplate, setTemplateThumbnail } from './certificate-templates.repo.ts';
import { templateDetail } from './list-templates.ts';

// POST /api/admin/certificate-templates/{id}/duplicate (issue 16 "Designer"): a new template with the
// same settings (its pictures shared: stored pictures are never deleted), "<name> (copie)" unless a
// name is given, version 1, the same thumbnail until its first save.

export async function duplicateCertificateTemplate(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  templateId: string,
  body: { name?: string | undefined },
): Promise<TTemplateDetail> {
  requireDesigner(caller);
  return db.transaction(async (tx) => {
    const source = await findTemplate(tx, caller.organizationId, templateId);
    if (!source) throw templateNotFound();
    const copy = await insertTemplate(tx, {
      organizationId: caller.organizationId,
      name: body.name ?? copyName(source.name),
      settings: source.settings,
    });
    if (source.thumbnailUrl) await setTemplateThumbnail(tx, copy.id, source.thumbnailUrl);
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'certificate_template.duplicated',
      targetType: 'certificate_template',
      targetId: copy.id,
      details: { name: copy.name, sourceId: source.id },
    });
    return templateDetail(tx, { ...copy, thumbnailUrl: source.thumbnailUrl });
  });
}
