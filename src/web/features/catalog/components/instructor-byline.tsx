import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/fr-catalog.ts';
import { paths } from '#web/paths.ts';

/** "Par {name}", the name a link to the instructor's page. */
export function InstructorByline({ instructor }: { instructor: { id: string; name: string } }) {
  return (
    <p className="text-sm">
      {t('catalog.card.by')}{' '}
      <Link
        to={paths.marketplace.instructor(instructor.id)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {instructor.name}
      </Link>
    </p>
  );
}
