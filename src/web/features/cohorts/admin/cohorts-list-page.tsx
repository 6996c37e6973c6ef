import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { CalendarDays, Plus, Users } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import type { TCohortListItem } from '#shared/cohorts/admin-cohorts.contract.ts';
import { COHORT_STATUSES, type CohortStatus } from '#shared/cohorts/cohort-form.ts';
import { t } from '#shared/messages/fr-cohorts-admin-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Alert } from '#web/ui/alert.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { useAdminCohorts, useCourseOptions, useInstructorCohorts } from './api/admin-cohorts.ts';
import { CohortStatusBadge } from './cohort-status-badge.tsx';

// /admin/cohorts (every cohort of the organisation, filtered by status and course, 'Nouvelle session')
// and /instructor/cohorts (the cohorts the instructor teaches, opening their learner space).

const day = (iso: string | null) => (iso ? formatLongDate(iso.slice(0, 10)) : null);

function CohortRow({ cohort, href, action }: { cohort: TCohortListItem; href: string; action: string }) {
  const start = day(cohort.startDate) ?? '';
  const end = day(cohort.endDate);
  const instructors = cohort.instructors.map((i) => `${i.first_name} ${i.last_name}`.trim()).join(', ');
  return (
    <li className="rounded-lg border bg-surface p-4 border-border">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold leading-tight break-words">{cohort.title}</h2>
            <CohortStatusBadge status={cohort.status} />
          </div>
          <p className="text-sm text-muted-foreground">{cohort.course.title}</p>
        </div>
        <Link to={href} className={buttonClasses('outline', 'sm')}>
          {action}
        </Link>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <dd>
            {end ? t('cohortsAdmin.list.dates', { start, end }) : t('cohortsAdmin.list.from', { start })}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <dd>
            {cohort.capacity === null
              ? t('cohortsAdmin.list.seatsUnlimited', { taken: cohort.seatsTaken })
              : t('cohortsAdmin.list.seats', { taken: cohort.seatsTaken, capacity: cohort.capacity })}
          </dd>
        </div>
        <dd className="text-muted-foreground">{instructors || t('cohortsAdmin.list.noInstructor')}</dd>
      </dl>
    </li>
  );
}

function CohortList({
  rows,
  isPending,
  error,
  isFiltered,
  linkOf,
  action,
}: {
  rows: TCohortListItem[] | undefined;
  isPending: boolean;
  error: unknown;
  isFiltered: boolean;
  linkOf: (cohort: TCohortListItem) => string;
  action: string;
}) {
  if (isPending) {
    return (
      <p role="status" className="py-12 text-center text-muted-foreground">
        {t('cohortsAdmin.list.loading')}
      </p>
    );
  }
  if (error) return <Alert variant="destructive">{errorMessage(error)}</Alert>;
  if (!rows || rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground border-border">
        {isFiltered ? t('cohortsAdmin.list.emptyFiltered') : t('cohortsAdmin.list.empty')}
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {rows.map((cohort) => (
        <CohortRow key={cohort.id} cohort={cohort} href={linkOf(cohort)} action={action} />
      ))}
    </ul>
  );
}

export function AdminCohortsPage(): ReactElement {
  usePageTitle(t('cohortsAdmin.list.title'));
  const search = useSearch({ from: '/admin/cohorts' });
  const navigate = useNavigate();
  const status: CohortStatus | '' = search.status ?? '';
  const setStatus = (next: CohortStatus | '') =>
    void navigate({ to: '/admin/cohorts', search: next ? { status: next } : {}, replace: true });
  const [courseId, setCourseId] = useState('');
  const cohorts = useAdminCohorts({ status: status || undefined, courseId: courseId || undefined });
  const courses = useCourseOptions();
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold leading-tight">{t('cohortsAdmin.list.title')}</h1>
          <p className="max-w-3xl text-muted-foreground">{t('cohortsAdmin.list.intro')}</p>
        </div>
        <Link to={paths.admin.cohortNew()} className={buttonClasses('default', 'default')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('cohortsAdmin.list.new')}
        </Link>
      </header>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-medium">
          {t('cohortsAdmin.list.statusFilter')}
          <select
            className={FIELD_SELECT_CLASSES}
            value={status}
            onChange={(event) => setStatus(event.target.value as CohortStatus | '')}
          >
            <option value="">{t('cohortsAdmin.list.allStatuses')}</option>
            {COHORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`cohortsAdmin.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t('cohortsAdmin.list.courseFilter')}
          <select
            className={FIELD_SELECT_CLASSES}
            value={courseId}
            onChange={(event) => setCourseId(event.target.value)}
          >
            <option value="">{t('cohortsAdmin.list.allCourses')}</option>
            {(courses.data ?? []).map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <CohortList
        rows={cohorts.data}
        isPending={cohorts.isPending}
        error={cohorts.error}
        isFiltered={Boolean(status || courseId)}
        linkOf={(cohort) => paths.admin.cohortEdit(cohort.id)}
        action={t('cohortsAdmin.list.edit')}
      />
    </div>
  );
}

export function InstructorCohortsPage(): ReactElement {
  usePageTitle(t('cohortsAdmin.list.instructorTitle'));
  const cohorts = useInstructorCohorts();
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight">{t('cohortsAdmin.list.instructorTitle')}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('cohortsAdmin.list.instructorIntro')}</p>
      </header>
      <CohortList
        rows={cohorts.data}
        isPending={cohorts.isPending}
        error={cohorts.error}
        isFiltered={false}
        linkOf={(cohort) => paths.dashboard.cohort(cohort.id)}
        action={t('cohortsAdmin.list.open')}
      />
    </div>
  );
}
