import type { TParticipant } from '#shared/cohorts/enrolment.ts';
import { participantStatusLabel, paymentStatusLabel } from '#shared/cohorts/enrolment-rules.ts';

// The participants card's pure decisions (spec/cohorts.md §4 "Participant display", §5 Participants).

export type AccessType = 'free' | 'invitation' | 'paid';
export type ChooserTab = 'all' | 'selected';

/** An invitation course starts on 'all' (someone must be chosen), any other on 'selected'. */
export const startingTab = (accessType: AccessType): ChooserTab =>
  accessType === 'invitation' ? 'all' : 'selected';

export type StudentOption = { id: string; name: string; email: string; avatar: string | null };

/** GET /api/admin/students rows, whichever spelling of the names they carry. */
export function toStudentOption(row: Record<string, unknown>): StudentOption {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const first = text(row.first_name ?? row.firstName);
  const last = text(row.last_name ?? row.lastName);
  const name = `${first} ${last}`.trim() || text(row.name) || text(row.email);
  const avatar = text(row.avatar ?? row.image) || null;
  return { id: text(row.id), name, email: text(row.email), avatar };
}

/** Students the chooser offers: those not already in the cohort, matching the search. */
export function chooserStudents(
  students: readonly StudentOption[],
  participants: readonly Pick<TParticipant, 'id'>[],
  search: string,
): StudentOption[] {
  const inCohort = new Set(participants.map((participant) => participant.id));
  const needle = search.trim().toLocaleLowerCase('fr');
  return students.filter(
    (student) =>
      !inCohort.has(student.id) &&
      (needle === '' || `${student.name} ${student.email}`.toLocaleLowerCase('fr').includes(needle)),
  );
}

/** The tab's rows: every offered student, or only the selected ones. */
export function visibleStudents(
  offered: readonly StudentOption[],
  selected: ReadonlySet<string>,
  tab: ChooserTab,
) {
  return tab === 'all' ? [...offered] : offered.filter((student) => selected.has(student.id));
}

export function toggle(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export const selectAll = (selected: ReadonlySet<string>, rows: readonly StudentOption[]) =>
  new Set([...selected, ...rows.map((row) => row.id)]);

export const deselectAll = (selected: ReadonlySet<string>, rows: readonly StudentOption[]) => {
  const next = new Set(selected);
  for (const row of rows) next.delete(row.id);
  return next;
};

export type ParticipantGroups = {
  enrolled: TParticipant[];
  pending: TParticipant[];
  waitlist: TParticipant[];
};

/** Enrolled (active, invited, completed), pending approvals, and the waitlist in its order. */
export function groupParticipants(participants: readonly TParticipant[]): ParticipantGroups {
  return {
    enrolled: participants.filter(
      (p) => p.status === 'active' || p.status === 'invited' || p.status === 'completed',
    ),
    pending: participants.filter((p) => p.status === 'pending'),
    waitlist: participants
      .filter((p) => p.status === 'waitlisted')
      .sort((a, b) => (a.waitlist_position ?? 0) - (b.waitlist_position ?? 0)),
  };
}

export const participantName = (participant: Pick<TParticipant, 'first_name' | 'last_name' | 'email'>) =>
  `${participant.first_name} ${participant.last_name}`.trim() || participant.email;

export { participantStatusLabel, paymentStatusLabel };
