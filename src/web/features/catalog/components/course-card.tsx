import { Link } from '@tanstack/react-router';
import { Clock, Star } from 'lucide-react';
import type { TMarketplaceCourse } from '#shared/catalog/catalog.contract.ts';
import type { Currency } from '#shared/catalog/currency.ts';
import { coursePriceLabel } from '#shared/catalog/price-label.ts';
import { t } from '#shared/messages/fr-catalog.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { CourseCover, type PictureLoading } from '#web/ui/course-cover.tsx';
import { formatHours, formatRating, LEVEL_KEYS, safeColor } from '../card-format.ts';
import { InstructorByline } from './instructor-byline.tsx';
import { PriceBlock } from './price-block.tsx';

const MAX_TAGS = 2;

/**
 * The card's width at each viewport width, beside the marketplace's 18rem filter panel
 * (public shell: max-w-6xl, 1.5rem gaps): one column, two from `sm`, three from `lg`.
 */
export const CARD_SIZES_BESIDE_FILTERS =
  '(min-width: 1024px) 248px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)';

/** The same grid across the whole page (an instructor's courses): a third of 69rem from `lg`. */
export const CARD_SIZES_FULL_WIDTH =
  '(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)';

/**
 * A course in a grid (spec/learner.md §2 "Course card"). `imageSizes` says how wide the grid lays the
 * card out; `imageLoading` is `priority` for the first card of a listing (the page's largest picture).
 */
export function CourseCard({
  course,
  currency,
  imageSizes = CARD_SIZES_BESIDE_FILTERS,
  imageLoading = 'lazy',
}: {
  course: TMarketplaceCourse;
  currency: Currency;
  imageSizes?: string;
  imageLoading?: PictureLoading;
}) {
  const coursePath = paths.marketplace.course(course.id);
  const shownTags = course.tags.slice(0, MAX_TAGS);
  const hiddenTags = course.tags.length - shownTags.length;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm">
      <div className="relative">
        <CourseCover src={course.image_url} sizes={imageSizes} load={imageLoading} />
        <span className="absolute top-3 left-3 rounded-full bg-surface/95 px-2.5 py-0.5 text-xs font-semibold text-primary-strong shadow-sm">
          {t(LEVEL_KEYS[course.level])}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {course.category || shownTags.length > 0 ? (
          <div className="flex flex-wrap items-center gap-1.5 text-xs">
            {course.category ? (
              <span className="font-medium text-primary-strong">{course.category.name}</span>
            ) : null}
            {shownTags.map((tag) => {
              const color = safeColor(tag.color);
              return (
                <span
                  key={tag.id}
                  className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-muted-foreground"
                >
                  {color ? (
                    <span
                      aria-hidden="true"
                      className="size-2 rounded-full"
                      style={{ backgroundColor: color }}
                    />
                  ) : null}
                  {tag.name}
                </span>
              );
            })}
            {hiddenTags > 0 ? (
              <span className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground">
                <span aria-hidden="true">{t('catalog.card.moreTags', { n: hiddenTags })}</span>
                <span className="sr-only">{t('catalog.card.moreTagsLabel', { n: hiddenTags })}</span>
              </span>
            ) : null}
          </div>
        ) : null}

        <h3 className="text-lg leading-snug font-semibold">
          <Link
            to={coursePath}
            className="rounded-sm hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
          >
            {course.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{course.description}</p>
        <InstructorByline instructor={course.instructor} />

        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {course.rating ? (
            <p className="flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              <span className="sr-only">{t('catalog.card.rating')} </span>
              <span className="font-semibold text-foreground">{formatRating(course.rating)}</span>
              <span>{t('catalog.card.reviewCount', { n: course.review_count })}</span>
            </p>
          ) : (
            <p>{t('catalog.card.noRating')}</p>
          )}
          {course.duration > 0 ? (
            <p className="flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('catalog.card.duration')} </span>
              {formatHours(course.duration)}
            </p>
          ) : null}
        </div>

        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-border pt-3">
          <PriceBlock label={coursePriceLabel(course, currency)} />
          <Link to={coursePath} className={buttonClasses('default', 'sm')}>
            {t('catalog.card.viewCourse')}
          </Link>
        </div>
      </div>
    </article>
  );
}
