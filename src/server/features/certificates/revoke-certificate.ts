import type { TRevokeCertificateRequest } from '#shared/certificates/certificates-issue.contract.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Caller } from '../auth/caller.ts';
import { findCertificateOfOrganization, revokeCertificateOnce } from './certificates.repo.ts';

// An admin revokes a certificate of their organisation (issue 16): reason required, never deleted,
// once (a second revocation is 409), recorded in the audit log in the same transaction. Another
// organisation's certificate is not found.
export async function revokeCertificate(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  certificateId: string,
  input: TRevokeCertificateRequest,
) {
  return db.transaction(async (tx) => {
    const revoked = await revokeCertificateOnce(tx, {
      organizationId: caller.organizationId,
      id: certificateId,
      reason: input.reason,
      revokedBy: caller.userId,
    });
    if (!revoked) {
      const existing = await findCertificateOfOrganization(tx, caller.organizationId, certificateId);
      if (!existing) throw new AppError('NOT_FOUND', t('certificates.notFound'));
      throw new AppError('CONFLICT', t('certificates.revoke.alreadyRevoked'));
    }
    await recordAudit(tx, actor, {
      organizationId: revoked.organizationId,
      action: 'certificate.revoked',
      targetType: 'certificate',
      targetId: revoked.id,
      details: {
        reason: input.reason,
        verificationCode: revoked.verificationCode,
        userId: revoked.userId,
        courseId: revoked.courseId,
      },
    });
    return { id: revoked.id, revokedAt: revoked.revokedAt!.toISOString(), revokedReason: input.reason };
  });
}
