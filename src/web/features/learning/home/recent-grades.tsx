import { Link } from '@tanstack/react-router';
import { Award } from 'lucide-react';
import type { TRecentGrade } from '#shared/learning/student-home.contract.ts';
import { t } from '#shared/messages/fr-learning-home.ts';
import { paths } from '#web/paths.ts';
import { formatDate } from '../learning-format.ts';

function GradeResult({ grade }: { grade: TRecentGrade }) {
  if (grade.score === null || grade.maxScore === null) {
    return <span className="text-sm text-muted-foreground">{t('home.student.grade.hidden')}</span>;
  }
  const tone = grade.passed === false ? 'text-destructive' : grade.passed ? 'text-success' : '';
  return (
    <span className="flex flex-col items-end">
      <span className="font-semibold tabular-nums">
        {t('home.student.grade.score', { score: grade.score, max: grade.maxScore })}
      </span>
      {grade.passed !== null ? (
        <span className={`text-xs font-medium ${tone}`}>
          {grade.passed ? t('home.student.grade.passed') : t('home.student.grade.failed')}
        </span>
      ) : null}
    </span>
  );
}

/** 'Notes récentes': quiz results and graded exercises, newest first; an exercise opens its comment. */
export function RecentGrades({ grades }: { grades: TRecentGrade[] }) {
  return (
    <section
      aria-labelledby="grades-title"
      data-testid="recent-grades"
      className="space-y-3 rounded-lg border border-border bg-surface p-4 shadow-sm"
    >
      <h2 id="grades-title" className="flex items-center gap-2 font-semibold">
        <Award aria-hidden="true" className="size-4 shrink-0" />
        {t('home.student.gradesTitle')}
      </h2>
      {grades.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('home.student.gradesEmpty')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {grades.map((grade) => (
            <li key={`${grade.kind}-${grade.id}`} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="text-xs font-medium text-muted-foreground uppercase">
                  {grade.kind === 'quiz' ? t('home.student.grade.quiz') : t('home.student.grade.exercise')}
                  {' · '}
                  {formatDate(grade.at)}
                </p>
                <p className="font-medium">
                  {grade.lessonId ? (
                    <Link to={paths.dashboard.exercise(grade.lessonId)} className="hover:text-primary">
                      {grade.title}
                    </Link>
                  ) : (
                    grade.title
                  )}
                </p>
                <p className="truncate text-muted-foreground" title={grade.courseTitle}>
                  {grade.courseTitle}
                </p>
              </div>
              <GradeResult grade={grade} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
