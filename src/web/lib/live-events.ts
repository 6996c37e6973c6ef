import { RECONNECT_EVENT } from '#shared/live-events.ts';

// A page's connection to a live stream of the server (decisions 176, 212): the course editor's, the
// cohort space's. An EventSource cannot send the bearer header, so each connection first fetches a
// two-minute token with it. The browser reconnects by itself after a network cut; when it gives up
// (the server refused, e.g. an expired token) a new token is fetched after a growing pause (1 s, 2 s,
// 4 s… at most 30 s). A `reconnect` event (the server ends long streams) reconnects at once. Pages
// work without it: what they show is refreshed by their own requests.

/** The part of EventSource used here (a fake in tests). */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
};

export type LiveEventsDeps = {
  /** A token for the stream; rejects with `status` 401/403/404 when refused. */
  fetchToken: () => Promise<string>;
  openEventSource: (url: string) => EventSourceLike;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
};

export type LiveStreamOptions = {
  /** The stream's address with this token. */
  streamUrl: (token: string) => string;
  /** The stream's events this page listens to, each with what it does with the event's data. */
  handlers: Record<string, (data: unknown) => void>;
  /** Told whenever the stream opens (an event arrived) or is cut (the browser or the server lost it). */
  onConnectionChange?: (isConnected: boolean) => void;
};

const OPEN = 1;
const CLOSED = 2;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Whether a failed token request means the caller may not follow this stream (no point retrying). */
const isRefusal = (error: unknown) => [401, 403, 404].includes((error as { status?: number })?.status ?? 0);

/** Follows the stream until the returned function is called. */
export function connectLiveEvents(options: LiveStreamOptions, deps: LiveEventsDeps): () => void {
  let isStopped = false;
  let source: EventSourceLike | null = null;
  let retryTimer: unknown = null;
  let failures = 0;
  const connection = (isConnected: boolean) => {
    if (!isStopped) options.onConnectionChange?.(isConnected);
  };

  const retryLater = () => {
    if (isStopped) return;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    retryTimer = deps.setTimeout(() => {
      retryTimer = null;
      void open();
    }, delay);
  };

  const closeSource = () => {
    source?.close();
    source = null;
  };

  async function open() {
    if (isStopped) return;
    let token: string;
    try {
      token = await deps.fetchToken();
    } catch (error) {
      connection(false);
      if (!isRefusal(error)) retryLater();
      return;
    }
    if (isStopped) return;
    const opened = deps.openEventSource(options.streamUrl(token));
    source = opened;
    for (const [name, handle] of Object.entries(options.handlers)) {
      opened.addEventListener(name, (event) => {
        if (source !== opened || isStopped) return;
        failures = 0;
        connection(true);
        handle(event.data);
      });
    }
    opened.addEventListener('open', () => {
      if (source === opened) connection(true);
    });
    opened.addEventListener(RECONNECT_EVENT, () => {
      if (source !== opened) return;
      closeSource();
      void open();
    });
    opened.addEventListener('error', () => {
      if (source !== opened || opened.readyState === OPEN) return;
      connection(false);
      // CONNECTING: the browser retries by itself. CLOSED: it gave up; start again with a new token.
      if (opened.readyState !== CLOSED) return;
      closeSource();
      retryLater();
    });
  }

  void open();
  return () => {
    isStopped = true;
    if (retryTimer !== null) deps.clearTimeout(retryTimer);
    closeSource();
  };
}
