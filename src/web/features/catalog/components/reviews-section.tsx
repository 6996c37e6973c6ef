import { lazy, Suspense, useState } from 'react';
import type { TCourseDetail, TReview } from '#shared/catalog/catalog.contract.ts';
import { t } from '#shared/messages/fr-catalog-details.ts';
import { errorMessage } from '#web/lib/api.ts';
import { formatCount } from '#web/lib/format.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { notify } from '#web/ui/toast.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useReviews } from '../api/list-reviews.ts';
import { formatRating } from '../card-format.ts';
import { formatDate } from '../course-format.ts';
import { LoadError } from './load-error.tsx';
import { Stars } from './stars.tsx';

// Only an enrolled learner writes a review: the form, and the form layer it brings
// (react-hook-form), load when it is shown, not with every visit of the course page.
const ReviewForm = lazy(() => import('./review-form.tsx').then((m) => ({ default: m.ReviewForm })));

function OwnReviewActions({
  courseId,
  review,
  onEdit,
}: {
  courseId: string;
  review: TReview;
  onEdit: () => void;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteReview(courseId);
  if (isConfirming) {
    return (
      <div className="space-y-2">
        <p className="text-sm font-medium">{t('catalog.reviews.confirmDelete')}</p>
        {remove.isError ? <Alert variant="destructive">{errorMessage(remove.error)}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="destructive"
            size="sm"
            isLoading={remove.isPending}
            onClick={() => remove.mutate(review.id, { onSuccess: () => notify.success(t('review.deleted')) })}
          >
            {t('catalog.reviews.confirmDeleteButton')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setIsConfirming(false)}>
            {t('catalog.reviews.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onEdit}>
        {t('catalog.reviews.edit')}
      </Button>
      <Button variant="ghost-destructive" size="sm" onClick={() => setIsConfirming(true)}>
        {t('catalog.reviews.delete')}
      </Button>
    </div>
  );
}

function ReviewItem({ courseId, review }: { courseId: string; review: TReview }) {
  const [isEditing, setIsEditing] = useState(false);
  if (isEditing) {
    return (
      <li className="py-4">
        <Suspense fallback={null}>
          <ReviewForm courseId={courseId} review={review} onDone={() => setIsEditing(false)} />
        </Suspense>
      </li>
    );
  }
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-medium">{review.author}</p>
        {review.is_mine ? (
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-strong">
            {t('catalog.reviews.mine')}
          </span>
        ) : null}
        <Stars rating={review.rating} />
        <span className="sr-only">{t('catalog.reviews.outOf5', { rating: review.rating })}</span>
        <p className="text-xs text-muted-foreground">{formatDate(review.created_at)}</p>
      </div>
      {review.comment ? <p className="text-sm whitespace-pre-line">{review.comment}</p> : null}
      {review.is_mine ? (
        <OwnReviewActions courseId={courseId} review={review} onEdit={() => setIsEditing(true)} />
      ) : null}
    </li>
  );
}

/** "Avis des apprenants": the average, the list page by page, and the form for enrolled learners. */
export function ReviewsSection({ course }: { course: TCourseDetail }) {
  const reviews = useReviews(course.id);
  const pages = reviews.data?.pages ?? [];
  const items = pages.flatMap((page) => page.reviews);
  const summary = pages[0];
  const rating = summary ? summary.rating : course.rating;
  const count = summary ? summary.review_count : course.review_count;
  const hasOwnReview = items.some((review) => review.is_mine);

  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <h2 id="reviews-title" className="text-xl font-semibold">
        {t('catalog.reviews.title')}
      </h2>
      {rating ? (
        <div className="flex items-center gap-3">
          <p className="text-3xl font-bold">{formatRating(rating)}</p>
          <div>
            <Stars rating={rating} />
            <p className="text-sm text-muted-foreground">
              <span className="sr-only">
                {t('catalog.reviews.outOf5', { rating: formatRating(rating) })},{' '}
              </span>
              {t('catalog.reviews.count', { n: formatCount(count) })}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('catalog.card.noRating')}</p>
      )}

      {course.is_enrolled && !hasOwnReview && reviews.isSuccess ? (
        <Suspense fallback={null}>
          <ReviewForm courseId={course.id} />
        </Suspense>
      ) : null}

      {reviews.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('shell.loading')}
        </p>
      ) : reviews.isError && items.length === 0 ? (
        <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('catalog.reviews.empty')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((review) => (
            <ReviewItem key={review.id} courseId={course.id} review={review} />
          ))}
        </ul>
      )}
      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          onClick={() => void reviews.fetchNextPage()}
          isLoading={reviews.isFetchingNextPage}
        >
          {t('catalog.reviews.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
