import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/fr-web.ts';
import { publicPageTitles } from '#shared/page-titles.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from './button-classes.ts';

/** The router's notFoundComponent: shown for any path no route matches. */
export function NotFound() {
  usePageTitle(publicPageTitles.notFound());
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <p aria-hidden="true" className="text-5xl font-bold text-primary">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('shell.notFoundTitle')}</h1>
      <p className="text-muted-foreground">{t('shell.notFoundDetail')}</p>
      <Link to={paths.home()} className={buttonClasses('default')}>
        {t('shell.backHome')}
      </Link>
    </div>
  );
}
