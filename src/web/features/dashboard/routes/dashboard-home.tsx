import { t } from '#shared/messages/fr-web.ts';
import { ComingSoon } from '#web/ui/coming-soon.tsx';

/** Accueil of the student area: greets the learner by first name; the rest is not built yet. */
export function DashboardHome({ firstName }: { firstName: string }) {
  return <ComingSoon title={t('dashboard.greeting', { firstName })} documentTitle={t('nav.student.home')} />;
}
