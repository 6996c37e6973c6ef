import { z } from 'zod';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';

// The parameters of the certificates' PDF and verification routes (issue 16, part drawing).

/** GET /api/certificates/{id}/pdf */
export const ZCertificatePdfParams = z.object({ id: id() });

/** GET /api/certificates/verify/{code}: the code as typed (normalised by the server). */
export const ZCertificateVerifyParams = z.object({
  code: z
    .string()
    .min(1, { error: t('certificates.verify.codeInvalid') })
    .max(64, { error: t('certificates.verify.codeInvalid') }),
});
