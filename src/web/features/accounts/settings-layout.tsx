import { Link } from '@tanstack/react-router';
import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#shared/messages/fr-accounts-settings-web.ts';
import { useOnlineStatus } from '#web/lib/use-online-status.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';

/** The settings' own sections (this part of issue 17). */
export const SETTINGS_TABS = [
  { to: '/dashboard/settings', label: t('accountsWeb.tab.profile') },
  { to: '/dashboard/settings/security', label: t('accountsWeb.tab.security') },
] as const;

/**
 * 'Données et compte' is the privacy page of the other part of issue 17 (export, deletion), registered
 * by its own route file: a plain link until both parts are merged (then a router Link may replace it).
 */
export const PRIVACY_PATH = '/dashboard/settings/privacy';

const TAB_CLASSES =
  '-mb-px inline-flex h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium text-muted-foreground hover:text-foreground';

/** The frame of every settings page: the title, the sub-navigation, the offline notice. */
export function SettingsLayout({ section, children }: { section: string; children: ReactNode }) {
  usePageTitle(`${section} · ${t('accountsWeb.title')}`);
  const isOnline = useOnlineStatus();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-5">
      <h1 id="page-title" className="text-2xl font-semibold sm:text-3xl">
        {t('accountsWeb.title')}
      </h1>
      <nav aria-label={t('accountsWeb.subnav')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-border">
          {SETTINGS_TABS.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                activeOptions={{ exact: true }}
                className={TAB_CLASSES}
                activeProps={{ className: 'border-primary! text-primary!', 'aria-current': 'page' }}
              >
                {tab.label}
              </Link>
            </li>
          ))}
          <li>
            <a href={PRIVACY_PATH} className={TAB_CLASSES}>
              {t('accountsWeb.tab.privacy')}
            </a>
          </li>
        </ul>
      </nav>
      {isOnline ? null : (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-warning"
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('accountsWeb.offlineBanner')}
        </p>
      )}
      {children}
    </section>
  );
}

/** A titled card of a settings page. */
export function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-surface p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
