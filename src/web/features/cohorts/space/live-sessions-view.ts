import { canJoin, isPastSession, joinOpensAt } from '#shared/cohorts/cohort-session-times.ts';
import type { TStudentCohortSession } from '#shared/cohorts/cohort-sessions.ts';

// What the 'Sessions live' tab shows at a given moment (pure): the next session apart, the other
// upcoming ones, the past ones; and for each upcoming one, where 'Rejoindre' stands.

export type JoinState =
  | { kind: 'open'; url: string }
  /** Opens 15 minutes before the start: at HH:MM (Dakar) today, or another day. */
  | { kind: 'later'; opensAt: string; isToday: boolean }
  /** Within the window, but the staff gave no meeting link. */
  | { kind: 'no-link' }
  | { kind: 'over' };

export function joinStateOf(session: TStudentCohortSession, now: Date): JoinState {
  if (isPastSession(session, now)) return { kind: 'over' };
  if (!canJoin(session, now)) {
    const opensAt = joinOpensAt(session).toISOString();
    const isToday = opensAt.slice(0, 10) === now.toISOString().slice(0, 10);
    return { kind: 'later', opensAt: opensAt.slice(11, 16), isToday };
  }
  const url = session.live_links[0]?.meeting_url;
  return url ? { kind: 'open', url } : { kind: 'no-link' };
}

export type LiveSessionsView = {
  next: TStudentCohortSession | null;
  upcoming: TStudentCohortSession[];
  past: TStudentCohortSession[];
};

/** Sorted again here: a session may have ended since the list was read. */
export function liveSessionsView(sessions: readonly TStudentCohortSession[], now: Date): LiveSessionsView {
  const byStart = [...sessions].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const upcoming = byStart.filter((session) => !isPastSession(session, now));
  const past = byStart.filter((session) => isPastSession(session, now)).reverse();
  const [next = null, ...rest] = upcoming;
  return { next, upcoming: rest, past };
}

/** Whether the session is under way (started, not ended). */
export const isInProgress = (session: TStudentCohortSession, now: Date) =>
  Date.parse(session.starts_at) <= now.getTime() && !isPastSession(session, now);
