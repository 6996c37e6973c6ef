import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TMyCalendar } from '#shared/learning/calendar.ts';
import { getJson } from '#web/lib/api.ts';

/** GET /api/v1/student/calendar?month=YYYY-MM: a month of sessions, deadlines and installments. */
export function useMyCalendar(month: string) {
  return useQuery({
    queryKey: ['learning', 'calendar', month],
    queryFn: ({ signal }) => getJson<TMyCalendar>(`/api/v1/student/calendar?month=${month}`, signal),
    // Moving to the next month keeps the grid on screen until its events arrive.
    placeholderData: keepPreviousData,
  });
}
