import { Flame } from 'lucide-react';
import type { ReactElement } from 'react';
import type { TAchievement, TMyAchievements } from '#shared/learning/my-progress.contract.ts';
import { t } from '#shared/messages/fr-learning-progress.ts';
import { cn } from '#web/lib/cn.ts';
import { useOfflineCopy } from '#web/lib/use-offline-copy.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Loading } from '#web/ui/loading.tsx';
import { OfflineCopyNotice } from '#web/ui/offline-copy-notice.tsx';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { MY_ACHIEVEMENTS_PATH, useMyAchievements } from '../api/get-my-progress.ts';
import { LoadErrorScreen } from '../components/load-states.tsx';
import { formatDate } from '../learning-format.ts';
import { ACHIEVEMENT_DISPLAY, dayCountKey, streakAdvice } from './achievement-display.ts';

const days = (n: number) => t(dayCountKey(n), { n });

function AchievementCard({ achievement }: { achievement: TAchievement }) {
  const display = ACHIEVEMENT_DISPLAY[achievement.id];
  const Icon = display.icon;
  const isEarned = achievement.earnedAt !== null;
  const title = t(display.title);
  return (
    <article
      data-testid={`achievement-${achievement.id}`}
      data-earned={isEarned}
      className={cn(
        'flex h-full gap-4 rounded-lg border p-4 shadow-sm',
        isEarned ? 'border-primary/40 bg-surface' : 'border-dashed border-border bg-muted/40',
      )}
    >
      <span
        className={cn(
          'flex size-12 shrink-0 items-center justify-center rounded-full',
          isEarned ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className={cn('font-semibold', !isEarned && 'text-muted-foreground')}>{title}</h3>
        <p className="text-sm text-muted-foreground">{t(display.how)}</p>
        {isEarned ? (
          <p className="text-sm font-medium text-success">
            {t('achievements.earnedOn', { date: formatDate(achievement.earnedAt) })}
          </p>
        ) : (
          <div className="space-y-1 pt-1">
            <div className="flex justify-between text-xs text-muted-foreground">
              <span>{t('achievements.toEarn')}</span>
              <span className="tabular-nums">
                {t('achievements.progress', { current: achievement.current, target: achievement.target })}
              </span>
            </div>
            <ProgressBar value={(achievement.current / achievement.target) * 100} label={title} />
          </div>
        )}
      </div>
    </article>
  );
}

function StreakCard({ streak }: { streak: TMyAchievements['streak'] }) {
  return (
    <section
      aria-labelledby="streak-title"
      className="flex items-center gap-4 rounded-lg border border-border bg-surface p-4 shadow-sm"
    >
      <Flame
        aria-hidden="true"
        className={cn('size-10 shrink-0', streak.current > 0 ? 'text-primary' : 'text-muted-foreground')}
      />
      <div className="min-w-0 space-y-0.5">
        <h2 id="streak-title" className="text-sm text-muted-foreground">
          {t('achievements.streak.title')}
        </h2>
        <p className="text-2xl font-semibold tabular-nums" data-testid="streak-current">
          {days(streak.current)}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('achievements.streak.best', { days: days(streak.best) })}
        </p>
        <p className="text-sm">{t(streakAdvice(streak))}</p>
      </div>
    </section>
  );
}

/** /dashboard/achievements, 'Succès': every achievement, earned with its date or how to earn it. */
export function AchievementsPage(): ReactElement {
  const query = useMyAchievements();
  const copiedAt = useOfflineCopy(MY_ACHIEVEMENTS_PATH, query.dataUpdatedAt);
  usePageTitle(t('nav.student.achievements'));

  if (query.isPending) return <Loading label={t('achievements.loading')} />;
  if (query.isError) return <LoadErrorScreen error={query.error} onRetry={() => void query.refetch()} />;
  const { achievements, streak } = query.data;
  const earned = achievements.filter((a) => a.earnedAt !== null).length;
  // Earned first, newest first; then the ones to earn, in their usual order.
  const shown = [...achievements].sort((a, b) => {
    if (a.earnedAt && b.earnedAt) return b.earnedAt.localeCompare(a.earnedAt);
    return Number(b.earnedAt !== null) - Number(a.earnedAt !== null);
  });
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 id="page-title" className="text-2xl font-semibold sm:text-3xl">
          {t('nav.student.achievements')}
        </h1>
        <p className="text-muted-foreground">{t('achievements.subtitle')}</p>
      </header>
      <OfflineCopyNotice copiedAt={copiedAt} />
      <StreakCard streak={streak} />
      <p className="text-sm font-medium" data-testid="achievements-count">
        {earned === 0
          ? t('achievements.noneYet')
          : t('achievements.earnedCount', { n: earned, total: achievements.length })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((achievement) => (
          <li key={achievement.id}>
            <AchievementCard achievement={achievement} />
          </li>
        ))}
      </ul>
    </div>
  );
}
