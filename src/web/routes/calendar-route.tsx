import type { ReactElement } from 'react';
import { CalendarFeedBlock } from '#web/features/cohorts/space/live-sessions-tab.tsx';
import { CalendarPage } from '#web/features/learning/calendar/calendar-page.tsx';

/** /dashboard/calendar: the learner's calendar with the .ics subscription of the cohorts slice. */
export function CalendarRoute(): ReactElement {
  return <CalendarPage subscription={<CalendarFeedBlock />} />;
}
