import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { t } from '#shared/messages/fr-catalog-details.ts';
import { publicPageTitles } from '#shared/page-titles.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';

/** A course or instructor that is not (or no longer) in the marketplace. */
export function NotInMarketplace() {
  // The server answers such an address with the not-found head: the same title.
  usePageTitle(publicPageTitles.notFound());
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-primary" />
      <h1 className="text-2xl font-semibold">{t('request.notFound')}</h1>
      <Link to={paths.marketplace.home()} className={buttonClasses('default')}>
        {t('catalog.backToMarketplace')}
      </Link>
    </section>
  );
}
