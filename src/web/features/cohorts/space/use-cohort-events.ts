import { useEffect, useRef, useState } from 'react';
import type { TDiscussionMessage } from '#shared/cohorts/cohort-discussion.ts';
import {
  COHORT_ANNOUNCEMENT_EVENT,
  COHORT_MESSAGE_DELETED_EVENT,
  COHORT_MESSAGE_EVENT,
  COHORT_READY_EVENT,
  cohortEventsPath,
  readEventData,
} from '#shared/cohorts/cohort-events.ts';
import { connectLiveEvents, type LiveEventsDeps } from '#web/lib/live-events.ts';
import { getCohortEventsToken } from './discussion-api.ts';

// The cohort space's live stream (decision 212) for the tab that shows it: new messages, deletions,
// announcement changes, and each (re)opening of the stream (`ready`: catch up on what was missed).
// Returns whether the stream is connected, for the page to say when it is not; the page works
// without it.

export type CohortEventHandlers = {
  onReady?: () => void;
  onMessage?: (message: TDiscussionMessage) => void;
  onMessageDeleted?: (messageId: string) => void;
  onAnnouncement?: () => void;
};

/** Whether a live event's data is a message of the discussion (enough of one to draw). */
function readMessage(data: unknown): TDiscussionMessage | null {
  const value = readEventData(data);
  if (!value || typeof value.id !== 'string' || typeof value.message !== 'string') return null;
  if (typeof value.createdAt !== 'string' || !value.author || typeof value.author !== 'object') return null;
  return value as unknown as TDiscussionMessage;
}

/** The handlers of the cohort's stream events, reading each event's data (pure; tested). */
export function cohortEventHandlers(handlers: CohortEventHandlers): Record<string, (data: unknown) => void> {
  return {
    [COHORT_READY_EVENT]: () => handlers.onReady?.(),
    [COHORT_MESSAGE_EVENT]: (data) => {
      const message = readMessage(data);
      if (message) handlers.onMessage?.(message);
    },
    [COHORT_MESSAGE_DELETED_EVENT]: (data) => {
      const messageId = readEventData(data)?.messageId;
      if (typeof messageId === 'string') handlers.onMessageDeleted?.(messageId);
    },
    [COHORT_ANNOUNCEMENT_EVENT]: () => handlers.onAnnouncement?.(),
  };
}

const browserDeps = (cohortId: string): LiveEventsDeps => ({
  fetchToken: () => getCohortEventsToken(cohortId),
  openEventSource: (url) => new EventSource(url),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (timer) => window.clearTimeout(timer as number),
});

/** Follows the cohort's stream while mounted; true while it is connected. */
export function useCohortEvents(cohortId: string, handlers: CohortEventHandlers): boolean {
  // The latest handlers, so new functions each render do not reopen the stream.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [isConnected, setIsConnected] = useState(true);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const forward: CohortEventHandlers = {
      onReady: () => latest.current.onReady?.(),
      onMessage: (message) => latest.current.onMessage?.(message),
      onMessageDeleted: (id) => latest.current.onMessageDeleted?.(id),
      onAnnouncement: () => latest.current.onAnnouncement?.(),
    };
    return connectLiveEvents(
      {
        streamUrl: (token) => cohortEventsPath(cohortId, token),
        handlers: cohortEventHandlers(forward),
        onConnectionChange: setIsConnected,
      },
      browserDeps(cohortId),
    );
  }, [cohortId]);
  return isConnected;
}
