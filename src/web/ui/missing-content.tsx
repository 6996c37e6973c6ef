import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';

/** A lesson that cannot be shown as it is (spec/learner.md §8): the message, and what may help. */
export function MissingContent({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Alert variant="warning" className="flex gap-3" data-testid="lesson-missing-content">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <AlertTitle>{message}</AlertTitle>
        {children ? <AlertDescription className="break-words">{children}</AlertDescription> : null}
      </div>
    </Alert>
  );
}
