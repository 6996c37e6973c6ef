import type { TMyCohortEnrolment } from '#shared/cohorts/enrolment.ts';
import { t } from '#shared/messages/fr-cohorts-participants.ts';
import { Alert, AlertDescription } from '#web/ui/alert.tsx';

// Where a learner meets a cohort they are not in yet (course page cohort choice, 'Mes formations',
// the join page): their place on the waitlist, a request awaiting approval, an invitation.

const frenchDate = (iso: string) =>
  new Date(iso).toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Dakar',
  });

/** The French sentence for the learner's standing; null when there is nothing to say. */
export function enrolmentNoteText(
  enrolment: Pick<TMyCohortEnrolment, 'status' | 'waitlist_position' | 'access_opens_at'>,
  now = new Date(),
): string | null {
  switch (enrolment.status) {
    case 'waitlisted':
      return t('cohortJoin.waitlisted', { n: String(enrolment.waitlist_position ?? '') });
    case 'pending':
      return t('cohortJoin.pending');
    case 'invited':
      return t('cohortJoin.invited');
    case 'active':
      return enrolment.access_opens_at && new Date(enrolment.access_opens_at).getTime() > now.getTime()
        ? `${t('cohortJoin.active')} ${t('cohortJoin.accessFrom', { date: frenchDate(enrolment.access_opens_at) })}`
        : t('cohortJoin.active');
    default:
      return null;
  }
}

export function CohortEnrolmentNote({ enrolment }: { enrolment: TMyCohortEnrolment }) {
  const text = enrolmentNoteText(enrolment);
  if (!text) return null;
  return (
    <Alert variant={enrolment.status === 'active' ? 'success' : 'default'}>
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
