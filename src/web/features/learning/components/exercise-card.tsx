import { CalendarClock, Clock, Download, Paperclip, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TExerciseForLearner, TExerciseSubmission } from '#shared/learning/exercise.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { errorMessage } from '#web/lib/api.ts';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { useDownloadMySubmissionFile } from '../api/download-my-submission-file.ts';
import { formatDateTime } from '../learning-format.ts';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * Title, description ('Exercice pratique' by default), duration, points and deadline, then the
 * instructions. The title is the page's h1 on the exercise page; inside the course player, which has
 * its own h1 (the lesson title), it is an h2 (`titleLevel={2}`) that looks the same.
 */
export function ExerciseCard({
  exercise,
  titleLevel = 1,
}: {
  exercise: TExerciseForLearner;
  titleLevel?: 1 | 2;
}) {
  const { content } = exercise;
  const iconClass = 'size-4 shrink-0 text-muted-foreground';
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const Subheading = titleLevel === 1 ? 'h2' : 'h3';
  return (
    <Card>
      <CardHeader>
        <Title className="text-2xl font-semibold leading-tight">{exercise.title}</Title>
        <CardDescription>{content.description || t('learning.exercise.defaultDescription')}</CardDescription>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Fact
            icon={<Clock aria-hidden="true" className={iconClass} />}
            label={t('learning.exercise.duration')}
          >
            {t('learning.minutes', { n: content.estimated_duration })}
          </Fact>
          <Fact
            icon={<Star aria-hidden="true" className={iconClass} />}
            label={t('learning.exercise.pointsLabel')}
          >
            {t('learning.exercise.points', { n: content.points })}
          </Fact>
          <Fact
            icon={<CalendarClock aria-hidden="true" className={iconClass} />}
            label={t('learning.exercise.deadline')}
          >
            {content.deadline ? formatDateTime(content.deadline) : t('learning.exercise.noDeadline')}
          </Fact>
        </dl>
      </CardHeader>
      {content.instructions ? (
        <CardContent className="space-y-2">
          <Subheading className="text-lg font-semibold">{t('learning.exercise.instructions')}</Subheading>
          <p className="whitespace-pre-line">{content.instructions}</p>
        </CardContent>
      ) : null}
    </Card>
  );
}

/** 'Fichier joint : name' and a button to download it again. */
function AttachedFile({ submission, name }: { submission: TExerciseSubmission; name: string }) {
  const download = useDownloadMySubmissionFile(submission.lesson_id, name);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
          <Paperclip aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 break-all">{t('learning.exercise.attachedFile', { name })}</span>
        </p>
        <Button variant="outline" size="sm" isLoading={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? null : <Download aria-hidden="true" className="size-4" />}
          {t('learning.exercise.download')}
        </Button>
      </div>
      {download.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(download.error)}
        </p>
      ) : null}
    </div>
  );
}

/** The learner's submission: text, file, dates; once graded the score 'score / max_score' and the feedback. */
export function SubmissionView({ submission }: { submission: TExerciseSubmission }) {
  const isGraded = submission.status === 'graded';
  return (
    <Card>
      <CardHeader gap="tight">
        <CardTitle>{t('learning.exercise.submission')}</CardTitle>
        <CardDescription>
          {t('learning.exercise.submittedOn', { date: formatDateTime(submission.submitted_at) })}
          {' · '}
          {isGraded
            ? t('learning.exercise.gradedOn', { date: formatDateTime(submission.graded_at) })
            : t('learning.exercise.awaitingGrade')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isGraded ? (
          <div className="rounded-md bg-success-soft px-4 py-3" data-testid="exercise-score">
            <p className="text-sm font-medium">{t('learning.exercise.score')}</p>
            <p className="text-2xl font-semibold tabular-nums">
              {t('learning.exercise.scoreValue', { score: submission.score ?? 0, max: submission.max_score })}
            </p>
          </div>
        ) : null}
        <p className="whitespace-pre-line break-words">
          {submission.text || <span className="text-muted-foreground">{t('learning.exercise.noText')}</span>}
        </p>
        {submission.file ? <AttachedFile submission={submission} name={submission.file.name} /> : null}
        {isGraded && submission.feedback ? (
          <div className="space-y-1 border-t border-border pt-4">
            <h3 className="font-semibold">{t('learning.exercise.feedback')}</h3>
            <p className="whitespace-pre-line break-words">{submission.feedback}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
