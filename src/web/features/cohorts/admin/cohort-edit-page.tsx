import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type {
  TCohortDetail,
  TCourseOption,
  TInstructorOption,
} from '#shared/cohorts/admin-cohorts.contract.ts';
import {
  type CohortStatus,
  cohortAutoTitle,
  dayOf,
  emptyCohortForm,
  type TCohortForm,
  ZCohortForm,
} from '#shared/cohorts/cohort-form.ts';
import { t } from '#shared/messages/fr-cohorts-admin-web.ts';
import { apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Dialog, DialogClose, DialogContent } from '#web/ui/dialog.tsx';
import { Form, setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { notify } from '#web/ui/toast.ts';
import { CohortParticipantsCard } from '../participants/cohort-participants-card.tsx';
import { CohortSessionsCard } from '../sessions/cohort-sessions-card.tsx';
import {
  changeCohortStatus,
  cohortsAdminQueryRoot,
  createCohort,
  saveCohort,
  useCohortDetail,
  useCourseOptions,
  useInstructorOptions,
} from './api/admin-cohorts.ts';
import {
  CertificateSection,
  CommunicationSection,
  GeneralSection,
  ParticipantsSection,
  PlanningSection,
  PricingSection,
  type SectionContext,
} from './cohort-form-sections.tsx';
import { CohortStatusBadge } from './cohort-status-badge.tsx';
import { CourseDraftDialog } from './course-draft-dialog.tsx';

// /admin/cohorts/new and /admin/cohorts/{id}/edit (spec/cohorts.md §2.2): the six sections in the
// spec's order on one react-hook-form state checked by the shared contract, the §4 behaviours, the
// status buttons and notices. Two cards of other parts of issue 15 are mounted by the lead at the
// marked spots: the sessions card (section 3) and the participants card (section 5).

const schema = ZCohortForm as unknown as z.ZodType<TCohortForm, TCohortForm>;

/** The form's values with at least one live link row (§5: one row always stays). */
function withOneLinkRow(form: TCohortForm): TCohortForm {
  return form.liveLinks.length > 0 ? form : { ...form, liveLinks: [{ url: '', description: '' }] };
}

function StatusButton({
  cohortId,
  status,
  onMoved,
}: {
  cohortId: string;
  status: CohortStatus;
  onMoved: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [isMoving, setIsMoving] = useState(false);
  if (status === 'completed') return null;
  const target: CohortStatus = status === 'draft' ? 'active' : 'completed';
  const isActivation = target === 'active';
  const confirm = async () => {
    setIsMoving(true);
    try {
      await changeCohortStatus(cohortId, target);
      notify.success(
        isActivation ? t('cohortsAdmin.status.activated') : t('cohortsAdmin.status.completed.toast'),
      );
      setIsOpen(false);
      onMoved();
    } catch (error) {
      notify.error(t('cohortsAdmin.status.failed'), errorMessage(error));
    } finally {
      setIsMoving(false);
    }
  };
  return (
    <>
      <Button type="button" variant={isActivation ? 'default' : 'outline'} onClick={() => setIsOpen(true)}>
        {isActivation ? t('cohortsAdmin.status.activate') : t('cohortsAdmin.status.complete')}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent
          title={
            isActivation ? t('cohortsAdmin.status.activateTitle') : t('cohortsAdmin.status.completeTitle')
          }
          description={
            isActivation ? t('cohortsAdmin.status.activateText') : t('cohortsAdmin.status.completeText')
          }
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose className={buttonClasses('outline', 'default')}>
              {t('cohortsAdmin.status.cancel')}
            </DialogClose>
            <Button type="button" isLoading={isMoving} onClick={confirm}>
              {t('cohortsAdmin.status.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

function CohortFormView({
  detail,
  courses,
  instructors,
}: {
  detail: TCohortDetail | null;
  courses: TCourseOption[];
  instructors: TInstructorOption[];
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const today = dayOf(new Date());
  const cohortId = detail?.id ?? null;
  const status: CohortStatus = detail?.status ?? 'draft';
  const isCompleted = status === 'completed';
  const initial = useMemo(() => withOneLinkRow(detail ? detail.form : emptyCohortForm()), [detail]);
  const form = useAppForm<TCohortForm, TCohortForm>({ schema, defaultValues: initial });
  const [failure, setFailure] = useState<string | null>(null);
  const [isDraftOpen, setIsDraftOpen] = useState(false);
  const [courseId, isAutoTitle, startDate] = useWatch({
    control: form.control,
    name: ['courseId', 'autoGenerateTitle', 'startDate'],
  });
  const course = courses.find((option) => option.id === courseId) ?? null;

  // §4: with auto-title on, picking a course (or the start month) writes '{course} - Session {mois année}'.
  useEffect(() => {
    if (!isAutoTitle || !course || status !== 'draft') return;
    const title = cohortAutoTitle(course.title, startDate || today);
    if (form.getValues('title') !== title) form.setValue('title', title, { shouldDirty: true });
  }, [isAutoTitle, course, startDate, today, status, form]);

  const context: SectionContext = { status, today, courses, course };

  const submit = async (values: TCohortForm) => {
    setFailure(null);
    try {
      if (cohortId) {
        const saved = await saveCohort(cohortId, values);
        queryClient.setQueryData([...cohortsAdminQueryRoot, 'detail', cohortId], saved);
        form.reset(withOneLinkRow(saved.form));
        notify.success(t('cohortsAdmin.page.saved'));
      } else {
        const created = await createCohort(values);
        queryClient.setQueryData([...cohortsAdminQueryRoot, 'detail', created.id], created);
        notify.success(t('cohortsAdmin.page.created'));
        await navigate({ to: paths.admin.cohortEdit(created.id) });
      }
      void queryClient.invalidateQueries({ queryKey: [...cohortsAdminQueryRoot, 'list'] });
    } catch (error) {
      const hasFieldErrors = setServerErrors(form, apiFieldErrors(error));
      if (!hasFieldErrors) setFailure(errorMessage(error));
      notify.error(t('cohortsAdmin.page.saveFailed'), errorMessage(error));
    }
  };

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: cohortsAdminQueryRoot });
  };

  return (
    <div className="space-y-5 pb-24">
      <header className="space-y-3">
        <Link to={paths.admin.cohorts()} className={buttonClasses('ghost', 'xs')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('cohortsAdmin.page.back')}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-semibold leading-tight break-words">
              {detail ? detail.form.title : t('cohortsAdmin.page.new')}
            </h1>
            {detail ? <CohortStatusBadge status={status} /> : null}
          </div>
          {cohortId ? <StatusButton cohortId={cohortId} status={status} onMoved={reload} /> : null}
        </div>
        {status === 'active' ? (
          <Alert variant="warning" data-testid="cohort-lock-notice" className="flex items-start gap-2">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{t('cohorts.admin.lockedActive')}</p>
          </Alert>
        ) : null}
        {isCompleted ? (
          <Alert variant="warning" data-testid="cohort-readonly-notice" className="flex items-start gap-2">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{t('cohorts.admin.lockedCompleted')}</p>
          </Alert>
        ) : null}
      </header>
      <Form
        form={form}
        onSubmit={submit}
        onInvalid={() => notify.error(t('cohortsAdmin.page.saveFailed'), t('cohortsAdmin.page.invalid'))}
        className="space-y-5"
      >
        {failure ? <Alert variant="destructive">{failure}</Alert> : null}
        <fieldset disabled={isCompleted} className="min-w-0 space-y-5">
          <GeneralSection
            context={context}
            instructors={instructors}
            onNewCourse={() => setIsDraftOpen(true)}
          />
          <CertificateSection context={context} />
          <PlanningSection
            context={context}
            sessionsSpot={
              cohortId ? (
                <CohortSessionsCard cohortId={cohortId} readOnly={isCompleted} />
              ) : (
                <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground border-border">
                  {t('cohortsAdmin.participants.saveFirst')}
                </p>
              )
            }
          />
          <PricingSection context={context} />
          <ParticipantsSection
            context={context}
            participantsSpot={
              cohortId && detail ? (
                <CohortParticipantsCard
                  cohortId={cohortId}
                  accessType={course?.access_type ?? detail.course.access_type}
                  readOnly={isCompleted}
                />
              ) : null
            }
          />
          <CommunicationSection />
        </fieldset>
        {isCompleted ? null : (
          <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t bg-surface/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border border-border">
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {form.formState.isSubmitting
                ? t('cohortsAdmin.page.saving')
                : cohortId
                  ? t('cohortsAdmin.page.save')
                  : t('cohortsAdmin.page.create')}
            </Button>
          </div>
        )}
      </Form>
      <CourseDraftDialog
        isOpen={isDraftOpen}
        onOpenChange={setIsDraftOpen}
        onCreated={async (created) => {
          notify.success(t('cohortsAdmin.draft.created'));
          await queryClient.invalidateQueries({ queryKey: [...cohortsAdminQueryRoot, 'courses'] });
          form.setValue('courseId', created.id, { shouldDirty: true });
        }}
      />
    </div>
  );
}

function CohortEditor({ cohortId }: { cohortId: string | null }) {
  usePageTitle(cohortId ? t('cohortsAdmin.page.edit') : t('cohortsAdmin.page.new'));
  const detail = useCohortDetail(cohortId);
  const courses = useCourseOptions();
  const instructors = useInstructorOptions();
  if ((cohortId && detail.isPending) || courses.isPending || instructors.isPending) {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        {t('cohortsAdmin.page.loading')}
      </p>
    );
  }
  if (cohortId && detail.isError) return <Alert variant="destructive">{errorMessage(detail.error)}</Alert>;
  const optionsError = courses.error ?? instructors.error;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      {optionsError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('cohortsAdmin.page.optionsFailed')}</AlertTitle>
          <AlertDescription>{errorMessage(optionsError)}</AlertDescription>
        </Alert>
      ) : null}
      <CohortFormView
        key={detail.data?.updatedAt ?? 'new'}
        detail={cohortId ? (detail.data ?? null) : null}
        courses={courses.data ?? []}
        instructors={instructors.data ?? []}
      />
    </div>
  );
}

export const NewCohortPage = (): ReactElement => <CohortEditor cohortId={null} />;

export function EditCohortPage(): ReactElement {
  const { cohortId } = useParams({ from: '/admin/cohorts/$cohortId/edit' });
  return <CohortEditor key={cohortId} cohortId={cohortId} />;
}
