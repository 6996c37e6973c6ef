import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminDashboard } from '#shared/admin/dashboard.contract.ts';
import type { TImportPreview, TImportResult } from '#shared/admin/import.contract.ts';
import type {
  TInstructorProfile,
  TUpdateInstructorProfile,
} from '#shared/admin/instructor-profiles.contract.ts';
import type {
  OrganizationRole,
  TAdminUserDetail,
  TAdminUserList,
  TEnrolmentTargets,
  TManualEnrolment,
  TManualEnrolmentResponse,
  TUserChangeResponse,
} from '#shared/admin/people.contract.ts';
import { getJson, request } from '#web/lib/api.ts';

// The admin's people API (issue 18): one query or mutation per call, the lists reloaded after a change.

export const peopleRoot = ['admin', 'people'] as const;

export type UsersSearch = { search?: string; role?: string; status?: string; page?: number };

export function usersQueryString(search: UsersSearch): string {
  const params = new URLSearchParams();
  for (const key of ['search', 'role', 'status'] as const)
    if (search[key]) params.set(key, String(search[key]));
  if (search.page && search.page > 1) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const useAdminDashboard = () =>
  useQuery({
    queryKey: [...peopleRoot, 'dashboard'],
    queryFn: ({ signal }) => getJson<TAdminDashboard>('/api/admin/dashboard', signal),
  });

export const useAdminUsers = (search: UsersSearch) =>
  useQuery({
    queryKey: [...peopleRoot, 'users', usersQueryString(search)],
    queryFn: ({ signal }) => getJson<TAdminUserList>(`/api/admin/users${usersQueryString(search)}`, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUser = (userId: string) =>
  useQuery({
    queryKey: [...peopleRoot, 'user', userId],
    queryFn: ({ signal }) =>
      getJson<TAdminUserDetail>(`/api/admin/users/${encodeURIComponent(userId)}`, signal),
  });

export const useEnrolmentTargets = () =>
  useQuery({
    queryKey: [...peopleRoot, 'targets'],
    queryFn: ({ signal }) => getJson<TEnrolmentTargets>('/api/admin/enrolment-targets', signal),
  });

export const useInstructorProfiles = () =>
  useQuery({
    queryKey: [...peopleRoot, 'instructors'],
    queryFn: ({ signal }) => getJson<TInstructorProfile[]>('/api/admin/instructor-profiles', signal),
  });

function usePeopleMutation<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleRoot }),
  });
}

const userUrl = (userId: string, rest = '') => `/api/admin/users/${encodeURIComponent(userId)}${rest}`;

export const useInvite = () =>
  usePeopleMutation((body: { email: string; firstName: string; lastName: string; role: OrganizationRole }) =>
    request<{ email: string; message: string }>('/api/admin/invitations', { method: 'POST', body }),
  );

export const useChangeRoles = (userId: string) =>
  usePeopleMutation((roles: OrganizationRole[]) =>
    request<TUserChangeResponse>(userUrl(userId, '/roles'), { method: 'PUT', body: { roles } }),
  );

export const useChangeStatus = (userId: string) =>
  usePeopleMutation((change: { action: 'suspend' | 'reactivate'; reason?: string }) =>
    request<TUserChangeResponse>(userUrl(userId, `/${change.action}`), {
      method: 'POST',
      body: change.reason ? { reason: change.reason } : {},
    }),
  );

export const useEnrolByHand = (userId: string) =>
  usePeopleMutation((body: TManualEnrolment) =>
    request<TManualEnrolmentResponse>(userUrl(userId, '/enrolments'), { method: 'POST', body }),
  );

export const usePreviewImport = () =>
  useMutation({
    mutationFn: (csv: string) =>
      request<TImportPreview>('/api/admin/imports/learners/preview', { method: 'POST', body: { csv } }),
  });

export const useImportLearners = () =>
  usePeopleMutation((csv: string) =>
    request<TImportResult>('/api/admin/imports/learners', { method: 'POST', body: { csv } }),
  );

export const useUpdateInstructor = () =>
  usePeopleMutation(({ id, body }: { id: string; body: TUpdateInstructorProfile }) =>
    request<TInstructorProfile>(`/api/admin/instructor-profiles/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body,
    }),
  );
