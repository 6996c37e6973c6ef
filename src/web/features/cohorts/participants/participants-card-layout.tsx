import type { TParticipant, TParticipantList } from '#shared/cohorts/enrolment.ts';
import { t } from '#shared/messages/fr-cohorts-participants.ts';
import { cn } from '#web/lib/cn.ts';
import { Alert, AlertDescription } from '#web/ui/alert.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import {
  type ChooserTab,
  type ParticipantGroups,
  participantName,
  participantStatusLabel,
  paymentStatusLabel,
  type StudentOption,
} from './participants-view.ts';

// Draws the participants card from its view model (decision 102): no query, no call.

export type ParticipantsCardModel = {
  isLoading: boolean;
  loadError: string | null;
  studentsError: string | null;
  list: TParticipantList | null;
  groups: ParticipantGroups;
  chooser: {
    tab: ChooserTab;
    setTab: (tab: ChooserTab) => void;
    search: string;
    setSearch: (search: string) => void;
    visible: StudentOption[];
    selected: ReadonlySet<string>;
    hasStudents: boolean;
    toggle: (id: string) => void;
    selectAll: () => void;
    deselectAll: () => void;
    selectionError: string | null;
  };
  isActing: boolean;
  invite: () => void;
  act: (action: 'approve' | 'refuse' | 'remove', id: string) => void;
};

const SCROLL_AREA = 'h-[300px] overflow-y-auto rounded-md border border-border';

