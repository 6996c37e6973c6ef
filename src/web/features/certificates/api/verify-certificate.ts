import { useQuery } from '@tanstack/react-query';
import {
  CERTIFICATE_PATHS,
  type CertificateVerification,
} from '#shared/certificates/certificate.contract.ts';
import { getJson } from '#web/lib/api.ts';

export const verificationKey = (code: string) => ['certificates', 'verify', code] as const;
export const verificationPath = (code: string) => CERTIFICATE_PATHS.verifyApi(code);

/** GET /api/certificates/verify/{code}: valid, revoked or not found (public). */
export function useCertificateVerification(code: string) {
  return useQuery({
    queryKey: verificationKey(code),
    queryFn: ({ signal }) => getJson<CertificateVerification>(verificationPath(code), signal),
    // One answer per visit: the budget per address is small (decision 218), a revocation is rare.
    staleTime: 5 * 60_000,
    retry: false,
  });
}
