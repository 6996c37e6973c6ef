import { type ComponentType, lazy } from 'react';
import type { CohortTab } from '#shared/cohorts/space-tabs.ts';
import { t } from '#shared/messages/fr-cohorts-space-web.ts';
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

/** What a tab not mounted yet shows (never the loading text: it is not loading). */
function NotYetMounted() {
  return (
    <p className="rounded-lg border border-dashed border-border bg-surface px-4 py-10 text-center text-muted-foreground">
      {t('cohortSpace.comingSoon')}
    </p>
  );
}

// ── Tabs built beside this one (issue 15): to mount one, replace its `NotYetMounted` below with its
// lazy import line, e.g.
//   const LiveSessionsTab = lazy(() => import('./live-sessions-tab.tsx').then((m) => ({ default: m.LiveSessionsTab })));
//   const AnnouncementsTab = lazy(() => import('./announcements-tab.tsx').then((m) => ({ default: m.AnnouncementsTab })));
//   const DiscussionTab = lazy(() => import('./discussion-tab.tsx').then((m) => ({ default: m.DiscussionTab })));
// LiveSessionsTab({ cohortId }), AnnouncementsTab({ cohortId, viewer }), DiscussionTab({ cohortId, viewer })
// take a subset of CohortTabProps, so each fits TAB_PANELS as it is.
const LiveSessionsTab: ComponentType<CohortTabProps> = NotYetMounted;
const AnnouncementsTab: ComponentType<CohortTabProps> = NotYetMounted;
const DiscussionTab: ComponentType<CohortTabProps> = NotYetMounted;

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
