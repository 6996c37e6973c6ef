import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectLiveEvents, type EventSourceLike } from './live-events.ts';

// The shared live connection's own piece (the course editor's tests cover tokens and retries): it says
// whether the stream is connected, so a page can tell its user the live updates are cut.

class FakeSource implements EventSourceLike {
  readyState = 0;
  readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  close() {
    this.readyState = 2;
  }
}

afterEach(() => vi.useRealTimers());

describe('connectLiveEvents', () => {
  it('tells when the stream is cut and when it is back, and hands over the events it listens to', async () => {
    vi.useFakeTimers();
    const sources: FakeSource[] = [];
    const states: boolean[] = [];
    const received: unknown[] = [];
    const stop = connectLiveEvents(
      {
        streamUrl: (token) => `/flux?token=${token}`,
        handlers: { message: (data) => received.push(data) },
        onConnectionChange: (isConnected) => states.push(isConnected),
      },
      {
        fetchToken: async () => 'jeton',
        openEventSource: () => {
          const source = new FakeSource();
          sources.push(source);
          return source;
        },
        setTimeout: (run, ms) => setTimeout(run, ms),
        clearTimeout: (timer) => clearTimeout(timer as number),
      },
    );
    await vi.runAllTimersAsync();
    sources[0]!.emit('message', '{"id":1}');
    sources[0]!.readyState = 0;
    sources[0]!.emit('error');
    sources[0]!.readyState = 1;
    sources[0]!.emit('open');
    sources[0]!.readyState = 2;
    sources[0]!.emit('error');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(2);
    sources[1]!.emit('message', '{"id":2}');
    expect(received).toEqual(['{"id":1}', '{"id":2}']);
    expect(states).toEqual([true, false, true, false, true]);
    stop();
    sources[1]!.emit('message', '{"id":3}');
    expect(received).toHaveLength(2);
  });
});
