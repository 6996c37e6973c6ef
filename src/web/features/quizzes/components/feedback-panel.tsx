import { CircleCheck, CircleX, Info } from 'lucide-react';
import type { Ref } from 'react';
import { t } from '#shared/messages/fr-quizzes.ts';
import { cn } from '#web/lib/cn.ts';
import type { Feedback } from '../quiz-feedback.ts';

const TONES = {
  correct: { icon: CircleCheck, box: 'border-success/40 bg-success-soft', title: 'text-success' },
  incorrect: { icon: CircleX, box: 'border-destructive/40 bg-destructive-soft', title: 'text-destructive' },
  recorded: { icon: Info, box: 'border-border bg-muted', title: 'text-foreground' },
} as const;

/**
 * The verdict after 'Valider', then for a wrong answer what was expected and the explanation. It
 * takes the focus when it appears (tabIndex -1) so a screen reader reads it at once.
 */
export function FeedbackPanel({ feedback, ref }: { feedback: Feedback; ref?: Ref<HTMLDivElement> }) {
  const tone = TONES[feedback.tone];
  const Icon = tone.icon;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="quiz-feedback"
      className={cn('space-y-2 rounded-lg border px-4 py-3 text-sm outline-none', tone.box)}
    >
      <p className={cn('flex items-start gap-2 font-semibold', tone.title)}>
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{feedback.title}</span>
      </p>
      {feedback.expected?.kind === 'text' ? (
        <p className="text-foreground">
          <span className="font-medium">{feedback.expected.label}</span> {feedback.expected.text}
        </p>
      ) : null}
      {feedback.expected?.kind === 'pairs' ? (
        <div className="text-foreground">
          <p className="font-medium">{feedback.expected.label}</p>
          <ul className="mt-1 space-y-0.5">
            {feedback.expected.pairs.map((pair) => (
              <li key={pair.item} className="break-words">
                {pair.item} <span aria-hidden="true">→</span>
                <span className="sr-only">:</span> {pair.value}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {feedback.explanation ? (
        <p className="text-foreground">
          <span className="font-medium">{t('quizzes.player.explanation')} : </span>
          {feedback.explanation}
        </p>
      ) : null}
    </div>
  );
}
