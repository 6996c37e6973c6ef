import { Link, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { courseDetailsPath } from '#shared/learning/learning-paths.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { useOfflineCopy } from '#web/lib/use-offline-copy.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Loading } from '#web/ui/loading.tsx';
import { OfflineCopyNotice } from '#web/ui/offline-copy-notice.tsx';
import { useCourseDetails } from '../api/get-course-details.ts';
import { CourseActions, CourseStats, InstructorCard } from '../components/course-aside.tsx';
import { Breadcrumb, CourseHeader, CourseProgress } from '../components/course-header.tsx';
import { LoadErrorScreen } from '../components/load-states.tsx';
import { ModuleList } from '../components/module-list.tsx';
import { NextPaymentCard, PaymentNotice } from '../components/payment-due.tsx';

/**
 * /dashboard/courses/{courseId} (spec/learner.md §2 "Enrolled course detail page"). One column on
 * phones (header, actions, content, then instructor and statistics); from 1024 px the side column
 * holds the image, actions, instructor and statistics beside the content. Offline, the copy kept on
 * this device with the progress made here since, marked 'Hors ligne — copie du …' (decisions 051, 052).
 */
export function CourseDetailsPage(): ReactElement {
  const { courseId } = useParams({ from: '/dashboard/courses/$courseId' });
  const course = useCourseDetails(courseId);
  const copiedAt = useOfflineCopy(courseDetailsPath(courseId), course.dataUpdatedAt);
  usePageTitle(course.data?.title ?? t('page.courseDetail'));

  if (course.isPending) return <Loading label={t('learning.course.loading')} />;
  if (course.isError) return <LoadErrorScreen error={course.error} onRetry={() => void course.refetch()} />;
  const data = course.data;
  const standing = data.paymentStanding ?? null;
  return (
    <article className="space-y-6">
      <Breadcrumb title={data.title} />
      <OfflineCopyNotice copiedAt={copiedAt} detail={t('learning.course.offlineCopy')} />
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="order-1 min-w-0 space-y-6 lg:order-none lg:col-start-1 lg:row-start-1">
          <CourseHeader course={data} />
          {data.cohort_id ? <CohortSpaceLink cohortId={data.cohort_id} /> : null}
          {standing ? <PaymentNotice standing={standing} /> : null}
          <CourseProgress course={data} />
        </div>
        {/* Below 1024 px the side column's two parts fall into the page's single column (display: contents). */}
        <div className="contents lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-6">
          <div className="order-2 space-y-6 lg:order-none">
            <CourseActions course={data} isLocked={standing?.isSuspended ?? false} />
            {standing ? <NextPaymentCard standing={standing} /> : null}
          </div>
          <div className="order-4 space-y-6 lg:order-none">
            <InstructorCard instructor={data.instructor} />
            <CourseStats stats={data.userStats} />
          </div>
        </div>
        <div className="order-3 min-w-0 space-y-8 lg:order-none lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="about-title" className="space-y-3">
            <h2 id="about-title" className="text-xl font-semibold">
              {t('learning.course.about')}
            </h2>
            <p className="whitespace-pre-line">{data.description}</p>
          </section>
          <ModuleList courseId={data.id} modules={data.modules} />
        </div>
      </div>
    </article>
  );
}

/** Cohorts, part space (issue 15): a cohort enrolment's way to its cohort space. */
function CohortSpaceLink({ cohortId }: { cohortId: string }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-primary-strong">{t('learning.course.cohortTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('learning.course.cohortHint')}</p>
      </div>
      <Link to={paths.dashboard.cohort(cohortId)} className={buttonClasses('default', 'sm')}>
        {t('learning.course.openCohort')}
      </Link>
    </section>
  );
}
