import { BookOpen, CalendarClock, MessageCircle, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#shared/messages/fr-cohorts-space-web.ts';
import { cn } from '#web/lib/cn.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { sessionWhen } from './cohort-space-view.ts';
import type { CohortTabProps } from './cohort-tab-props.ts';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-surface p-4 shadow-sm">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        {icon}
        {title}
      </h2>
      <div className="mt-2 space-y-2 text-sm">{children}</div>
    </section>
  );
}

/** 'Vue d'ensemble': what the session is, its next live session, its group, where things stand. */
export function OverviewTab({ cohort, viewer, onTabChange }: CohortTabProps) {
  const iconClass = 'size-5 shrink-0 text-primary';
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="space-y-4 lg:col-span-2">
        <Card
          icon={<BookOpen aria-hidden="true" className={iconClass} />}
          title={t('cohortSpace.overview.about')}
        >
          <p className="font-medium">{t('cohortSpace.overview.course', { title: cohort.course.title })}</p>
          {cohort.description ? (
            <p className="whitespace-pre-line text-muted-foreground">{cohort.description}</p>
          ) : null}
          {viewer !== 'learner' ? (
            <p className="text-muted-foreground">
              {t('cohortSpace.overview.staffNote', { role: t(`cohortSpace.viewer.${viewer}`) })}
            </p>
          ) : null}
          <button
            type="button"
            onClick={() => onTabChange('content')}
            className={cn(buttonClasses('default', 'sm'), 'mt-1')}
          >
            {t('cohortSpace.overview.seeContent')}
          </button>
        </Card>
        <Card
          icon={<CalendarClock aria-hidden="true" className={iconClass} />}
          title={t('cohortSpace.overview.nextSession')}
        >
          {cohort.next_session ? (
            <>
              <p className="font-medium">{cohort.next_session.title}</p>
              <p className="text-muted-foreground">{sessionWhen(cohort.next_session)}</p>
            </>
          ) : (
            <p className="text-muted-foreground">{t('cohortSpace.overview.noSession')}</p>
          )}
          <button
            type="button"
            onClick={() => onTabChange('live-sessions')}
            className={buttonClasses('outline', 'sm')}
          >
            {t('cohortSpace.overview.seeSessions')}
          </button>
        </Card>
      </div>
      <div className="space-y-4">
        <Card
          icon={<Users aria-hidden="true" className={iconClass} />}
          title={t('cohortSpace.overview.participants')}
        >
          <p>
            {t('cohortSpace.overview.participantsValue', {
              active: cohort.stats.active_participants,
              total: cohort.stats.total_participants,
            })}
          </p>
          <p className="text-muted-foreground">
            {t('cohortSpace.overview.weeks')} :{' '}
            {t('cohortSpace.overview.weeksValue', { n: cohort.weekCount })}
          </p>
        </Card>
        {cohort.communication ? (
          <Card
            icon={<MessageCircle aria-hidden="true" className={iconClass} />}
            title={t('cohortSpace.overview.group')}
          >
            {cohort.communication.groupLink ? (
              <a
                href={cohort.communication.groupLink}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('outline', 'sm')}
              >
                {t(`cohortSpace.overview.join.${cohort.communication.channel}`)}
              </a>
            ) : (
              <p className="text-muted-foreground">{t('cohortSpace.overview.noLink')}</p>
            )}
          </Card>
        ) : null}
      </div>
    </div>
  );
}
