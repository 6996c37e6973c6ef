import { Construction } from 'lucide-react';
import { t } from '#shared/messages/fr-web.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';

/** The honest placeholder for a page not built yet: its name, "Bientôt disponible", no fake data. */
export function ComingSoon({ title, documentTitle }: { title: string; documentTitle?: string }) {
  usePageTitle(documentTitle ?? title);
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="text-2xl font-semibold sm:text-3xl">
        {title}
      </h1>
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface px-6 py-12 text-center">
        <Construction aria-hidden="true" className="size-10 text-primary" />
        <p className="text-lg font-medium">{t('shell.comingSoon')}</p>
        <p className="max-w-md text-muted-foreground">{t('shell.comingSoonDetail')}</p>
      </div>
    </section>
  );
}