export function ParticipantsCardLayout({
  model,
  readOnly,
}: {
  model: ParticipantsCardModel;
  readOnly: boolean;
}) {
  const { list, groups } = model;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('cohortParticipants.title')}</CardTitle>
        <CardDescription>{t('cohortParticipants.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {readOnly && (
          <Alert>
            <AlertDescription>{t('cohortParticipants.readOnly')}</AlertDescription>
          </Alert>
        )}
        {list && <Seats list={list} />}
        {model.loadError && (
          <Alert variant="destructive">
            <AlertDescription>{model.loadError}</AlertDescription>
          </Alert>
        )}
        {!readOnly && <Chooser model={model} />}
        <section aria-labelledby="participants-enrolled" className="space-y-2">
          <h3 id="participants-enrolled" className="font-semibold">
            {t('cohortParticipants.enrolled')}
          </h3>
          {groups.enrolled.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('cohortParticipants.noneEnrolled')}</p>
          ) : (
            <ul className="max-h-[300px] divide-y divide-border overflow-y-auto rounded-md border border-border">
              {groups.enrolled.map((participant) => (
                <ParticipantRow key={participant.id} participant={participant}>
                  {!readOnly && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={model.isActing}
                      onClick={() => model.act('remove', participant.id)}
                    >
                      {t('cohortParticipants.remove')}
                    </Button>
                  )}
                </ParticipantRow>
              ))}
            </ul>
          )}
        </section>
        {groups.pending.length > 0 && (
          <section aria-labelledby="participants-pending" className="space-y-2">
            <h3 id="participants-pending" className="font-semibold">
              {t('cohortParticipants.pendingTitle')} ({groups.pending.length})
            </h3>
            <ul className="divide-y divide-border rounded-md border border-border">
              {groups.pending.map((participant) => (
                <ParticipantRow key={participant.id} participant={participant}>
                  {!readOnly && (
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        disabled={model.isActing}
                        onClick={() => model.act('approve', participant.id)}
                      >
                        {t('cohortParticipants.approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={model.isActing}
                        onClick={() => model.act('refuse', participant.id)}
                      >
                        {t('cohortParticipants.refuse')}
                      </Button>
                    </div>
                  )}
                </ParticipantRow>
              ))}
            </ul>
          </section>
        )}
        {groups.waitlist.length > 0 && (
          <section aria-labelledby="participants-waitlist" className="space-y-2">
            <h3 id="participants-waitlist" className="font-semibold">
              {t('cohortParticipants.waitlistTitle')} ({groups.waitlist.length})
            </h3>
            <ol className="divide-y divide-border rounded-md border border-border">
              {groups.waitlist.map((participant) => (
                <ParticipantRow key={participant.id} participant={participant}>
                  <span className="text-sm text-muted-foreground">
                    {t('cohortParticipants.position', { n: String(participant.waitlist_position ?? '') })}
                  </span>
                </ParticipantRow>
              ))}
            </ol>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

function Seats({ list }: { list: TParticipantList }) {
  const { seats } = list;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">
        {seats.max === null
          ? t('cohortParticipants.seatsUnlimited', { taken: String(seats.taken) })
          : t('cohortParticipants.seats', { taken: String(seats.taken), max: String(seats.max) })}
      </p>
      {list.minimum_shortfall !== null && (
        <Alert variant="warning">
          <AlertDescription>
            {t('cohortParticipants.minimumWarning', { n: String(list.minimum_shortfall) })}
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function Chooser({ model }: { model: ParticipantsCardModel }) {
  const { chooser } = model;
  const tabs: { value: ChooserTab; label: string }[] = [
    { value: 'all', label: t('cohortParticipants.tabAll') },
    { value: 'selected', label: t('cohortParticipants.tabSelected', { n: String(chooser.selected.size) }) },
  ];
  return (
    <section className="space-y-3">
      {model.studentsError && (
        <Alert variant="destructive">
          <AlertDescription>{model.studentsError}</AlertDescription>
        </Alert>
      )}
      <div role="tablist" className="flex gap-1 rounded-md bg-muted p-1">
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={chooser.tab === tab.value}
            data-tab={tab.value}
            onClick={() => chooser.setTab(tab.value)}
            className={cn(
              'min-h-11 flex-1 rounded px-3 text-sm font-medium',
              chooser.tab === tab.value ? 'bg-surface shadow-sm' : 'text-muted-foreground',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <input
        type="search"
        value={chooser.search}
        onChange={(event) => chooser.setSearch(event.target.value)}
        placeholder={t('cohortParticipants.search')}
        aria-label={t('cohortParticipants.search')}
        className="min-h-11 w-full rounded-md border border-input bg-surface px-3 text-base"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={chooser.selectAll}
          disabled={chooser.visible.length === 0}
        >
          {t('cohortParticipants.selectAll')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={chooser.deselectAll}
          disabled={chooser.selected.size === 0}
        >
          {t('cohortParticipants.deselectAll')}
        </Button>
      </div>
      <div className={SCROLL_AREA} data-testid="student-chooser">
        {chooser.visible.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">
            {chooser.tab === 'selected'
              ? t('cohortParticipants.noneSelected')
              : t('cohortParticipants.noStudents')}
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {chooser.visible.map((student) => (
              <li key={student.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={chooser.selected.has(student.id)}
                    onChange={() => chooser.toggle(student.id)}
                  />
                  <Avatar src={student.avatar} name={student.name} size={32} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{student.name}</span>
                    <span className="block truncate text-sm text-muted-foreground">{student.email}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {chooser.selectionError && (
        <p role="alert" className="text-sm text-destructive">
          {chooser.selectionError}
        </p>
      )}
      <Button
        onClick={model.invite}
        isLoading={model.isActing}
        className="h-auto min-h-11 w-full whitespace-normal py-2 sm:w-auto"
      >
        {t('cohortParticipants.invite')}
      </Button>
    </section>
  );
}

function statusLabel(status: string): string {
  const label = participantStatusLabel(status);
  return label === 'Actif'
    ? t('cohortParticipants.active')
    : label === 'Invité'
      ? t('cohortParticipants.invited')
      : t('cohortParticipants.inactive');
}

function ParticipantRow({
  participant,
  children,
}: {
  participant: TParticipant;
  children?: React.ReactNode;
}) {
  const name = participantName(participant);
  const paid = paymentStatusLabel(participant.payment_status);
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2">
      <Avatar src={participant.avatar} name={name} size={32} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate font-medium">{name}</p>
        <p className="truncate text-sm text-muted-foreground">{participant.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span
          className={cn(
            'rounded-full px-2 py-0.5 font-medium',
            participant.status === 'active'
              ? 'bg-success-soft text-success'
              : 'bg-muted text-muted-foreground',
          )}
        >
          {statusLabel(participant.status)}
        </span>
        {paid && (
          <span className="rounded-full bg-primary-soft px-2 py-0.5 font-medium text-primary-strong">
            {paid}
          </span>
        )}
        {participant.status === 'active' && (
          <span className="text-muted-foreground">
            {t('cohortParticipants.completion', { n: String(participant.completion_rate) })}
          </span>
        )}
      </div>
      {children}
    </li>
  );
}
