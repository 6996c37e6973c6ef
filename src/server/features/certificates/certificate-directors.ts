import type { TDirector, TDirectorInput } from '#shared/certificates/certificate-templates.contract.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Caller } from '../auth/caller.ts';
import { directorNotFound, invalidField, requireDesigner } from './certificate-designer-access.ts';
import {
  type DirectorRow,
  deleteDirector,
  insertDirector,
  listDirectors,
  lockDirector,
  updateDirector,
} from './certificate-directors.repo.ts';
import { isOrganizationImage } from './certificate-images.ts';
import { listTemplatesNamingDirector } from './certificate-templates.repo.ts';

// The organisation's directors (issue 16 "Designer"; spec §3 "Director": id, name, title; and the
// picture of their signature), managed from the designer by its admins. A director a template names
// cannot be deleted (409 naming the template); an issued certificate keeps the name, title and
// signature it printed, so editing a director never changes one.

export type DirectorDeps = { db: Db; storage: Storage };

export const directorOf = (row: DirectorRow): TDirector => ({
  id: row.id,
  name: row.name,
  title: row.title,
  signatureUrl: row.signatureUrl,
});

function checkSignature(storage: Storage, caller: Caller, input: TDirectorInput) {
  if (input.signatureUrl && !isOrganizationImage(storage, caller.organizationId, input.signatureUrl)) {
    throw invalidField('signatureUrl', t('certificates.designer.imageForeign'));
  }
}

/** GET /api/admin/certificate-directors. */
export async function listCertificateDirectors(db: Executor, caller: Caller): Promise<TDirector[]> {
  requireDesigner(caller);
  return (await listDirectors(db, caller.organizationId)).map(directorOf);
}

/** POST /api/admin/certificate-directors. */
export async function createCertificateDirector(
  deps: DirectorDeps,
  caller: Caller,
  actor: AuditActor,
  input: TDirectorInput,
): Promise<TDirector> {
  requireDesigner(caller);
  checkSignature(deps.storage, caller, input);
  return deps.db.transaction(async (tx) => {
    const row = await insertDirector(tx, caller.organizationId, input);
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'certificate_director.created',
      targetType: 'certificate_director',
      targetId: row.id,
      details: { name: row.name, title: row.title },
    });
    return directorOf(row);
  });
}

/** PUT /api/admin/certificate-directors/{id}. */
export async function updateCertificateDirector(
  deps: DirectorDeps,
  caller: Caller,
  actor: AuditActor,
  directorId: string,
  input: TDirectorInput,
): Promise<TDirector> {
  requireDesigner(caller);
  return deps.db.transaction(async (tx) => {
    const current = await lockDirector(tx, caller.organizationId, directorId);
    if (!current) throw directorNotFound();
    checkSignature(deps.storage, caller, input);
    const row = await updateDirector(tx, directorId, input);
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'certificate_director.updated',
      targetType: 'certificate_director',
      targetId: row.id,
      details: {
        from: { name: current.name, title: current.title, signatureUrl: current.signatureUrl },
        to: { name: row.name, title: row.title, signatureUrl: row.signatureUrl },
      },
    });
    return directorOf(row);
  });
}

/** DELETE /api/admin/certificate-directors/{id}: refused while a template names the director. */
export async function deleteCertificateDirector(
  deps: DirectorDeps,
  caller: Caller,
  actor: AuditActor,
  directorId: string,
): Promise<void> {
  requireDesigner(caller);
  await deps.db.transaction(async (tx) => {
    const row = await lockDirector(tx, caller.organizationId, directorId);
    if (!row) throw directorNotFound();
    const [template] = await listTemplatesNamingDirector(tx, caller.organizationId, directorId);
    if (template) {
      throw new AppError(
        'CERTIFICATE_DIRECTOR_IN_USE',
        t('certificates.designer.directorInUse', { name: template.name }),
        { templateId: template.id },
      );
    }
    await deleteDirector(tx, directorId);
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'certificate_director.deleted',
      targetType: 'certificate_director',
      targetId: row.id,
      details: { name: row.name, title: row.title },
    });
  });
}
