import { keepPreviousData, useQuery } from '@tanstack/react-query';
// Certificates: the template designer (issue 16): the organisation's templates for the cohort's select
import {
  CERTIFICATE_DESIGNER_PATHS,
  type TTemplateListItem,
} from '#shared/certificates/certificate-templates.contract.ts';
import type {
  TCohortDetail,
  TCohortListItem,
  TCourseOption,
  TInstructorOption,
  TStudentOption,
} from '#shared/cohorts/admin-cohorts.contract.ts';
import type { CohortStatus, TCohortForm } from '#shared/cohorts/cohort-form.ts';
import { getJson, request } from '#web/lib/api.ts';

// The admin cohort form's calls (spec/cohorts.md §7) and their queries.

export const cohortsAdminQueryRoot = ['cohorts', 'admin'] as const;

export type CohortListFilter = { status?: CohortStatus | undefined; courseId?: string | undefined };

const listQuery = (filter: CohortListFilter) => {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.courseId) params.set('courseId', filter.courseId);
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** GET /api/admin/cohorts. */
export function useAdminCohorts(filter: CohortListFilter) {
  return useQuery({
    queryKey: [...cohortsAdminQueryRoot, 'list', listQuery(filter)],
    queryFn: ({ signal }) => getJson<TCohortListItem[]>(`/api/admin/cohorts${listQuery(filter)}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/instructor/cohorts. */
export function useInstructorCohorts() {
  return useQuery({
    queryKey: [...cohortsAdminQueryRoot, 'instructor'],
    queryFn: ({ signal }) => getJson<TCohortListItem[]>('/api/instructor/cohorts', signal),
  });
}

/** GET /api/admin/cohorts/{id}. */
export function useCohortDetail(cohortId: string | null) {
  return useQuery({
    queryKey: [...cohortsAdminQueryRoot, 'detail', cohortId],
    queryFn: ({ signal }) =>
      getJson<TCohortDetail>(`/api/admin/cohorts/${encodeURIComponent(cohortId ?? '')}`, signal),
    enabled: cohortId !== null,
  });
}

/** GET /api/admin/cohorts/available-courses. */
export function useCourseOptions() {
  return useQuery({
    queryKey: [...cohortsAdminQueryRoot, 'courses'],
    queryFn: ({ signal }) => getJson<TCourseOption[]>('/api/admin/cohorts/available-courses', signal),
    staleTime: 60_000,
  });
}

/** GET /api/admin/instructors. */
export function useInstructorOptions() {
  return useQuery({
    queryKey: [...cohortsAdminQueryRoot, 'instructors'],
    queryFn: ({ signal }) => getJson<TInstructorOption[]>('/api/admin/instructors', signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/admin/students (the participants card's list). */
export function useStudentOptions() {
  return useQuery({
    queryKey: [...cohortsAdminQueryRoot, 'students'],
    queryFn: ({ signal }) => getJson<TStudentOption[]>('/api/admin/students', signal),
    staleTime: 60_000,
  });
}

/** POST /api/admin/cohorts: a new draft. */
export const createCohort = (form: TCohortForm) =>
  request<TCohortDetail>('/api/admin/cohorts', { method: 'POST', body: form });

/** PUT /api/admin/cohorts/{id}: the whole form. */
export const saveCohort = (cohortId: string, form: TCohortForm) =>
  request<TCohortDetail>(`/api/admin/cohorts/${encodeURIComponent(cohortId)}`, { method: 'PUT', body: form });

/** POST /api/admin/cohorts/{id}/status. */
export const changeCohortStatus = (cohortId: string, status: CohortStatus) =>
  request<{ id: string; status: CohortStatus }>(`/api/admin/cohorts/${encodeURIComponent(cohortId)}/status`, {
    method: 'POST',
    body: { status },
  });

export type CourseDraft = {
  title: string;
  shortDescription: string | null;
  description: string;
  objectives: string[];
  prerequisites: string[];
  expectedResults: string[];
};

/** POST /api/courses, the course editor's own create (spec §3 "Course draft"): a draft course. */
export const createCourseDraft = (draft: CourseDraft) =>
  request<{ id: string; title: string }>('/api/courses', { method: 'POST', body: draft });

// Certificates: the template designer (issue 16)
/** GET /api/admin/certificate-templates: the organisation's templates, newest first. */
export function useCertificateTemplateOptions() {
  return useQuery({
    queryKey: [...cohortsAdminQueryRoot, 'certificate-templates'],
    queryFn: ({ signal }) => getJson<TTemplateListItem[]>(CERTIFICATE_DESIGNER_PATHS.templates, signal),
    staleTime: 60_000,
  });
}
