import { getRouteApi } from '@tanstack/react-router';
import { CohortJoinPage } from '#web/features/cohorts/participants/cohort-join-page.tsx';

// Cohorts, part enrolment (issue 15): the invitation link's landing page and a free cohort's join.
const route = getRouteApi('/dashboard/cohorts/$cohortId/join');

export function CohortJoinRoute() {
  const { cohortId } = route.useParams();
  return <CohortJoinPage cohortId={cohortId} />;
}
