import { useId } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { isDemoMode, switchDemoMode } from '#web/lib/demo-mode.ts';
import { Label } from '#web/ui/label.tsx';
import { Switch } from '#web/ui/switch.tsx';

/** "Mode démo" switch: flips the localStorage flag and reloads the page. */
export function DemoModeSwitch() {
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <Switch id={id} defaultChecked={isDemoMode()} onCheckedChange={switchDemoMode} />
      <Label htmlFor={id} size="compact" className="whitespace-nowrap">
        {t('shell.demoSwitch')}
      </Label>
    </div>
  );
}
