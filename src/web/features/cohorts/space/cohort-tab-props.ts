import type { TCohortSpace, TCohortViewer } from '#shared/cohorts/space.ts';
import type { CohortTab } from '#shared/cohorts/space-tabs.ts';

/** What every tab's panel is given (a tab may take only some of it). */
export type CohortTabProps = {
  cohortId: string;
  viewer: TCohortViewer;
  cohort: TCohortSpace;
  /** Moves the page to another tab (e.g. 'Voir les sessions live' on the overview). */
  onTabChange: (tab: CohortTab) => void;
};
