import { useMatch } from '@tanstack/react-router';
import { t } from '#shared/messages/fr-web.ts';
import { ComingSoon } from '#web/ui/coming-soon.tsx';

/** Pages not built yet: their route names the page (staticData.titleKey), the page says so honestly. */
export function PlaceholderPage() {
  const match = useMatch({ strict: false });
  return <ComingSoon title={t(match.staticData?.titleKey ?? 'shell.comingSoon')} />;
}
