import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/** Five stars filled up to a rating (rounded to the nearest whole star); decorative, say the number beside. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span aria-hidden="true" className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn('size-4', n <= filled ? 'fill-amber-400 text-amber-500' : 'text-input')}
        />
      ))}
    </span>
  );
}
