import { useId, useState } from 'react';
import { t } from '#shared/messages/fr-exercises.ts';
import { Button } from '#web/ui/button.tsx';

/** Longer answers start folded to a few lines; this many characters or lines fold. */
const FOLD_CHARACTERS = 280;
const FOLD_LINES = 4;

/** The learner's text answer, folded when long, with 'Afficher toute la réponse' / 'Réduire la réponse'. */
export function AnswerText({ text }: { text: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  if (!text) return <p className="text-sm text-muted-foreground">{t('exercises.grading.noText')}</p>;
  const isLong = text.length > FOLD_CHARACTERS || text.split('\n').length > FOLD_LINES;
  return (
    <div className="space-y-1">
      <p id={id} className={`whitespace-pre-line break-words ${isLong && !isOpen ? 'line-clamp-4' : ''}`}>
        {text}
      </p>
      {isLong ? (
        <Button
          variant="link"
          size="xs"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? t('exercises.grading.showLess') : t('exercises.grading.showMore')}
        </Button>
      ) : null}
    </div>
  );
}
