import { FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { t } from '#shared/messages/fr-demo.ts';
import { cn } from '#web/lib/cn.ts';
import { isDemoMode, switchDemoMode } from '#web/lib/demo-mode.ts';
import { Label } from '#web/ui/label.tsx';
import { Switch } from '#web/ui/switch.tsx';

/**
 * 'Mode démo' for a signed-out visitor, shown only where a demo catalogue exists beside the real one
 * (docs/decisions/057). Off: the switch and what it would change. On: the notice naming the demo
 * organisation, with the switch to leave it. Toggling flips the localStorage flag and reloads.
 */
export function DemoModeBar({ organizationName }: { organizationName: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const isOn = isDemoMode();
  return (
    <section
      aria-label={t('shell.demoTitle')}
      data-testid="demo-mode"
      className={cn(
        'mb-6 flex flex-col gap-2 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4',
        isOn ? 'border-warning/40 bg-warning/10' : 'border-border bg-surface',
      )}
    >
      <div className="flex gap-2">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p id={hintId}>
          {isOn ? (
            <>
              <strong className="font-semibold">{t('shell.demoTitle')} · </strong>
              {t('shell.demoDetail', { organization: organizationName })}
            </>
          ) : (
            t('shell.demoSwitchHint')
          )}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Switch id={id} defaultChecked={isOn} onCheckedChange={switchDemoMode} aria-describedby={hintId} />
        <Label htmlFor={id} className="whitespace-nowrap">
          {t('shell.demoSwitch')}
        </Label>
      </div>
    </section>
  );
}
