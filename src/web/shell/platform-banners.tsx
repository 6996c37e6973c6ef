import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Building, TriangleAlert } from 'lucide-react';
import { type ReactElement, useEffect } from 'react';
import type { z } from 'zod';
import { t } from '#shared/messages/fr-web.ts';
import { PUBLIC_PLATFORM_SETTINGS_PATH } from '#shared/platform/platform-paths.ts';
import type { ZPublicPlatformSettings } from '#shared/platform/platform-settings.ts';
import { leaveOrganization, useActingOrganization } from '#web/lib/acting-organization.ts';
import { getJson } from '#web/lib/api.ts';
import { clearOfflineUserCaches } from '#web/lib/offline-cache.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { paths } from '#web/paths.ts';
import { Button } from '#web/ui/button.tsx';

// superadmin (issue 18): the banners every shell shows for the platform console. The maintenance
// message of the platform settings (GET /api/platform/settings, public), and, while a superadmin acts
// in an organisation (decision 284), whose console this is with a way out.

export const PUBLIC_PLATFORM_SETTINGS_KEY = ['platform', 'settings'] as const;

/** The platform's public settings (name, maintenance message), or null while not known: nothing waits. */
export function usePublicPlatformSettings(): z.infer<typeof ZPublicPlatformSettings> | null {
  const settings = useQuery({
    queryKey: PUBLIC_PLATFORM_SETTINGS_KEY,
    queryFn: ({ signal }) =>
      getJson<z.infer<typeof ZPublicPlatformSettings>>(PUBLIC_PLATFORM_SETTINGS_PATH, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return settings.data ?? null;
}

/** The platform's maintenance message, or null (none, or not known yet). */
export function useMaintenanceMessage(): string | null {
  return usePublicPlatformSettings()?.maintenanceMessage?.trim() || null;
}

export function MaintenanceBanner({ className = '' }: { className?: string }): ReactElement | null {
  const message = useMaintenanceMessage();
  if (!message) return null;
  return (
    <div
      role="status"
      data-testid="maintenance-banner"
      className={`flex items-start gap-2 border-b border-warning/40 bg-warning-soft px-4 py-2 text-sm text-warning sm:px-6 ${className}`}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 break-words">
        <span className="font-semibold">{t('superadmin.maintenance.label')} : </span>
        <span className="text-foreground">{message}</span>
      </p>
    </div>
  );
}

/** 'Vous agissez dans l'organisation « X » en tant que superadmin' and 'Quitter' (back to /superadmin). */
export function ActingOrganizationBanner(): ReactElement | null {
  const organization = useActingOrganization();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isSuperadmin = session.status === 'authenticated' && session.me?.roles.includes('superadmin');
  // Only a superadmin may send the header: anyone else signed in here drops what this tab kept.
  const isStale = session.status === 'authenticated' && !isSuperadmin;
  useEffect(() => {
    if (organization && isStale) leaveOrganization();
  }, [organization, isStale]);
  if (!organization || isStale) return null;
  const leave = () => {
    leaveOrganization();
    // Nothing read for that organisation may show in the superadmin's own screens.
    queryClient.clear();
    void clearOfflineUserCaches();
    void navigate({ to: paths.superadmin.home() });
  };
  return (
    <div
      role="status"
      data-testid="acting-organization-banner"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-primary/30 bg-primary-soft px-4 py-2 text-sm sm:px-6"
    >
      <Building aria-hidden="true" className="size-4 shrink-0 text-primary-strong" />
      <p className="min-w-0 flex-1 font-medium text-primary-strong">
        {t('superadmin.acting.banner', { name: organization.name })}
      </p>
      <Button
        size="sm"
        variant="outline"
        onClick={leave}
        aria-label={t('superadmin.acting.leaveLabel', { name: organization.name })}
      >
        {t('superadmin.acting.leave')}
      </Button>
    </div>
  );
}
