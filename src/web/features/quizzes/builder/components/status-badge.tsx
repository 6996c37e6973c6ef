import type { ReactElement } from 'react';
import type { QuizStatus } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-quizzes-builder.ts';

export function StatusBadge({ status }: { status: QuizStatus }): ReactElement {
  const isPublished = status === 'published';
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${isPublished ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground'}`}
    >
      {t(isPublished ? 'quizzes.build.status.published' : 'quizzes.build.status.draft')}
    </span>
  );
}
