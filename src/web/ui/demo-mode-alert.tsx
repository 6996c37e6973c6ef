import { FlaskConical } from 'lucide-react';
import { t } from '#shared/messages/fr-web.ts';
import { isDemoMode } from '#web/lib/demo-mode.ts';
import { Alert, AlertDescription, AlertTitle } from './alert.tsx';

/** "Mode démo" at the top of the content while the demo flag is on; nothing otherwise. */
export function DemoModeAlert() {
  if (!isDemoMode()) return null;
  return (
    <Alert variant="warning" className="mb-6 flex gap-3">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <AlertTitle>{t('shell.demoTitle')}</AlertTitle>
        <AlertDescription>{t('shell.demoDetail')}</AlertDescription>
      </div>
    </Alert>
  );
}
