import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { t } from '#shared/messages/fr-catalog-details.ts';
import { paths } from '#web/paths.ts';

/** The way back to the listing, at the top of the course and instructor pages. */
export function BackToMarketplace() {
  return (
    <Link
      to={paths.marketplace.home()}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('catalog.backToMarketplace')}
    </Link>
  );
}
