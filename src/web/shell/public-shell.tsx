import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { paths } from '#web/paths.ts';
// superadmin (issue 18): the platform's maintenance message on public pages too.
import { MaintenanceBanner } from './platform-banners.tsx';

/**
 * The frame of public pages (home, marketplace, support): the brand and a way to sign in, plus what the
 * router composes into the header (the currency switch).
 */
export function PublicShell({
  headerActions,
  demoMode = null,
  accountPath = null,
}: {
  headerActions?: ReactNode;
  /** The 'Mode démo' bar, composed by the router for visitors where it means something. */
  demoMode?: ReactNode;
  /** Where "Mon espace" leads for a signed-in visitor; null shows "Connexion". */
  accountPath?: string | null;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link to={paths.home()} className="text-2xl font-bold text-primary">
            {t('app.name')}
          </Link>
          <div className="flex items-center gap-3 sm:gap-5">
            {headerActions}
            <Link
              to={accountPath ?? paths.auth.login()}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {accountPath ? t('shell.mySpace') : t('shell.signInLink')}
            </Link>
          </div>
        </div>
      </header>
      {/* superadmin (issue 18): the platform's maintenance message */}
      <MaintenanceBanner />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {demoMode}
        <Outlet />
      </main>
    </div>
  );
}
