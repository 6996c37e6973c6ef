import { Link } from '@tanstack/react-router';
import { MessageSquareText, Star } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import {
  FEEDBACK_PAGE_SIZE,
  type TGradedWork,
  type TWrittenReview,
} from '#shared/learning/feedback.contract.ts';
import { t } from '#shared/messages/fr-learning-feedback.ts';
import { useOfflineCopy } from '#web/lib/use-offline-copy.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Loading } from '#web/ui/loading.tsx';
import { OfflineCopyNotice } from '#web/ui/offline-copy-notice.tsx';
import { MY_FEEDBACK_PATH, useMyFeedback } from '../api/get-my-feedback.ts';
import { LoadErrorScreen } from '../components/load-states.tsx';
import { formatDate } from '../learning-format.ts';

function Empty({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-lg border border-dashed border-border bg-surface px-4 py-8 text-center">
      <p className="font-medium">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function GradedWorkCard({ work }: { work: TGradedWork }) {
  const percent = work.maxScore > 0 ? Math.round((work.score / work.maxScore) * 100) : 0;
  return (
    <article className="space-y-2 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{work.exerciseTitle}</h3>
          <p className="text-sm text-muted-foreground break-words">{work.courseTitle}</p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-lg font-semibold tabular-nums">
            {t('feedback.score', { score: work.score, max: work.maxScore })}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">{percent} %</span>
        </p>
      </div>
      {work.feedback ? (
        <blockquote className="rounded-md border-l-4 border-primary bg-muted/50 px-3 py-2 text-sm whitespace-pre-line break-words">
          {work.feedback}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground italic">{t('feedback.noComment')}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          {t('feedback.gradedOn', { date: formatDate(work.gradedAt) })}
          {work.graderName ? ` ${t('feedback.gradedBy', { name: work.graderName })}` : ''}
        </span>
        {work.lessonId && (
          <Link
            to={paths.dashboard.exercise(work.lessonId)}
            className="min-h-11 content-center font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('feedback.openExercise')}
          </Link>
        )}
      </div>
    </article>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={t('feedback.rating', { n: rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={n <= rating ? 'size-4 fill-warning text-warning' : 'size-4 text-muted-foreground'}
        />
      ))}
    </span>
  );
}

function ReviewCard({ review }: { review: TWrittenReview }) {
  return (
    <article className="space-y-2 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">{review.courseTitle}</h3>
        <Stars rating={review.rating} />
      </div>
      {review.comment && <p className="text-sm whitespace-pre-line break-words">{review.comment}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{t('feedback.reviewedOn', { date: formatDate(review.updatedAt) })}</span>
        <Link
          to={paths.marketplace.course(review.courseId)}
          className="min-h-11 content-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('feedback.openCourse')}
        </Link>
      </div>
    </article>
  );
}

/** /dashboard/feedback, 'Feedbacks': graded exercises with the instructor's comments, and my reviews. */
export function FeedbackPage(): ReactElement {
  const feedback = useMyFeedback();
  const copiedAt = useOfflineCopy(MY_FEEDBACK_PATH, feedback.dataUpdatedAt);
  usePageTitle(t('nav.student.feedback'));

  if (feedback.isPending) return <Loading label={t('feedback.loading')} />;
  if (feedback.isError)
    return <LoadErrorScreen error={feedback.error} onRetry={() => void feedback.refetch()} />;
  const { graded, hasMoreGraded, reviews, hasMoreReviews } = feedback.data;
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 id="page-title" className="text-2xl font-semibold sm:text-3xl">
          {t('nav.student.feedback')}
        </h1>
        <p className="text-muted-foreground">{t('feedback.subtitle')}</p>
      </header>
      <OfflineCopyNotice copiedAt={copiedAt} />
      <Section
        id="graded-title"
        title={t('feedback.gradedTitle')}
        icon={<MessageSquareText aria-hidden="true" className="size-5 text-primary" />}
      >
        {graded.length === 0 ? (
          <Empty title={t('feedback.gradedEmpty')} hint={t('feedback.gradedEmptyHint')} />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {graded.map((work) => (
              <li key={work.id}>
                <GradedWorkCard work={work} />
              </li>
            ))}
          </ul>
        )}
        {hasMoreGraded && (
          <p className="text-sm text-muted-foreground">
            {t('feedback.moreGraded', { n: FEEDBACK_PAGE_SIZE })}
          </p>
        )}
      </Section>
      <Section
        id="reviews-title"
        title={t('feedback.reviewsTitle')}
        icon={<Star aria-hidden="true" className="size-5 text-primary" />}
      >
        {reviews.length === 0 ? (
          <Empty title={t('feedback.reviewsEmpty')} hint={t('feedback.reviewsEmptyHint')} />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
        {hasMoreReviews && (
          <p className="text-sm text-muted-foreground">
            {t('feedback.moreReviews', { n: FEEDBACK_PAGE_SIZE })}
          </p>
        )}
      </Section>
    </div>
  );
}
