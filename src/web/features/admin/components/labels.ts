import type { ProfileStatus, Role } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-admin-people-web.ts';

export const roleLabel = (role: Role) => t(`admin.role.${role}`);
export const statusLabel = (status: ProfileStatus) => t(`admin.status.${status}`);

const dateTime = new Intl.DateTimeFormat('fr-SN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const fcfa = new Intl.NumberFormat('fr-SN', {
  style: 'currency',
  currency: 'XOF',
  maximumFractionDigits: 0,
});

/** The badge colour of a member's status: suspended and expired in red, waiting ones in amber. */
export function statusTone(status: ProfileStatus): string {
  if (status === 'suspended' || status === 'expired') return 'bg-destructive/10 text-destructive';
  if (status === 'invited' || status === 'pending') return 'bg-amber-100 text-amber-900';
  if (status === 'inactive') return 'bg-muted text-muted-foreground';
  return 'bg-emerald-100 text-emerald-900';
}
