import { Link } from '@tanstack/react-router';
import { CalendarClock, ChevronLeft, ChevronRight, FilePenLine, Video, Wallet } from 'lucide-react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { formatMoney } from '#shared/catalog/currency.ts';
import {
  type CalendarEventKind,
  eventsByDay,
  monthGrid,
  monthOf,
  shiftMonth,
  type TCalendarEvent,
} from '#shared/learning/calendar.ts';
import { t } from '#shared/messages/fr-learning-calendar.ts';
import { cn } from '#web/lib/cn.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Button } from '#web/ui/button.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { useMyCalendar } from '../api/get-my-calendar.ts';
import { LoadErrorScreen } from '../components/load-states.tsx';

// /dashboard/calendar, 'Calendrier' (issue 17): one month of the learner's live sessions, practical
// deadlines and installments, as a grid of weeks or as a list (the list first on a phone).

const KIND_STYLE: Record<CalendarEventKind, { icon: typeof Video; dot: string; chip: string }> = {
  'live-session': { icon: Video, dot: 'bg-primary', chip: 'border-primary/30 bg-primary/10 text-primary' },
  deadline: { icon: FilePenLine, dot: 'bg-warning', chip: 'border-warning/40 bg-warning-soft text-warning' },
  installment: {
    icon: Wallet,
    dot: 'bg-destructive',
    chip: 'border-destructive/30 bg-destructive/10 text-destructive',
  },
};

const DAKAR = 'Africa/Dakar';
const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: DAKAR }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
const dayTitle = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: DAKAR,
  }).format(new Date(`${day}T12:00:00Z`));
const time = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: DAKAR }).format(
    new Date(iso),
  );
const WEEKDAYS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'];

/** An event's page as the router takes it: the path, and the query apart (e.g. a cohort's tab). */
function linkOf(link: string) {
  const [to = link, query = ''] = link.split('?');
  return { to, search: Object.fromEntries(new URLSearchParams(query)) };
}

