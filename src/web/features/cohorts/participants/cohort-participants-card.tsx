import { ParticipantsCardLayout } from './participants-card-layout.tsx';
import type { AccessType } from './participants-view.ts';
import { useCohortParticipants } from './use-cohort-participants.ts';

/**
 * Section 5 of the admin cohort edit page (spec/cohorts.md §2.2): the participant chooser, the
 * enrolled list, pending approvals and the waitlist. Mounted by the cohort edit page.
 */
export function CohortParticipantsCard({
  cohortId,
  accessType,
  readOnly,
}: {
  cohortId: string;
  accessType: AccessType;
  readOnly: boolean;
}) {
  const model = useCohortParticipants(cohortId, accessType);
  return <ParticipantsCardLayout model={model} readOnly={readOnly} />;
}
