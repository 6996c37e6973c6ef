import { z } from 'zod';
import { normaliseTime } from '#shared/cohorts/cohort-session-times.ts';
import {
  type TCohortSession,
  type TCohortSessionInput,
  ZCohortSessionInput,
} from '#shared/cohorts/cohort-sessions.ts';

// The session dialog's values (spec/cohorts.md §5): plain strings for the inputs, turned into the
// shared contract's body on submit — times normalised to HH:MM:SS (parts out of range reset to 00),
// link rows left empty dropped, the recording's address kept only for a recorded session.

export type SessionLinkRow = { meeting_url: string; description: string };

export type SessionFormValues = {
  title: string;
  description: string;
  session_date: string;
  start_time: string;
  end_time: string;
  is_recorded: boolean;
  recording_url: string;
  live_links: SessionLinkRow[];
};

export const emptyLinkRow = (): SessionLinkRow => ({ meeting_url: '', description: '' });

export const emptySessionForm = (): SessionFormValues => ({
  title: '',
  description: '',
  session_date: '',
  start_time: '',
  end_time: '',
  is_recorded: false,
  recording_url: '',
  live_links: [emptyLinkRow()],
});

/** The dialog filled from a saved session (times HH:MM, as a time input shows them). */
export function formFromSession(session: TCohortSession): SessionFormValues {
  return {
    title: session.title,
    description: session.description ?? '',
    session_date: session.session_date,
    start_time: session.start_time.slice(0, 5),
    end_time: session.end_time.slice(0, 5),
    is_recorded: session.is_recorded,
    recording_url: session.recording_url ?? '',
    live_links:
      session.live_links.length > 0
        ? session.live_links.map((link) => ({
            meeting_url: link.meeting_url,
            description: link.description ?? '',
          }))
        : [emptyLinkRow()],
  };
}

/** Title, date, start and end are required (spec §5): the toast names them all at once. */
export const isMissingRequired = (values: SessionFormValues) =>
  [values.title, values.session_date, values.start_time, values.end_time].some(
    (value) => value.trim() === '',
  );

/** The body the routes take, from what the dialog holds. */
export function toSessionInput(values: SessionFormValues): TCohortSessionInput {
  const description = values.description.trim();
  return {
    title: values.title,
    description: description === '' ? null : description,
    session_date: values.session_date,
    start_time: normaliseTime(values.start_time),
    end_time: normaliseTime(values.end_time),
    is_recorded: values.is_recorded,
    recording_url:
      values.is_recorded && values.recording_url.trim() !== '' ? values.recording_url.trim() : null,
    live_links: values.live_links
      .filter((link) => link.meeting_url.trim() !== '')
      .map((link) => {
        const text = link.description.trim();
        return text
          ? { meeting_url: link.meeting_url.trim(), description: text }
          : { meeting_url: link.meeting_url.trim() };
      }),
  };
}

const ZLinkRow = z.object({ meeting_url: z.string(), description: z.string() });

/** The dialog's schema: its strings, made into the body, checked by the server's own contract. */
export const ZSessionForm = z
  .object({
    title: z.string(),
    description: z.string(),
    session_date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    is_recorded: z.boolean(),
    recording_url: z.string(),
    live_links: z.array(ZLinkRow),
  })
  .transform(toSessionInput)
  .pipe(ZCohortSessionInput);
