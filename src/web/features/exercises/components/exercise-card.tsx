import { CalendarClock, Clock, Paperclip, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TExerciseForLearner, TExerciseSubmission } from '#shared/exercises/exercise.contract.ts';
import { t } from '#shared/messages/fr-exercises.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { useDownloadMySubmissionFile } from '../api/download-my-submission-file.ts';
import { formatDateTime } from '../exercise-format.ts';
import { DownloadButton, DownloadError } from './download-button.tsx';

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
        <CardDescription>{content.description || t('exercises.learner.defaultDescription')}</CardDescription>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Fact
            icon={<Clock aria-hidden="true" className={iconClass} />}
            label={t('exercises.learner.duration')}
          >
            {t('exercises.minutes', { n: content.estimated_duration })}
          </Fact>
          <Fact
            icon={<Star aria-hidden="true" className={iconClass} />}
            label={t('exercises.learner.pointsLabel')}
          >
            {t('exercises.learner.points', { n: content.points })}
          </Fact>
          <Fact
            icon={<CalendarClock aria-hidden="true" className={iconClass} />}
            label={t('exercises.learner.deadline')}
          >
            {content.deadline ? formatDateTime(content.deadline) : t('exercises.learner.noDeadline')}
          </Fact>
        </dl>
      </CardHeader>
      {content.instructions ? (
        <CardContent className="space-y-2">
          <Subheading className="text-lg font-semibold">{t('exercises.learner.instructions')}</Subheading>
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
          <span className="min-w-0 break-all">{t('exercises.learner.attachedFile', { name })}</span>
        </p>
        <DownloadButton download={download} label={t('exercises.learner.download')} />
      </div>
      <DownloadError download={download} />
    </div>
  );
}

/** The learner's submission: text, file, dates; once graded the score 'score / max_score' and the feedback. */
export function SubmissionView({ submission }: { submission: TExerciseSubmission }) {
  const isGraded = submission.status === 'graded';
  return (
    <Card>
      <CardHeader gap="tight">
        <CardTitle>{t('exercises.learner.submission')}</CardTitle>
        <CardDescription>
          {t('exercises.learner.submittedOn', { date: formatDateTime(submission.submitted_at) })}
          {' · '}
          {isGraded
            ? t('exercises.learner.gradedOn', { date: formatDateTime(submission.graded_at) })
            : t('exercises.learner.awaitingGrade')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isGraded ? (
          <div className="rounded-md bg-success-soft px-4 py-3" data-testid="exercise-score">
            <p className="text-sm font-medium">{t('exercises.learner.score')}</p>
            <p className="text-2xl font-semibold tabular-nums">
              {t('exercises.learner.scoreValue', { score: submission.score ?? 0, max: submission.max_score })}
            </p>
          </div>
        ) : null}
        <p className="whitespace-pre-line break-words">
          {submission.text || <span className="text-muted-foreground">{t('exercises.learner.noText')}</span>}
        </p>
        {submission.file ? <AttachedFile submission={submission} name={submission.file.name} /> : null}
        {isGraded && submission.feedback ? (
          <div className="space-y-1 border-t border-border pt-4">
            <h3 className="font-semibold">{t('exercises.learner.feedback')}</h3>
            <p className="whitespace-pre-line break-words">{submission.feedback}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
