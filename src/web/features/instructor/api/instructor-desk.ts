import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  INSTRUCTOR_ANALYTICS_PATH,
  type TInstructorAnalytics,
} from '#shared/instructor/analytics.contract.ts';
import type { AnalyticsPeriod } from '#shared/instructor/analytics-period.ts';
import {
  INSTRUCTOR_COMMISSIONS_CSV_PATH,
  INSTRUCTOR_COMMISSIONS_PATH,
  type TCommissionsSummary,
} from '#shared/instructor/commissions.contract.ts';
import { getJson } from '#web/lib/api.ts';
import { downloadFile } from '#web/lib/download-file.ts';

// The instructor's desk's calls (spec/authoring-and-shell.md §7) and their queries.

/** The dashboard asks again every five minutes (the summary's own pace). */
export const ANALYTICS_REFRESH_MS = 300_000;

const deskRoot = ['instructor', 'desk'] as const;

/** GET /api/instructor/analytics?period=…&cached=true. */
export function useInstructorAnalytics(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...deskRoot, 'analytics', period],
    queryFn: ({ signal }) =>
      getJson<TInstructorAnalytics>(`${INSTRUCTOR_ANALYTICS_PATH}?period=${period}&cached=true`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: ANALYTICS_REFRESH_MS,
    staleTime: 60_000,
  });
}

/** GET /api/instructor/commissions. */
export function useInstructorCommissions() {
  return useQuery({
    queryKey: [...deskRoot, 'commissions'],
    queryFn: ({ signal }) => getJson<TCommissionsSummary>(INSTRUCTOR_COMMISSIONS_PATH, signal),
    retry: 1,
  });
}

/** GET /api/instructor/commissions.csv, saved as `fileName`. */
export const exportCommissionsCsv = (fileName: string) =>
  downloadFile(INSTRUCTOR_COMMISSIONS_CSV_PATH, fileName);
