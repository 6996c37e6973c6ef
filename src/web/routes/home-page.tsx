import { Link } from '@tanstack/react-router';
import { Award, BookOpen, Users } from 'lucide-react';
import type { ReactElement } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { publicPageTitles } from '#shared/page-titles.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';

const FEATURES = [
  { icon: BookOpen, title: t('home.selfPacedTitle'), detail: t('home.selfPacedDetail') },
  { icon: Users, title: t('home.cohortTitle'), detail: t('home.cohortDetail') },
  { icon: Award, title: t('home.certificateTitle'), detail: t('home.certificateDetail') },
];

/** The public landing page: what Jàng is, and the three ways in. */
export function HomePage(): ReactElement {
  usePageTitle(publicPageTitles.home());
  return (
    <div className="space-y-12 py-4 sm:py-10">
      <section className="max-w-3xl space-y-5">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('home.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('home.intro')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.auth.login()} className={buttonClasses('default')}>
            {t('home.signIn')}
          </Link>
          <Link to={paths.auth.signUp()} className={buttonClasses('outline')}>
            {t('home.signUp')}
          </Link>
          <Link to={paths.marketplace.home()} className={buttonClasses('ghost')}>
            {t('home.catalogue')}
          </Link>
        </div>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-lg border border-border bg-surface p-5">
            <feature.icon aria-hidden="true" className="mb-3 size-6 text-primary" />
            <h2 className="font-semibold">{feature.title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{feature.detail}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
