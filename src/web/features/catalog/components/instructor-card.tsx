import { Link } from '@tanstack/react-router';
import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import { t } from '#shared/messages/fr-catalog-details.ts';
import { paths } from '#web/paths.ts';
import { Avatar } from '#web/ui/avatar.tsx';

/** The course's instructor: picture, name (to their page), specialization and bio. */
export function InstructorCard({ instructor }: { instructor: TCourseDetail['instructor'] }) {
  return (
    <section aria-labelledby="instructor-title" className="space-y-3">
      <h2 id="instructor-title" className="text-xl font-semibold">
        {t('catalog.course.instructor')}
      </h2>
      <div className="flex gap-4 rounded-lg border border-border bg-surface p-4">
        <Avatar src={instructor.avatar_url} name={instructor.name} size={64} />
        <div className="min-w-0 space-y-1">
          <Link
            to={paths.marketplace.instructor(instructor.id)}
            className="text-lg font-semibold text-primary underline-offset-4 hover:underline"
          >
            {instructor.name}
          </Link>
          {instructor.specialization ? (
            <p className="text-sm text-muted-foreground">{instructor.specialization}</p>
          ) : null}
          {instructor.bio ? <p className="text-sm whitespace-pre-line">{instructor.bio}</p> : null}
        </div>
      </div>
    </section>
  );
}
