import { Link, useParams } from '@tanstack/react-router';
import { CheckCircle2, Globe, Star, Users } from 'lucide-react';
import type { ReactElement } from 'react';
import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import { coursePriceLabel } from '#shared/catalog/price-label.ts';
import { t } from '#shared/messages/fr-catalog-details.ts';
import { publicPageTitles } from '#shared/page-titles.ts';
import { formatCount } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Alert } from '#web/ui/alert.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { CourseCover } from '#web/ui/course-cover.tsx';
import { useCourse } from '../api/get-course.ts';
import { formatRating, LANGUAGE_KEYS, LEVEL_KEYS } from '../card-format.ts';
import { BackToMarketplace } from '../components/back-to-marketplace.tsx';
import { CourseIncludes } from '../components/course-includes.tsx';
import { CourseOfferSection } from '../components/course-offer.tsx';
import { Curriculum } from '../components/curriculum.tsx';
import { InstructorByline } from '../components/instructor-byline.tsx';
import { InstructorCard } from '../components/instructor-card.tsx';
import { isNotFound, LoadError, Loading } from '../components/load-error.tsx';
import { NotInMarketplace } from '../components/not-in-marketplace.tsx';
import { PriceBlock } from '../components/price-block.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { plainTextOf, plural, safeHttpUrl } from '../course-format.ts';
import { useCurrency } from '../use-currency.ts';

function BulletList({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CourseHeader({ course }: { course: TCourseDetail }) {
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-primary-soft px-2.5 py-0.5 font-semibold text-primary-strong">
          {t(LEVEL_KEYS[course.level])}
        </span>
        {course.category ? (
          <span className="font-medium text-primary-strong">{course.category.name}</span>
        ) : null}
      </div>
      <h1 className="text-2xl font-bold sm:text-3xl">{course.title}</h1>
      {course.short_description ? (
        <p className="text-lg text-muted-foreground">{course.short_description}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
        {course.rating ? (
          <p className="flex items-center gap-1">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <span className="sr-only">{t('catalog.card.rating')} </span>
            <span className="font-semibold text-foreground">{formatRating(course.rating)}</span>
            {t('catalog.card.reviewCount', { n: formatCount(course.review_count) })}
          </p>
        ) : (
          <p>{t('catalog.card.noRating')}</p>
        )}
        <p className="flex items-center gap-1">
          <Users aria-hidden="true" className="size-4" />
          {plural(course.student_count, { one: 'catalog.students.one', other: 'catalog.students.other' })}
        </p>
        <p className="flex items-center gap-1">
          <Globe aria-hidden="true" className="size-4" />
          {t(LANGUAGE_KEYS[course.language])}
        </p>
      </div>
      <InstructorByline instructor={course.instructor} />
    </header>
  );
}

/** The aside is 22rem wide beside the description from `lg`, the page's whole width below. */
const ASIDE_PICTURE_SIZES =
  '(min-width: 1024px) 22rem, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

function CourseAside({ course, isPreview }: { course: TCourseDetail; isPreview: boolean }) {
  const { currency } = useCurrency();
  const videoUrl = safeHttpUrl(course.preview_video_url);
  return (
    <aside className="space-y-5 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
      <div className="overflow-hidden rounded-lg border border-border bg-surface">
        <CourseCover src={course.image_url} sizes={ASIDE_PICTURE_SIZES} load="priority" />
        <div className="space-y-2 p-4">
          <PriceBlock label={coursePriceLabel(course, currency)} size="large" />
          {videoUrl ? (
            <a
              href={videoUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('catalog.course.previewTrailer')}
            </a>
          ) : null}
        </div>
      </div>
      {course.is_enrolled ? (
        <Alert variant="success" className="space-y-3">
          <p>{t('catalog.course.enrolled')}</p>
          <Link to={paths.dashboard.course(course.id)} className={buttonClasses('default', 'sm')}>
            {t('catalog.course.goToCourse')}
          </Link>
        </Alert>
      ) : isPreview ? (
        // The author's preview shows the offer as learners will see it, without acting on it.
        <div inert className="opacity-90">
          <CourseOfferSection course={course} currency={currency} />
        </div>
      ) : (
        <CourseOfferSection course={course} currency={currency} />
      )}
    </aside>
  );
}

/**
 * A course's page drawn from its data: the marketplace's, and the author's preview of a course not
 * published yet (`isPreview`: no way back to the marketplace, the offer shown but inert, no reviews).
 */
export function CourseDetailsView({
  course: data,
  isPreview = false,
}: {
  course: TCourseDetail;
  isPreview?: boolean;
}): ReactElement {
  return (
    <article className="space-y-6">
      {isPreview ? null : <BackToMarketplace />}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:col-start-1">
          <CourseHeader course={data} />
        </div>
        <CourseAside course={data} isPreview={isPreview} />
        <div className="min-w-0 space-y-10 lg:col-start-1">
          <section aria-labelledby="about-title" className="space-y-3">
            <h2 id="about-title" className="text-xl font-semibold">
              {t('catalog.course.about')}
            </h2>
            {/* The editor writes rich text: shown as plain text, markup never reaches the page. */}
            <p className="whitespace-pre-line">{plainTextOf(data.description)}</p>
          </section>
          <BulletList id="objectives-title" title={t('catalog.course.objectives')} items={data.objectives} />
          <BulletList
            id="requirements-title"
            title={t('catalog.course.requirements')}
            items={data.requirements}
          />
          <BulletList
            id="results-title"
            title={t('catalog.course.expectedResults')}
            items={data.expected_results}
          />
          <CourseIncludes course={data} />
          <Curriculum sections={data.sections} />
          <InstructorCard instructor={data.instructor} />
          {isPreview ? null : <ReviewsSection course={data} />}
        </div>
      </div>
    </article>
  );
}

/** /marketplace/{courseId}: everything a visitor needs to choose, then a way to pay. */
export function CoursePage(): ReactElement {
  const { courseId } = useParams({ from: '/public/marketplace/$courseId' });
  const course = useCourse(courseId);
  usePageTitle(course.data ? publicPageTitles.course(course.data) : t('page.marketplaceCourse'));

  if (course.isPending) return <Loading label={t('catalog.course.loading')} />;
  if (course.isError) {
    if (isNotFound(course.error)) return <NotInMarketplace />;
    return <LoadError error={course.error} onRetry={() => void course.refetch()} />;
  }
  return <CourseDetailsView course={course.data} />;
}
