import { CircleCheck } from 'lucide-react';
import { t } from '#shared/messages/fr-learning.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';

/** The green note under an article or a document once the lesson is completed. */
export function LessonDoneAlert({ title, testId }: { title: string; testId: string }) {
  return (
    <Alert variant="success" className="flex items-start gap-3" data-testid={testId}>
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{t('learning.player.article.doneHint')}</AlertDescription>
      </div>
    </Alert>
  );
}
