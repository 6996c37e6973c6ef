import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ParticipantAction } from '#shared/cohorts/enrolment.ts';
import { t } from '#shared/messages/fr-cohorts-participants.ts';
import { errorMessage } from '#web/lib/api.ts';
import { notify } from '#web/ui/toast.ts';
import {
  actOnParticipants,
  fetchParticipants,
  fetchStudents,
  participantsKey,
  studentsKey,
} from './participants-api.ts';
import {
  type AccessType,
  type ChooserTab,
  chooserStudents,
  deselectAll,
  groupParticipants,
  selectAll,
  startingTab,
  toggle,
  toStudentOption,
  visibleStudents,
} from './participants-view.ts';

/** The participants card's queries, chooser state and actions, as one view model. */
export function useCohortParticipants(cohortId: string, accessType: AccessType) {
  const queryClient = useQueryClient();
  const participants = useQuery({
    queryKey: participantsKey(cohortId),
    queryFn: ({ signal }) => fetchParticipants(cohortId, signal),
  });
  const students = useQuery({
    queryKey: studentsKey,
    queryFn: async ({ signal }) => {
      const answer = await fetchStudents(signal);
      return (Array.isArray(answer) ? answer : answer.students).map(toStudentOption);
    },
  });
  const [tab, setTab] = useState<ChooserTab>(() => startingTab(accessType));
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [search, setSearch] = useState('');
  const [selectionError, setSelectionError] = useState<string | null>(null);

  const rows = participants.data?.participants ?? [];
  const offered = useMemo(
    () => chooserStudents(students.data ?? [], rows, search),
    [students.data, rows, search],
  );
  const visible = visibleStudents(offered, selected, tab);

  const act = useMutation({
    mutationFn: (input: { action: ParticipantAction; ids: string[] }) =>
      actOnParticipants(cohortId, { action: input.action, participantIds: input.ids }),
    onSuccess: (_answer, input) => {
      if (input.action === 'invite') {
        notify.success(t('cohortParticipants.added'));
        setSelected(new Set());
      } else {
        notify.success(t('cohortParticipants.actionDone'));
      }
      void queryClient.invalidateQueries({ queryKey: participantsKey(cohortId) });
    },
    onError: (error, input) => {
      const title =
        input.action === 'invite' ? t('cohortParticipants.addFailed') : t('cohortParticipants.actionFailed');
      notify.error(title, errorMessage(error));
    },
  });

  return {
    isLoading: participants.isPending,
    loadError: participants.isError ? errorMessage(participants.error) : null,
    studentsError: students.isError ? t('cohortParticipants.studentsFailed') : null,
    list: participants.data ?? null,
    groups: groupParticipants(rows),
    chooser: {
      tab,
      setTab,
      search,
      setSearch,
      visible,
      selected,
      hasStudents: offered.length > 0 || search !== '',
      toggle: (id: string) => {
        setSelectionError(null);
        setSelected((current) => toggle(current, id));
      },
      selectAll: () => setSelected((current) => selectAll(current, visible)),
      deselectAll: () => setSelected((current) => deselectAll(current, visible)),
      selectionError,
    },
    isActing: act.isPending,
    invite: () => {
      if (selected.size === 0) {
        setSelectionError(t('cohortParticipants.selectAtLeastOne'));
        return;
      }
      act.mutate({ action: 'invite', ids: [...selected] });
    },
    act: (action: Exclude<ParticipantAction, 'invite'>, id: string) => act.mutate({ action, ids: [id] }),
  };
}

export type CohortParticipantsModel = ReturnType<typeof useCohortParticipants>;
