export type CounterTone = 'normal' | 'warning' | 'danger';

/** Character counter colour: red above the maximum, amber from 80 % of it (spec §2). */
export function counterTone(current: number, max: number): CounterTone {
  if (current > max) return 'danger';
  if (max > 0 && current >= max * 0.8) return 'warning';
  return 'normal';
}
