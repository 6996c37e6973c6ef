import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TStudentProfileResponse } from '#shared/accounts/profile.contract.ts';
import type {
  TAvatarResponse,
  TLoginHistoryResponse,
  TLogoutSessionResponse,
  TPasswordChange,
  TPreferences,
  TPreferencesResponse,
  TProfileUpdateInput,
  TProfileUpdateResponse,
  TSuccessMessage,
} from '#shared/accounts/settings.contract.ts';
import { SETTINGS_PATHS } from '#shared/accounts/settings-paths.ts';
import type { TStudentProfile } from '#shared/accounts/settings-profile.ts';
import { getJson, request } from '#web/lib/api.ts';
import { rememberDataSaver } from '#web/lib/data-saver.tsx';

// Accounts, part settings (issue 17): the settings pages' calls (spec §7), bearer and French errors
// from the request helper.

export const profileKey = ['accounts', 'profile'] as const;
export const preferencesKey = ['accounts', 'preferences'] as const;
export const loginHistoryKey = ['accounts', 'login-history'] as const;

export function useOwnProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => getJson<TStudentProfileResponse>(SETTINGS_PATHS.profile, signal),
    select: (answer): TStudentProfile => answer.profile,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileUpdateInput) =>
      request<TProfileUpdateResponse>(SETTINGS_PATHS.profile, { method: 'PUT', body }),
    onSuccess: (answer) =>
      queryClient.setQueryData<TStudentProfileResponse>(profileKey, {
        success: true,
        profile: answer.profile,
      }),
  });
}

export function confirmEmailChange(token: string) {
  return request<TSuccessMessage>(SETTINGS_PATHS.emailConfirm, { method: 'POST', body: { token } });
}

export function useAvatar() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKey });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('avatar', file, file.name);
      return request<TAvatarResponse>(SETTINGS_PATHS.avatar, {
        method: 'POST',
        body: form,
        timeoutMs: 120_000,
      });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => request<TAvatarResponse>(SETTINGS_PATHS.avatar, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { upload, remove };
}

export function usePreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: async ({ signal }) => {
      const answer = await getJson<TPreferencesResponse>(SETTINGS_PATHS.preferences, signal);
      rememberDataSaver(answer.preferences.data_saver);
      return answer;
    },
    select: (answer) => answer.preferences,
    // Read by every page of the learner's area (the data saver): not asked again on each focus.
    staleTime: 5 * 60_000,
  });
}

/**
 * Every page of the learner's area reads the preferences (hydrated from the page, or asked for): the
 * data saver switched on another device reaches this one (decision 311). Returns the switch as the
 * preferences say, undefined until they are known.
 */
export function usePreferencesOnThisDevice(): boolean | undefined {
  const isSavingData = usePreferences().data?.data_saver;
  useEffect(() => {
    if (isSavingData !== undefined) rememberDataSaver(isSavingData);
  }, [isSavingData]);
  return isSavingData;
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPreferences) =>
      request<TPreferencesResponse>(SETTINGS_PATHS.preferences, { method: 'PUT', body }),
    onSuccess: (answer) => {
      rememberDataSaver(answer.preferences.data_saver);
      queryClient.setQueryData(preferencesKey, answer);
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPasswordChange) =>
      request<TSuccessMessage>(SETTINGS_PATHS.password, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loginHistoryKey }),
  });
}

export function useLoginHistory() {
  return useQuery({
    queryKey: loginHistoryKey,
    queryFn: ({ signal }) => getJson<TLoginHistoryResponse>(SETTINGS_PATHS.loginHistory, signal),
    select: (answer) => answer.loginHistory,
  });
}

export function useLogoutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      request<TLogoutSessionResponse>(SETTINGS_PATHS.logoutSession, { method: 'POST', body: { sessionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loginHistoryKey }),
  });
}
