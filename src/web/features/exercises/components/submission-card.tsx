import { BookOpen, CalendarClock, CheckCircle2, Clock } from 'lucide-react';
import { useState } from 'react';
import type { TSubmissionToGrade } from '#shared/exercises/exercise.contract.ts';
import { t } from '#shared/messages/fr-exercises.ts';
import { cn } from '#web/lib/cn.ts';
import { Alert, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { formatSubmittedAt } from '../grading-format.ts';
import { AnswerText } from './answer-text.tsx';
import { FileDownload } from './file-download.tsx';
import { GradeForm } from './grade-form.tsx';

function StatusBadge({ status }: { status: TSubmissionToGrade['status'] }) {
  const isGraded = status === 'graded';
  const Icon = isGraded ? CheckCircle2 : Clock;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 self-start rounded-full px-2.5 py-0.5 text-xs font-medium',
        isGraded ? 'bg-success-soft text-success' : 'bg-warning-soft text-warning',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t('exercises.grading.status')} : </span>
      {isGraded ? t('exercises.grading.status.graded') : t('exercises.grading.status.submitted')}
    </span>
  );
}

/** The grade given: 'Note 15 / 20', when, and the comment. */
function GradeSummary({ submission }: { submission: TSubmissionToGrade }) {
  return (
    <div className="space-y-2 rounded-md bg-success-soft px-4 py-3" data-testid="submission-grade">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p>
          <span className="text-sm font-medium">{t('exercises.grading.grade')} </span>
          <span className="text-xl font-semibold tabular-nums">
            {t('exercises.grading.gradeValue', { score: submission.score ?? 0, max: submission.max_score })}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          {t('exercises.grading.gradedAt', { date: formatSubmittedAt(submission.graded_at) })}
        </p>
      </div>
      {submission.feedback ? (
        <p className="whitespace-pre-line break-words text-sm">
          <span className="font-medium">{t('exercises.grading.feedback')} : </span>
          {submission.feedback}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One submission: the learner, course and exercise, when it was sent and its status; the answer
 * (folded when long) and its file; then the grade, or the form to give one.
 */
export function SubmissionCard({ submission }: { submission: TSubmissionToGrade }) {
  const isGraded = submission.status === 'graded';
  const [isEditing, setIsEditing] = useState(false);
  const [justGraded, setJustGraded] = useState(false);
  const titleId = `submission-${submission.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-lg border border-border bg-surface shadow-sm"
    >
      <header className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="text-lg font-semibold leading-tight break-words">
            {submission.learner.name}
          </h2>
          <p className="text-sm break-all text-muted-foreground">{submission.learner.email}</p>
        </div>
        <StatusBadge status={submission.status} />
      </header>
      <div className="space-y-4 p-4 sm:p-5">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <BookOpen aria-hidden="true" className="size-4 shrink-0" />
            {t('exercises.grading.course')}
          </dt>
          <dd className="min-w-0 break-words">{submission.course_title}</dd>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
            {t('exercises.grading.exercise')}
          </dt>
          <dd className="min-w-0 font-medium break-words">{submission.exercise_title}</dd>
        </dl>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {t('exercises.grading.submittedAt', { date: formatSubmittedAt(submission.submitted_at) })}
        </p>
        <section className="space-y-2">
          <h3 className="text-sm font-semibold">{t('exercises.grading.answer')}</h3>
          <AnswerText text={submission.text} />
        </section>
        <section className="space-y-2">
          <h3 className="text-sm font-semibold">{t('exercises.grading.file')}</h3>
          {submission.file ? (
            <FileDownload submissionId={submission.id} file={submission.file} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('exercises.grading.noFile')}</p>
          )}
        </section>
        {justGraded ? (
          <Alert variant="success">
            <AlertTitle>{t('exercises.grading.form.saved')}</AlertTitle>
          </Alert>
        ) : null}
        {isGraded && !isEditing ? (
          <div className="space-y-2">
            <GradeSummary submission={submission} />
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setJustGraded(false);
                setIsEditing(true);
              }}
            >
              {t('exercises.grading.form.regrade')}
            </Button>
          </div>
        ) : (
          <GradeForm
            submission={submission}
            onDone={() => {
              setIsEditing(false);
              setJustGraded(true);
            }}
            onCancel={isGraded ? () => setIsEditing(false) : undefined}
          />
        )}
      </div>
    </article>
  );
}
