import { useQuery } from '@tanstack/react-query';
import type { IssuedCertificate } from '#shared/certificates/certificate.contract.ts';
import { ApiError, getJson } from '#web/lib/api.ts';

// The learner's certificates (issue 16): GET /api/certificates and GET /api/certificates/course/{id}.

export const MY_CERTIFICATES_PATH = '/api/certificates';
export const myCertificateForCoursePath = (courseId: string) =>
  `/api/certificates/course/${encodeURIComponent(courseId)}`;

export function useMyCertificates() {
  return useQuery({
    queryKey: ['certificates', 'mine'],
    queryFn: ({ signal }) => getJson<IssuedCertificate[]>(MY_CERTIFICATES_PATH, signal),
  });
}

/** The caller's certificate for the course; a 404 (none yet) is an answer, not retried. */
export function useMyCertificate(courseId: string) {
  return useQuery({
    queryKey: ['certificates', 'mine', courseId],
    queryFn: ({ signal }) => getJson<IssuedCertificate>(myCertificateForCoursePath(courseId), signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
