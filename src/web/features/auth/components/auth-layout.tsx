import { Link, Outlet } from '@tanstack/react-router';
import { t } from '#shared/messages/fr-auth.ts';
import { paths } from '#web/paths.ts';

/** The frame of every /auth page: the brand, then one centred card. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <header className="px-4 py-5 sm:px-6">
        <Link to={paths.home()} className="text-2xl font-bold text-primary">
          {t('app.name')}
        </Link>
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 pb-12">
        <Outlet />
      </main>
    </div>
  );
}
