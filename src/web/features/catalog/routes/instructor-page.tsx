import { useParams } from '@tanstack/react-router';
import { BookOpen, Star, Users } from 'lucide-react';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-catalog-details.ts';
import { publicPageTitles } from '#shared/page-titles.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { useInstructor } from '../api/get-instructor.ts';
import { formatRating } from '../card-format.ts';
import { BackToMarketplace } from '../components/back-to-marketplace.tsx';
import { CARD_SIZES_FULL_WIDTH, CourseCard } from '../components/course-card.tsx';
import { isNotFound, LoadError, Loading } from '../components/load-error.tsx';
import { NotInMarketplace } from '../components/not-in-marketplace.tsx';
import { plural } from '../course-format.ts';
import { useCurrency } from '../use-currency.ts';

/** /marketplace/instructors/{instructorId}: who teaches, and what they teach. */
export function InstructorPage(): ReactElement {
  const { instructorId } = useParams({ from: '/public/marketplace/instructors/$instructorId' });
  const instructor = useInstructor(instructorId);
  const { currency } = useCurrency();
  usePageTitle(
    instructor.data ? publicPageTitles.instructor(instructor.data) : t('page.marketplaceInstructor'),
  );

  if (instructor.isPending) return <Loading label={t('catalog.instructor.loading')} />;
  if (instructor.isError) {
    if (isNotFound(instructor.error)) return <NotInMarketplace />;
    return <LoadError error={instructor.error} onRetry={() => void instructor.refetch()} />;
  }
  const data = instructor.data;
  return (
    <div className="space-y-8">
      <BackToMarketplace />
      <header className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-5 sm:flex-row sm:items-start sm:p-6">
        <Avatar src={data.avatar_url} name={data.name} size={96} />
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-bold sm:text-3xl">{data.name}</h1>
          {data.specialization ? <p className="text-muted-foreground">{data.specialization}</p> : null}
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {data.rating ? (
              <li className="flex items-center gap-1">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                <span className="sr-only">{t('catalog.card.rating')} </span>
                <span className="font-semibold">{formatRating(data.rating)}</span>
              </li>
            ) : null}
            <li className="flex items-center gap-1">
              <BookOpen aria-hidden="true" className="size-4 text-muted-foreground" />
              {plural(data.courses_count, {
                one: 'catalog.instructor.courses.one',
                other: 'catalog.instructor.courses.other',
              })}
            </li>
            <li className="flex items-center gap-1">
              <Users aria-hidden="true" className="size-4 text-muted-foreground" />
              {plural(data.students_count, { one: 'catalog.students.one', other: 'catalog.students.other' })}
            </li>
          </ul>
          {data.bio ? <p className="whitespace-pre-line">{data.bio}</p> : null}
        </div>
      </header>
      <section aria-labelledby="instructor-courses-title" className="space-y-4">
        <h2 id="instructor-courses-title" className="text-xl font-semibold">
          {t('catalog.instructor.coursesTitle', { name: data.name })}
        </h2>
        {data.courses.length === 0 ? (
          <p className="text-muted-foreground">{t('catalog.instructor.noCourses')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} currency={currency} imageSizes={CARD_SIZES_FULL_WIDTH} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
