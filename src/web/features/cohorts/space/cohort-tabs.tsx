import { type ComponentType, lazy } from 'react';
import type { CohortTab } from '#shared/cohorts/space-tabs.ts';
import type { CohortTabProps } from './cohort-tab-props.ts';

export type { CohortTabProps } from './cohort-tab-props.ts';

// The panel of each of the eight tabs (spec/cohorts.md §2.1), each loaded only when first opened.

const OverviewTab = lazy(() => import('./overview-tab.tsx').then((m) => ({ default: m.OverviewTab })));
const ContentTab = lazy(() => import('./content-tab.tsx').then((m) => ({ default: m.ContentTab })));
const PracticalsTab = lazy(() => import('./practicals-tab.tsx').then((m) => ({ default: m.PracticalsTab })));
const ResourcesTab = lazy(() => import('./resources-tab.tsx').then((m) => ({ default: m.ResourcesTab })));
const ParticipantsTab = lazy(() =>
  import('./participants-tab.tsx').then((m) => ({ default: m.ParticipantsTab })),
);

const LiveSessionsTab = lazy(() =>
  import('./live-sessions-tab.tsx').then((m) => ({ default: m.LiveSessionsTab })),
);
const AnnouncementsTab = lazy(() =>
  import('./announcements-tab.tsx').then((m) => ({ default: m.AnnouncementsTab })),
);
const DiscussionTab = lazy(() => import('./discussion-tab.tsx').then((m) => ({ default: m.DiscussionTab })));

export const TAB_PANELS: Record<CohortTab, ComponentType<CohortTabProps>> = {
  overview: OverviewTab,
  content: ContentTab,
  practicals: PracticalsTab,
  'live-sessions': LiveSessionsTab,
  announcements: AnnouncementsTab,
  resources: ResourcesTab,
  participants: ParticipantsTab,
  discussion: DiscussionTab,
};
