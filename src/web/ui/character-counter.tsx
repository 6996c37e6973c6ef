import { t } from '#shared/messages/fr-web.ts';
import { cn } from '#web/lib/cn.ts';
import { type CounterTone, counterTone } from './counter-tone.ts';

const TONE_CLASSES: Record<CounterTone, string> = {
  normal: 'text-muted-foreground',
  warning: 'text-warning',
  danger: 'text-destructive font-medium',
};

/** "{current}/{max} caractères" under a text field; link it with the field's aria-describedby. */
export function CharacterCounter({
  current,
  max,
  id,
  className,
}: {
  current: number;
  max: number;
  id?: string;
  className?: string;
}) {
  const tone = counterTone(current, max);
  return (
    <p
      id={id}
      data-tone={tone}
      className={cn('text-right text-xs tabular-nums', TONE_CLASSES[tone], className)}
    >
      {t('shell.characters', { current, max })}
    </p>
  );
}
