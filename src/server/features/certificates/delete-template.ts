import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { deleteResizedPicture } from '../../storage/resized-pictures.ts';
import type { Storage } from '../../storage/storage.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Caller } from '../auth/caller.ts';
import { countCohortsUsingCertificateTemplate } from '../cohorts/cohorts.repo.ts';
import { countCoursesUsingCertificateTemplate } from '../courses/courses.repo.ts';
import { requireDesigner, templateNotFound } from './certificate-designer-access.ts';
import { deleteTemplate, listTemplates, lockTemplate } from './certificate-templates.repo.ts';

// DELETE /api/admin/certificate-templates/{id} (issue 16 "Designer", decision 229): refused (409,
// with the counts) while a course or a cohort uses it. The row lock and the foreign keys (restrict)
// make it safe against a course choosing the template meanwhile: that write waits for the lock and
// then fails, or commits first and is counted. Issued certificates keep their own copy of the
// settings, so they are untouched; the thumbnail goes once the delete has committed.

const inUse = (courses: number, cohorts: number) =>
  new AppError(
    'CERTIFICATE_TEMPLATE_IN_USE',
    t('certificates.designer.templateInUse', { courses, cohorts }),
    {
      courses,
      cohorts,
    },
  );

export async function deleteCertificateTemplate(
  deps: { db: Db; storage: Storage },
  caller: Caller,
  actor: AuditActor,
  templateId: string,
): Promise<void> {
  requireDesigner(caller);
  const thumbnail = await deps.db.transaction(async (tx) => {
    const row = await lockTemplate(tx, caller.organizationId, templateId);
    if (!row) throw templateNotFound();
    const courses = await countCoursesUsingCertificateTemplate(tx, row.id);
    const cohorts = await countCohortsUsingCertificateTemplate(tx, row.id);
    if (courses + cohorts > 0) throw inUse(courses, cohorts);
    try {
      await deleteTemplate(tx, row.id);
    } catch (error) {
      // A course or cohort that chose it in a race: the foreign key refuses the delete.
      if (isForeignKeyViolation(error)) throw inUse(courses, cohorts);
      throw error;
    }
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'certificate_template.deleted',
      targetType: 'certificate_template',
      targetId: row.id,
      details: { name: row.name, version: row.version },
    });
    return row.thumbnailUrl;
  });
  // A duplicate may share the thumbnail until its own first save: keep it then.
  if (thumbnail) await deleteUnsharedThumbnail(deps, caller.organizationId, thumbnail);
}

async function deleteUnsharedThumbnail(
  deps: { db: Db; storage: Storage },
  organizationId: string,
  url: string,
) {
  const shared = (await listTemplates(deps.db, organizationId)).some((row) => row.thumbnailUrl === url);
  if (!shared) await deleteResizedPicture(deps.storage, url);
}

function isForeignKeyViolation(error: unknown): boolean {
  const failure = error as { code?: unknown; cause?: { code?: unknown } };
  return failure.code === '23503' || failure.cause?.code === '23503';
}
