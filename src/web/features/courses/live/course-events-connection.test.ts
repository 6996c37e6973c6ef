import { describe, expect, it, vi } from 'vitest';
import type { CourseChange } from '#shared/courses/course-events.ts';
import {
  type CourseEventsDeps,
  connectCourseEvents,
  type EventSourceLike,
} from './course-events-connection.ts';

// The editor's live connection against a fake EventSource and fake timers: token in the URL, events
// read and checked, the browser's own reconnection left alone, a new token after it gives up, a
// `reconnect` from the server, a refusal that stops, and nothing left open once stopped.

const COURSE = '6c1f7c2e-0b7a-4f8e-9a51-3d2b1c0e9f11';

class FakeSource implements EventSourceLike {
  readyState = 0;
  isClosed = false;
  readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.emit('error');
  }
  close() {
    this.isClosed = true;
    this.readyState = 2;
  }
}

function setUp(fetchToken: CourseEventsDeps['fetchToken'] = async () => `jeton-${Math.random()}`) {
  vi.useFakeTimers();
  const sources: FakeSource[] = [];
  const received: CourseChange[] = [];
  const deps: CourseEventsDeps = {
    fetchToken: vi.fn(fetchToken),
    openEventSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (timer) => clearTimeout(timer as number),
  };
  const stop = connectCourseEvents(COURSE, (change) => received.push(change), deps);
  return { sources, received, deps, stop };
}

const change = (version: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ courseId: COURSE, version, format: 'session', status: 'draft', ...extra });

describe('connectCourseEvents', () => {
  it('opens the stream with a token and hands over well-formed changes of this course only', async () => {
    const { sources, received, stop } = setUp(async () => 'abc.def');
    await vi.runAllTimersAsync();
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe(`/api/courses/${COURSE}/events?token=abc.def`);
    sources[0]!.emit('course', change(3));
    sources[0]!.emit('course', 'pas du json');
    sources[0]!.emit('course', change(4, { format: 'webinaire' }));
    sources[0]!.emit('course', change(5, { courseId: 'autre' }));
    expect(received).toEqual([{ courseId: COURSE, version: 3, format: 'session', status: 'draft' }]);
    stop();
    expect(sources[0]!.isClosed).toBe(true);
    vi.useRealTimers();
  });

  it('leaves a reconnecting browser alone; when it gives up, a new token after a growing pause', async () => {
    const { sources, deps, stop } = setUp();
    await vi.runAllTimersAsync();
    sources[0]!.fail(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
    sources[0]!.fail(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(2);
    expect(deps.fetchToken).toHaveBeenCalledTimes(2);
    sources[1]!.fail(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
    stop();
    vi.useRealTimers();
  });

  it('a reconnect event opens a new stream at once, with a new token', async () => {
    const { sources, deps, stop } = setUp();
    await vi.runAllTimersAsync();
    sources[0]!.emit('reconnect', '{}');
    await vi.runAllTimersAsync();
    expect(sources[0]!.isClosed).toBe(true);
    expect(sources).toHaveLength(2);
    expect(sources[1]!.url).not.toBe(sources[0]!.url);
    expect(deps.fetchToken).toHaveBeenCalledTimes(2);
    stop();
    vi.useRealTimers();
  });

  it('a token refused (403/404) stops; a token request that failed otherwise is tried again', async () => {
    const refused = setUp(async () => {
      throw Object.assign(new Error('refusé'), { status: 403 });
    });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refused.deps.fetchToken).toHaveBeenCalledTimes(1);
    refused.stop();

    let calls = 0;
    const offline = setUp(async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('hors ligne'), { status: 0 });
      return 'ok';
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(offline.sources).toHaveLength(1);
    offline.stop();
    vi.useRealTimers();
  });

  it('stopped while the token is on its way: no stream is opened', async () => {
    let release: (token: string) => void = () => {};
    const { sources, stop } = setUp(() => new Promise((resolve) => (release = resolve)));
    stop();
    release('tard');
    await vi.runAllTimersAsync();
    expect(sources).toHaveLength(0);
    vi.useRealTimers();
  });
});
