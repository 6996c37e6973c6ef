import { Link } from '@tanstack/react-router';
import { LogOut, Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { paths } from '#web/paths.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { Button } from '#web/ui/button.tsx';
import { Sheet, SheetContent, SheetTrigger } from '#web/ui/sheet.tsx';
import type { NavItem } from './nav-items.ts';
import { NavList } from './nav-list.tsx';
import { OnlineBadge } from './online-badge.tsx';
// superadmin (issue 18): the maintenance banner and the acting-organisation banner.
import { ActingOrganizationBanner, MaintenanceBanner } from './platform-banners.tsx';

export type AppShellProps = {
  /** Names the area (drawer title, sidebar heading): "Espace étudiant", "Administration"… */
  areaLabel: string;
  items: NavItem[];
  /** Links to the other interfaces, under the main entries. */
  otherAreas?: NavItem[];
  userName: string;
  /** Accounts, part settings (issue 17): the user's picture (initials without one). */
  userImage?: string | null;
  /** Resolves false when signing out failed (the shell then stays usable). */
  onSignOut: () => Promise<boolean>;
  children: ReactNode;
};

/**
 * The signed-in frame: a fixed sidebar from 1024 px, a drawer opened from the top bar below that;
 * the top bar shows the user's name and the online badge. No demo switch: demo mode never applies to a
 * signed-in user, whose data is always their own (docs/decisions/057).
 */
export function AppShell({
  areaLabel,
  items,
  otherAreas = [],
  userName,
  userImage = null,
  onSignOut,
  children,
}: AppShellProps) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function handleSignOut() {
    setIsSigningOut(true);
    const isDone = await onSignOut();
    if (!isDone) setIsSigningOut(false);
  }

  const sidebar = (onNavigate?: () => void) => (
    <>
      <nav aria-label={t('shell.mainNav')} className="flex-1 overflow-y-auto p-3">
        <NavList items={items} {...(onNavigate ? { onNavigate } : {})} />
        {otherAreas.length > 0 ? (
          <div className="mt-4 border-t border-border pt-4">
            <NavList items={otherAreas} {...(onNavigate ? { onNavigate } : {})} />
          </div>
        ) : null}
      </nav>
      <div className="border-t border-border p-3">
        <Button
          variant="ghost"
          size="menu"
          align="start"
          className="w-full"
          onClick={handleSignOut}
          isLoading={isSigningOut}
        >
          {isSigningOut ? null : <LogOut aria-hidden="true" className="size-4" />}
          {t('shell.signOut')}
        </Button>
      </div>
    </>
  );

  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only rounded-md bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t('shell.skipToContent')}
      </a>

      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-border bg-surface lg:flex">
        <div className="flex h-16 flex-col justify-center border-b border-border px-5">
          <Link to={paths.home()} className="text-xl font-bold text-primary">
            {t('app.name')}
          </Link>
          <span className="text-xs text-muted-foreground">{areaLabel}</span>
        </div>
        {sidebar()}
      </aside>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-border bg-surface/95 px-3 backdrop-blur sm:h-16 sm:gap-4 sm:px-6">
          <Sheet open={isMenuOpen} onOpenChange={setIsMenuOpen}>
            <SheetTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0 lg:hidden"
                aria-label={t('shell.openMenu')}
              >
                <Menu aria-hidden="true" className="size-5" />
              </Button>
            </SheetTrigger>
            <SheetContent title={areaLabel}>{sidebar(() => setIsMenuOpen(false))}</SheetContent>
          </Sheet>
          <Link to={paths.home()} className="text-xl font-bold text-primary lg:hidden">
            {t('app.name')}
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-4">
            <OnlineBadge />
            {/* Accounts, part settings (issue 17): the picture beside the name */}
            <Avatar src={userImage} name={userName} size={32} />
            <span
              data-testid="shell-user-name"
              className="min-w-0 truncate text-sm font-medium"
              title={userName}
            >
              {userName}
            </span>
          </div>
        </header>
        {/* superadmin (issue 18): maintenance message; a superadmin acting in an organisation */}
        <MaintenanceBanner />
        <ActingOrganizationBanner />
        {/* end superadmin */}
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 py-6 outline-none sm:px-6 lg:px-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
