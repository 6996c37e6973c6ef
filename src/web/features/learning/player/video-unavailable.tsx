import { Link } from '@tanstack/react-router';
import { CircleCheck, ExternalLink, RotateCw, TriangleAlert } from 'lucide-react';
import { t } from '#shared/messages/fr-learning.ts';
import { paths } from '#web/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';

/**
 * A YouTube or Vimeo player that could not load (provider blocked, network too poor). The learner is
 * never left without a way forward (decision 043): 'Réessayer' loads the provider again; where the
 * instructor allows it, 'Terminer sans la vidéo' completes the lesson; otherwise the message says
 * why the video is needed and where to get help.
 */
export function VideoUnavailable({
  url,
  isOptional,
  isDone,
  wasCompleted,
  onRetry,
  onFinishWithout,
}: {
  url: string;
  /** The instructor lets this lesson complete without its video. */
  isOptional: boolean;
  isDone: boolean;
  /** Completed before (watched on another visit): nothing holds the learner back. */
  wasCompleted: boolean;
  onRetry: () => void;
  onFinishWithout: () => void;
}) {
  return (
    <Alert variant="warning" className="flex gap-3" data-testid="video-unavailable">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-3">
        <AlertTitle>{t('learning.player.video.loadError')}</AlertTitle>
        <AlertDescription className="space-y-3">
          {isDone ? (
            <p className="flex items-start gap-2" data-testid="video-finished-without">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('learning.player.video.finishedWithout')}
            </p>
          ) : wasCompleted ? null : (
            <p>{t(isOptional ? 'learning.player.video.optional' : 'learning.player.video.required')}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onRetry}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('learning.player.video.retry')}
            </Button>
            {isOptional && !isDone && !wasCompleted ? (
              <Button size="sm" variant="outline" onClick={onFinishWithout}>
                <CircleCheck aria-hidden="true" className="size-4" />
                {t('learning.player.video.finishWithout')}
              </Button>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 underline"
            >
              {t('learning.player.video.openElsewhere')}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
            {isOptional || wasCompleted ? null : (
              <Link to={paths.support()} className="underline">
                {t('learning.player.video.support')}
              </Link>
            )}
          </div>
        </AlertDescription>
      </div>
    </Alert>
  );
}