function EventLine({ event }: { event: TCalendarEvent }) {
  const style = KIND_STYLE[event.kind];
  const Icon = style.icon;
  const { to, search } = linkOf(event.link);
  return (
    <li>
      <Link
        to={to}
        search={search}
        className="flex min-h-11 items-start gap-3 rounded-md border border-border bg-surface p-3 hover:bg-muted/50"
      >
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', style.chip.split(' ').at(-1))} />
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words">{event.title}</span>
          <span className="block text-sm text-muted-foreground break-words">{event.context}</span>
          {event.amount !== null && (
            <span className="block text-sm font-medium">
              {t('calendar.amount', { amount: formatMoney(event.amount, 'XOF') })}
            </span>
          )}
        </span>
        <span className="shrink-0 text-right text-sm">
          <span
            className={cn('inline-block rounded-full border px-2 py-0.5 text-xs font-medium', style.chip)}
          >
            {t(`calendar.kind.${event.kind}`)}
          </span>
          {event.kind !== 'installment' && (
            <span className="mt-1 block tabular-nums text-muted-foreground">
              {time(event.startsAt)}
              {event.endsAt ? ` – ${time(event.endsAt)}` : ''}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

function DayList({ byDay }: { byDay: Map<string, TCalendarEvent[]> }) {
  return (
    <ol className="space-y-5" data-testid="calendar-list">
      {[...byDay.entries()].map(([day, events]) => (
        <li key={day} className="space-y-2">
          <h3 className="font-semibold first-letter:uppercase">{dayTitle(day)}</h3>
          <ul className="space-y-2">
            {events.map((event) => (
              <EventLine key={event.id} event={event} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function MonthGrid({
  month,
  byDay,
  selected,
  onSelect,
}: {
  month: string;
  byDay: Map<string, TCalendarEvent[]>;
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-surface" data-testid="calendar-grid">
      <div className="grid grid-cols-7 border-b border-border bg-muted/50 text-center text-xs font-medium text-muted-foreground">
        {WEEKDAYS.map((day) => (
          <div key={day} className="py-2">
            {day}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {monthGrid(month)
          .flat()
          .map(({ day, inMonth }) => {
            const events = byDay.get(day) ?? [];
            return (
              <button
                key={day}
                type="button"
                onClick={() => onSelect(day)}
                aria-label={`${dayTitle(day)}${events.length ? ` — ${t('calendar.dayEvents', { n: events.length })}` : ''}`}
                aria-pressed={selected === day}
                className={cn(
                  'flex min-h-14 flex-col items-stretch gap-1 border-r border-b border-border p-1 text-left last:border-r-0 sm:min-h-24 sm:p-1.5',
                  !inMonth && 'bg-muted/30 text-muted-foreground',
                  selected === day && 'ring-2 ring-primary ring-inset',
                )}
              >
                <span
                  className={cn(
                    'self-start rounded-full px-1.5 text-xs tabular-nums',
                    day === today && 'bg-primary font-semibold text-primary-foreground',
                  )}
                >
                  {Number(day.slice(8))}
                </span>
                {/* On a phone, a dot per event; wider, the start of each title. */}
                <span className="flex flex-wrap gap-1 sm:hidden">
                  {events.map((event) => (
                    <span
                      key={event.id}
                      aria-hidden="true"
                      className={cn('size-2 rounded-full', KIND_STYLE[event.kind].dot)}
                    />
                  ))}
                </span>
                <span className="hidden space-y-1 sm:block">
                  {events.slice(0, 3).map((event) => (
                    <span
                      key={event.id}
                      className={cn(
                        'block truncate rounded border px-1 text-xs',
                        KIND_STYLE[event.kind].chip,
                      )}
                    >
                      {event.kind === 'installment' ? '' : `${time(event.startsAt)} `}
                      {event.title}
                    </span>
                  ))}
                  {events.length > 3 && (
                    <span className="block text-xs text-muted-foreground">+{events.length - 3}</span>
                  )}
                </span>
              </button>
            );
          })}
      </div>
    </div>
  );
}

function Legend() {
  return (
    <ul
      aria-label={t('calendar.legend')}
      className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground"
    >
      {(Object.keys(KIND_STYLE) as CalendarEventKind[]).map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-2.5 rounded-full', KIND_STYLE[kind].dot)} />
          {t(`calendar.kind.${kind}`)}
        </li>
      ))}
    </ul>
  );
}

/** 'Calendrier': `subscription` is the .ics subscription card the route composes in. */
export function CalendarPage({ subscription }: { subscription?: ReactNode }): ReactElement {
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const [view, setView] = useState<'month' | 'list'>(() =>
    typeof window !== 'undefined' && window.matchMedia?.('(min-width: 640px)').matches ? 'month' : 'list',
  );
  const [selected, setSelected] = useState<string | null>(null);
  const calendar = useMyCalendar(month);
  usePageTitle(t('nav.student.calendar'));

  if (calendar.isPending) return <Loading label={t('calendar.loading')} />;
  if (calendar.isError)
    return <LoadErrorScreen error={calendar.error} onRetry={() => void calendar.refetch()} />;
  const byDay = eventsByDay(calendar.data.events);
  const selectedEvents = selected ? (byDay.get(selected) ?? []) : [];
  const goTo = (next: string) => {
    setMonth(next);
    setSelected(null);
  };
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 id="page-title" className="text-2xl font-semibold sm:text-3xl">
          {t('nav.student.calendar')}
        </h1>
        <p className="text-muted-foreground">{t('calendar.subtitle')}</p>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('calendar.previous')}
            onClick={() => goTo(shiftMonth(month, -1))}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <h2
            className="min-w-40 text-center text-lg font-semibold first-letter:uppercase"
            aria-live="polite"
          >
            {monthTitle(month)}
          </h2>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('calendar.next')}
            onClick={() => goTo(shiftMonth(month, 1))}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => goTo(monthOf(new Date()))}>
            {t('calendar.today')}
          </Button>
          <fieldset className="flex rounded-md bg-muted p-1">
            <legend className="sr-only">{t('calendar.views')}</legend>
            {(['month', 'list'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={cn(
                  'min-h-9 rounded px-3 text-sm font-medium',
                  view === option ? 'bg-surface shadow-sm' : 'text-muted-foreground',
                )}
              >
                {option === 'month' ? t('calendar.viewMonth') : t('calendar.viewList')}
              </button>
            ))}
          </fieldset>
        </div>
      </div>
      <Legend />
      {view === 'month' && (
        <>
          <MonthGrid month={month} byDay={byDay} selected={selected} onSelect={setSelected} />
          {selected && (
            <section aria-labelledby="selected-day" className="space-y-2">
              <h3 id="selected-day" className="font-semibold first-letter:uppercase">
                {dayTitle(selected)}
              </h3>
              {selectedEvents.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('calendar.empty')}</p>
              ) : (
                <ul className="space-y-2">
                  {selectedEvents.map((event) => (
                    <EventLine key={event.id} event={event} />
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
      {view === 'list' &&
        (byDay.size === 0 ? (
          <div className="rounded-lg border border-dashed border-border bg-surface px-4 py-8 text-center">
            <CalendarClock aria-hidden="true" className="mx-auto size-8 text-primary" />
            <p className="mt-2 font-medium">{t('calendar.empty')}</p>
            <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{t('calendar.emptyHint')}</p>
          </div>
        ) : (
          <DayList byDay={byDay} />
        ))}
      {subscription}
    </div>
  );
}
