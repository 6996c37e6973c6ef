import { Link } from '@tanstack/react-router';
import { BookOpen, PartyPopper } from 'lucide-react';
import type { ReactElement } from 'react';
import type { TStudentHome } from '#shared/learning/student-home.contract.ts';
import { t } from '#shared/messages/fr-learning-home.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Loading } from '#web/ui/loading.tsx';
import { useStudentHome } from '../api/get-student-home.ts';
import { LoadErrorScreen } from '../components/load-states.tsx';
import { MyCourseCard } from '../components/my-course-card.tsx';
import { NextPaymentCard } from '../components/payment-due.tsx';
import { AnnouncementsCard, NextLiveSessionCard } from './cohort-news.tsx';
import { RecentGrades } from './recent-grades.tsx';
import { ResumeCard } from './resume-card.tsx';

function Invitation({ isAllDone }: { isAllDone: boolean }) {
  const Icon = isAllDone ? PartyPopper : BookOpen;
  return (
    <div
      data-testid="home-empty"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface px-6 py-10 text-center"
    >
      <Icon aria-hidden="true" className="size-10 text-primary" />
      <h2 className="text-lg font-medium">
        {isAllDone ? t('home.student.allDoneTitle') : t('home.student.emptyTitle')}
      </h2>
      <p className="max-w-md text-muted-foreground">
        {isAllDone ? t('home.student.allDoneHint') : t('home.student.emptyHint')}
      </p>
      <Link to={paths.marketplace.home()} className={buttonClasses('default')}>
        {t('home.student.browse')}
      </Link>
    </div>
  );
}

function InProgress({ courses }: { courses: TStudentHome['inProgress'] }) {
  return (
    <section aria-labelledby="in-progress-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="in-progress-title" className="text-lg font-semibold">
          {t('home.student.inProgressTitle')}
        </h2>
        <Link
          to={paths.dashboard.courses()}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('home.student.allCourses')}
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {courses.map((course) => (
          <li key={course.id}>
            <MyCourseCard course={course} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The course page's 'Prochaine échéance' card, naming the course and, when late, saying so. */
function Installment({ installment }: { installment: NonNullable<TStudentHome['nextInstallment']> }) {
  const { standing } = installment;
  const lateKey = standing.isSuspended
    ? 'learning.dues.suspendedTitle'
    : standing.isOverdue
      ? 'learning.dues.overdueTitle'
      : null;
  return (
    <NextPaymentCard
      standing={standing}
      caption={
        <div className="space-y-1 text-sm">
          <p>
            <Link to={paths.dashboard.course(installment.courseId)} className="hover:text-primary">
              {t('home.student.installmentFor', { title: installment.courseTitle })}
            </Link>
          </p>
          {lateKey ? (
            <p
              className={`font-semibold ${standing.isSuspended ? 'text-destructive' : 'text-warning'}`}
              data-testid="installment-late"
            >
              {t(lateKey)}
            </p>
          ) : null}
        </div>
      }
    />
  );
}

/**
 * /dashboard 'Accueil' (docs/decisions/054): continue where you left off, the other courses in
 * progress, the next installment and recent grades; with nothing followed, the way to the marketplace.
 */
export function StudentHomePage({ firstName }: { firstName: string }): ReactElement {
  const home = useStudentHome();
  usePageTitle(t('nav.student.home'));

  const header = (
    <header className="space-y-1">
      <h1 id="page-title" className="text-2xl font-semibold sm:text-3xl">
        {firstName ? t('dashboard.greeting', { firstName }) : t('nav.student.home')}
      </h1>
      <p className="text-muted-foreground">{t('home.student.subtitle')}</p>
    </header>
  );
  if (home.isPending) return <Loading label={t('home.student.loading')} />;
  // A failed refresh keeps the copy already shown; only a first load that failed says so.
  if (!home.data) return <LoadErrorScreen error={home.error} onRetry={() => void home.refetch()} />;

  const { resume, inProgress, enrolledCount, nextInstallment, recentGrades, nextLiveSession, announcements } =
    home.data;
  const isIdle = resume === null && inProgress.length === 0;
  // One column on a phone, in reading order; from 1024 px, what is owed and the grades go on the right.
  const left = 'min-w-0 lg:col-start-1';
  const right = 'min-w-0 lg:col-start-2';
  const hasRight = nextInstallment !== null || enrolledCount > 0;
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      {header}
      <div
        className={`grid items-start gap-6 ${hasRight ? 'lg:grid-flow-dense lg:grid-cols-[minmax(0,1fr)_20rem]' : ''}`}
      >
        {resume ? (
          <div className={left}>
            <ResumeCard resume={resume} />
          </div>
        ) : null}
        {nextInstallment ? (
          <div className={right}>
            <Installment installment={nextInstallment} />
          </div>
        ) : null}
        {isIdle ? (
          <div className={left}>
            <Invitation isAllDone={enrolledCount > 0} />
          </div>
        ) : null}
        {nextLiveSession ? (
          <div className={right}>
            <NextLiveSessionCard session={nextLiveSession} />
          </div>
        ) : null}
        {inProgress.length > 0 ? (
          <div className={left}>
            <InProgress courses={inProgress} />
          </div>
        ) : null}
        {announcements.length > 0 ? (
          <div className={right}>
            <AnnouncementsCard announcements={announcements} />
          </div>
        ) : null}
        {enrolledCount > 0 ? (
          <div className={right}>
            <RecentGrades grades={recentGrades} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
