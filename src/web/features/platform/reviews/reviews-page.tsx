import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { EyeOff, Star } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { t } from '#shared/messages/fr-platform-reviews-web.ts';
import type { TModeratedReview } from '#shared/platform/review-moderation.contract.ts';
import { cn } from '#web/lib/cn.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { LoadError } from '#web/ui/load-error.tsx';
import { Pager, pageCount } from '#web/ui/pager.tsx';
import { ModerationDialog } from './moderation-dialog.tsx';
import { useModerationList } from './reviews-api.ts';
import type { ReviewsSearch } from './reviews-search.ts';

const TABS = [
  { filter: undefined, label: 'moderation.filter.all' },
  { filter: 'visible', label: 'moderation.filter.visible' },
  { filter: 'hidden', label: 'moderation.filter.hidden' },
] as const;

const EMPTY = {
  all: 'moderation.empty.all',
  visible: 'moderation.empty.visible',
  hidden: 'moderation.empty.hidden',
} as const;

/**
 * /admin/reviews (issue 18, part consoles): the organisation's reviews by tab (all, visible, hidden),
 * newest first, page by page; each can be hidden or restored with a reason, which the audit log keeps.
 */
export function AdminReviewsPage(): ReactElement {
  const search = useSearch({ from: '/admin/reviews' });
  const navigate = useNavigate({ from: '/admin/reviews' });
  const reviews = useModerationList(search);
  const [moderating, setModerating] = useState<TModeratedReview | null>(null);
  usePageTitle(t('moderation.title'));
  const go = (next: ReviewsSearch) => void navigate({ search: next });

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight">{t('moderation.title')}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('moderation.intro')}</p>
      </header>
      <nav aria-label={t('moderation.filter')} className="flex gap-1 rounded-lg bg-muted p-1 sm:w-fit">
        {TABS.map((tab) => {
          const isCurrent = search.filter === tab.filter;
          return (
            <Link
              key={tab.label}
              to={paths.admin.reviews(tab.filter)}
              aria-current={isCurrent ? 'page' : undefined}
              className={cn(
                'flex h-10 flex-1 items-center justify-center rounded-md px-4 text-sm font-medium sm:flex-none',
                isCurrent
                  ? 'bg-surface text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t(tab.label)}
            </Link>
          );
        })}
      </nav>
      {reviews.data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('moderation.count', { count: reviews.data.total })}
        </p>
      ) : null}
      {reviews.isPending ? (
        <p role="status" className="py-16 text-center text-muted-foreground">
          {t('moderation.loading')}
        </p>
      ) : reviews.isError ? (
        <LoadError
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
          title={t('moderation.loadError')}
        />
      ) : reviews.data.reviews.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-border px-4 py-12 text-center">
          <p className="font-medium">{t(EMPTY[search.filter ?? 'all'])}</p>
          {search.filter ? (
            <Link to={paths.admin.reviews()} className={buttonClasses('outline', 'sm')}>
              {t('moderation.showAll')}
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="space-y-4" aria-busy={reviews.isPlaceholderData || undefined}>
          <ul className="space-y-3">
            {reviews.data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} onModerate={() => setModerating(review)} />
            ))}
          </ul>
          <Pager
            page={reviews.data.page}
            pages={pageCount(reviews.data)}
            onPage={(page) => go({ ...search, page: page > 1 ? page : undefined })}
          />
        </div>
      )}
      <ModerationDialog review={moderating} onClose={() => setModerating(null)} />
    </div>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={t('moderation.rating', { rating })}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn(
            'size-4',
            value <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}

function ReviewCard({ review, onModerate }: { review: TModeratedReview; onModerate: () => void }) {
  const isHidden = review.hiddenAt !== null;
  return (
    <li
      data-review={review.id}
      className={cn(
        'space-y-3 rounded-lg border bg-surface p-4',
        isHidden ? 'border-dashed border-border bg-muted/40' : 'border-border',
      )}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold break-words">{review.course.title}</p>
          <p className="text-sm break-words text-muted-foreground">
            {review.author.name || review.author.email}
            <span className="sr-only"> · </span>
            <span className="block break-all text-xs">{review.author.email}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Stars rating={review.rating} />
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
              isHidden ? 'bg-destructive/10 text-destructive' : 'bg-success/10 text-success',
            )}
          >
            {isHidden ? <EyeOff aria-hidden="true" className="size-3" /> : null}
            {t(isHidden ? 'moderation.hidden' : 'moderation.visible')}
          </span>
        </div>
      </div>
      <p
        className={cn(
          'whitespace-pre-line break-words',
          review.comment ? '' : 'text-muted-foreground italic',
        )}
      >
        {review.comment || t('moderation.noComment')}
      </p>
      {isHidden ? (
        <div className="rounded-md bg-muted px-3 py-2 text-sm">
          <p className="font-medium">
            {t('moderation.hiddenOn', { date: formatLongDate(review.hiddenAt) ?? '' })}
          </p>
          {review.hiddenReason ? (
            <p className="break-words">{t('moderation.reason', { reason: review.hiddenReason })}</p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {t('moderation.postedOn', { date: formatLongDate(review.createdAt) ?? '' })}
        </p>
        <Button variant={isHidden ? 'outline' : 'ghost-destructive'} size="sm" onClick={onModerate}>
          {t(isHidden ? 'moderation.restore' : 'moderation.hide')}
        </Button>
      </div>
    </li>
  );
}
