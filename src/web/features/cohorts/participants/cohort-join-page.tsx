import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMyCohortEnrolment } from '#shared/cohorts/enrolment.ts';
import { t } from '#shared/messages/fr-cohorts-participants.ts';
import { errorMessage } from '#web/lib/api.ts';
import { Alert, AlertDescription } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { notify } from '#web/ui/toast.ts';
import { CohortEnrolmentNote } from './cohort-enrolment-note.tsx';
import {
  fetchMyEnrolment,
  joinCohort,
  leaveCohort,
  myEnrolmentKey,
  myWaitingKey,
} from './participants-api.ts';

/**
 * /dashboard/cohorts/{cohortId}/join: the invitation email's landing page, and a free cohort's join
 * button. Accepting or joining calls POST …/join; the server answers active, pending or waitlisted.
 */
export function CohortJoinPage({ cohortId }: { cohortId: string }) {
  const queryClient = useQueryClient();
  const enrolment = useQuery({
    queryKey: myEnrolmentKey(cohortId),
    queryFn: ({ signal }) => fetchMyEnrolment(cohortId, signal),
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: myEnrolmentKey(cohortId) });
    void queryClient.invalidateQueries({ queryKey: myWaitingKey });
  };
  const join = useMutation({
    mutationFn: () => joinCohort(cohortId),
    onSuccess: (answer) => {
      notify.success(answer.message);
      refresh();
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const leave = useMutation({
    mutationFn: () => leaveCohort(cohortId),
    onSuccess: refresh,
    onError: (error) => notify.error(errorMessage(error)),
  });

  if (enrolment.isPending)
    return <p className="p-4 text-sm text-muted-foreground">{t('cohortJoin.title')}…</p>;
  if (enrolment.isError) {
    return (
      <Alert variant="destructive" className="m-4">
        <AlertDescription>{errorMessage(enrolment.error) || t('cohortJoin.loadFailed')}</AlertDescription>
      </Alert>
    );
  }
  const data = enrolment.data;
  const isInvited = data.status === 'invited';
  return (
    <div className="mx-auto w-full max-w-xl p-4">
      <Card>
        <CardHeader>
          <CardTitle>{data.cohort_name}</CardTitle>
          <CardDescription>{data.course_title}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <CohortEnrolmentNote enrolment={data} />
          {data.join_refusal && !isInvited && (
            <Alert variant="warning">
              <AlertDescription>{data.join_refusal}</AlertDescription>
            </Alert>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            {data.can_join && (
              <Button onClick={() => join.mutate()} isLoading={join.isPending}>
                {isInvited ? t('cohortJoin.accept') : t('cohortJoin.join')}
              </Button>
            )}
            {isInvited && (
              <Button variant="outline" onClick={() => leave.mutate()} isLoading={leave.isPending}>
                {t('cohortJoin.decline')}
              </Button>
            )}
            {data.status === 'waitlisted' && (
              <Button variant="outline" onClick={() => leave.mutate()} isLoading={leave.isPending}>
                {t('cohortJoin.leaveWaitlist')}
              </Button>
            )}
            {data.status === 'active' && (
              <Button asChild>
                <a href={`/dashboard/cohorts/${encodeURIComponent(cohortId)}`}>{t('cohortJoin.open')}</a>
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

/** 'Mes formations': the learner's invitations, requests and waitlists, each with its note and link. */
export function MyWaitingCohorts({ list }: { list: readonly TMyCohortEnrolment[] }) {
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="my-waiting-cohorts" className="space-y-3">
      <h2 id="my-waiting-cohorts" className="text-lg font-semibold">
        {t('cohortJoin.waitingTitle')}
      </h2>
      <ul className="space-y-3">
        {list.map((enrolment) => (
          <li key={enrolment.cohort_id} className="space-y-2 rounded-md border border-border p-3">
            <p className="font-medium">
              {enrolment.course_title} — {enrolment.cohort_name}
            </p>
            <CohortEnrolmentNote enrolment={enrolment} />
            <a
              className="text-sm font-medium text-primary underline"
              href={`/dashboard/cohorts/${encodeURIComponent(enrolment.cohort_id)}/join`}
            >
              {enrolment.status === 'invited' ? t('cohortJoin.accept') : t('cohortJoin.title')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
