import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAVE_DEBOUNCE_MS } from '#shared/learning/progress.ts';
import { createApiClient } from '#web/lib/api.ts';
import { createBeaconTokens } from './beacon-tokens.ts';
import { BACKOFF_MAX_MS, type ProgressUpdate } from './progress-queue.ts';
import { openProgressStore } from './progress-store.ts';
import { createProgressSync, type PlaybackState } from './progress-sync.ts';

// The sync engine against a fake server that keeps progress as the real one does (maximum,
// completion sticky) and a clock driven by the test. IndexedDB is fake-indexeddb, so the outbox
// really goes through the `idb` code, transactions included.

type Saved = { percentage: number; watchedDuration: number; isCompleted: boolean };

function fakeServer() {
  const saves: Array<ProgressUpdate & { beaconToken?: string; via: 'fetch' | 'beacon' }> = [];
  const progress = new Map<string, Saved>();
  let tokenCalls = 0;
  /** Status for the next saves (default 200). */
  const statuses: number[] = [];
  const apply = (body: ProgressUpdate) => {
    const stored = progress.get(body.lessonId);
    progress.set(body.lessonId, {
      percentage: Math.max(stored?.percentage ?? 0, body.percentage),
      watchedDuration: Math.max(stored?.watchedDuration ?? 0, body.watchedDuration),
      isCompleted: (stored?.isCompleted ?? false) || body.isCompleted,
    });
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/progress/beacon-token')) {
      tokenCalls += 1;
      const expiresAt = new Date(Date.UTC(2030, 0, 1)).toISOString();
      return Response.json({ data: { token: `token-${tokenCalls}`, expiresAt } });
    }
    if (url !== '/api/progress/save') throw new Error(`unexpected ${url}`);
    const body = JSON.parse(String(init?.body)) as ProgressUpdate;
    const status = statuses.shift() ?? 200;
    saves.push({ ...body, via: 'fetch' });
    if (status !== 200) return Response.json({ error: 'non', code: 'X' }, { status });
    apply(body);
    return Response.json({ data: { lessonId: body.lessonId } });
  }) as typeof globalThis.fetch;
  return {
    fetch,
    saves,
    progress,
    statuses,
    tokenCalls: () => tokenCalls,
    /** What navigator.sendBeacon would deliver. */
    beacon(_url: string, blob: Blob) {
      void blob.text().then((text) => {
        const body = JSON.parse(text) as ProgressUpdate & { beaconToken: string };
        saves.push({ ...body, via: 'beacon' });
        apply(body);
      });
      return true;
    },
  };
}

function manualClock(start = 1_000_000) {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    setTimer: (run: () => void, ms: number) => {
      nextId += 1;
      timers.set(nextId, { at: now + ms, run });
      return nextId;
    },
    clearTimer: (id: unknown) => void timers.delete(id as number),
    /** Moves time forward, firing due timers in order and letting each one's work settle. */
    async advance(ms: number, settle: () => Promise<void>) {
      const target = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at);
        if (due.length === 0) break;
        const [id, timer] = due[0]!;
        timers.delete(id);
        now = timer.at;
        timer.run();
        await settle();
      }
      now = target;
    },
  };
}

let databases = 0;

function setup(options: { dbName?: string; online?: boolean; server?: ReturnType<typeof fakeServer> } = {}) {
  const dbName = options.dbName ?? `progress-sync-test-${++databases}`;
  const server = options.server ?? fakeServer();
  const clock = manualClock();
  const network = { online: options.online ?? true };
  const isOnline = () => network.online;
  const api = createApiClient({
    fetch: server.fetch,
    isOnline,
    isDemoMode: () => false,
    getToken: () => ({ value: 'bearer', expiresAt: Number.MAX_SAFE_INTEGER }),
    setToken: () => {},
  });
  const logs: string[] = [];
  const log = (message: string) => void logs.push(message);
  let ids = 0;
  const sync = createProgressSync({
    openStore: () => openProgressStore(dbName),
    request: api.request,
    beaconTokens: createBeaconTokens({ request: api.request, now: clock.now, isOnline, log }),
    isOnline,
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    random: () => 1,
    newId: () => `${dbName}-id-${++ids}`,
    deviceId: () => 'device-1',
    sendBeacon: server.beacon,
    log,
  });
  const settle = () => sync.idle();
  return {
    sync,
    server,
    clock,
    network,
    logs,
    dbName,
    settle,
    advance: (ms: number) => clock.advance(ms, settle),
    goOnline: async () => {
      network.online = true;
      sync.onOnline();
      await settle();
    },
  };
}

const state = (percentage: number, overrides: Partial<PlaybackState> = {}): PlaybackState => ({
  currentTime: percentage * 6,
  duration: 600,
  watchedDuration: percentage * 6,
  percentage,
  isCompleted: false,
  ...overrides,
});

describe('progress sync', () => {
  it('waits for the 2 s debounce, and sends only the latest state once', async () => {
    const { sync, server, advance, settle } = setup();
    sync.setUser('ana');
    await settle();
    sync.report('course-1', 'lesson-a', state(10));
    sync.report('course-1', 'lesson-a', state(11));
    await settle();
    await advance(SAVE_DEBOUNCE_MS - 1);
    expect(server.saves).toHaveLength(0);
    await advance(1);
    expect(server.saves.map((s) => s.percentage)).toEqual([11]);
    await advance(60_000);
    expect(server.saves).toHaveLength(1);
  });

  it('sends urgent reports at once, with updateId, sessionId and deviceId', async () => {
    const { sync, server, settle } = setup();
    sync.setUser('ana');
    sync.report('course-1', 'lesson-a', state(40), { urgent: true });
    await settle();
    expect(server.saves).toHaveLength(1);
    expect(server.saves[0]).toMatchObject({ percentage: 40, deviceId: 'device-1' });
    expect(server.saves[0]!.updateId).toBeTruthy();
    expect(server.saves[0]!.sessionId).toBeTruthy();
  });

  it('autosaves every 30 s while playing even though reports keep re-arming the debounce', async () => {
    const { sync, server, advance, settle } = setup();
    sync.setUser('ana');
    for (let second = 1; second <= 65; second++) {
      sync.report('course-1', 'lesson-a', state(second / 6), { playing: true });
      await settle();
      await advance(1000);
    }
    await settle();
    // Saves 30 s and 60 s after playback began (the first report), never once a second.
    expect(server.saves.map((s) => s.currentTime)).toEqual([31, 61]);
    expect(server.saves[1]!.currentTime).toBeGreaterThan(server.saves[0]!.currentTime);
  });

  it('offline: keeps everything, sends nothing, then delivers the latest state per lesson in order', async () => {
    const { sync, server, advance, goOnline, network } = setup({ online: false });
    sync.setUser('ana');
    sync.report('course-1', 'lesson-a', state(97, { isCompleted: true }), { urgent: true });
    sync.report('course-1', 'lesson-b', state(20), { urgent: true });
    // The learner goes back to the start of lesson a: completion must not be lost.
    sync.report('course-1', 'lesson-a', state(3), { urgent: true });
    sync.report('course-1', 'lesson-b', state(35), { playing: true });
    await advance(10 * 60_000);
    expect(server.saves).toHaveLength(0);

    await goOnline();
    expect(network.online).toBe(true);
    expect(server.saves.map((s) => [s.lessonId, s.percentage, s.isCompleted])).toEqual([
      ['lesson-a', 97, true],
      ['lesson-b', 35, false],
    ]);
    expect(server.progress.get('lesson-a')).toEqual({
      percentage: 97,
      watchedDuration: 582,
      isCompleted: true,
    });
  });

  it('retries 5xx and timeouts with backoff, without sending a newer update before an older one', async () => {
    const { sync, server, advance, settle } = setup();
    sync.setUser('ana');
    server.statuses.push(503, 502);
    sync.report('course-1', 'lesson-a', state(10), { urgent: true });
    await settle();
    sync.report('course-1', 'lesson-b', state(50), { urgent: true });
    await settle();
    // Only the first entry was tried: the queue keeps its order while the server fails.
    expect(server.saves.map((s) => s.lessonId)).toEqual(['lesson-a']);
    await advance(1999);
    expect(server.saves).toHaveLength(1);
    await advance(1);
    expect(server.saves).toHaveLength(2);
    await advance(4000);
    expect(server.saves.map((s) => s.lessonId)).toEqual(['lesson-a', 'lesson-a', 'lesson-a', 'lesson-b']);
    expect(server.progress.get('lesson-a')?.percentage).toBe(10);
    expect(server.progress.get('lesson-b')?.percentage).toBe(50);
    await advance(BACKOFF_MAX_MS);
    expect(server.saves).toHaveLength(4);
  });

  it('drops what the server refuses (400, 403, 404), logs it, and goes on with the rest', async () => {
    const { sync, server, logs, goOnline } = setup({ online: false });
    sync.setUser('ana');
    server.statuses.push(403, 404, 400);
    for (const lesson of ['x', 'y', 'z', 'ok']) sync.report('course-1', lesson, state(10), { urgent: true });
    await goOnline();
    expect(server.saves.map((s) => s.lessonId)).toEqual(['x', 'y', 'z', 'ok']);
    expect(logs.filter((l) => l.includes('refused'))).toHaveLength(3);
    await goOnline();
    expect(server.saves).toHaveLength(4);
  });

  it('the next visit flushes what the previous one left, for the signed-in account only', async () => {
    const first = setup({ online: false });
    first.sync.setUser('ana');
    first.sync.report('course-1', 'lesson-a', state(60), { urgent: true });
    first.sync.setUser('binta');
    first.sync.report('course-1', 'lesson-a', state(5), { urgent: true });
    await first.settle();
    expect(first.server.saves).toHaveLength(0);

    // A reload: a new engine on the same database, online, Ana signed in, on another lesson.
    const next = setup({ dbName: first.dbName });
    next.sync.setUser('ana');
    await next.settle();
    expect(next.server.saves.map((s) => [s.lessonId, s.percentage])).toEqual([['lesson-a', 60]]);
    next.sync.report('course-1', 'lesson-z', state(1), { urgent: true });
    await next.settle();
    expect(next.server.saves).toHaveLength(2);
  });

  it('keeps reports made before the user is known', async () => {
    const { sync, server, settle } = setup();
    sync.report('course-1', 'lesson-a', state(30), { urgent: true });
    await settle();
    expect(server.saves).toHaveLength(0);
    sync.setUser('ana');
    await settle();
    expect(server.saves.map((s) => s.percentage)).toEqual([30]);
  });

  it('a report made just after sign-out stays with the account that played, never the next one', async () => {
    const first = setup();
    first.sync.setUser('ana');
    first.sync.setUser(null);
    // The lesson unmounts after the layout: its last report arrives with nobody signed in.
    first.sync.report('course-1', 'lesson-a', state(80), { urgent: true });
    first.sync.setUser('binta');
    await first.settle();
    expect(first.server.saves).toHaveLength(0);

    const next = setup({ dbName: first.dbName });
    next.sync.setUser('ana');
    await next.settle();
    expect(next.server.saves.map((s) => s.percentage)).toEqual([80]);
  });

  it('beacons what is pending with the token, and keeps it queued until a normal save confirms it', async () => {
    const { sync, server, settle, network, goOnline } = setup();
    sync.setUser('ana');
    await sync.prepareBeacon('course-1');
    sync.report('course-1', 'lesson-a', state(70), { playing: true });
    // The page is hidden before the debounce: the beacon goes at once, synchronously.
    sync.beacon();
    sync.beacon();
    await settle();
    expect(server.saves.map((s) => [s.via, s.percentage, s.beaconToken])).toEqual([
      ['beacon', 70, 'token-1'],
    ]);
    expect(server.tokenCalls()).toBe(1);
    // The page did not close after all; the outbox still sends it once, as a normal save.
    network.online = false;
    await goOnline();
    expect(server.saves.map((s) => s.via)).toEqual(['beacon', 'fetch']);
    expect(server.saves[1]!.beaconToken).toBeUndefined();
    sync.beacon();
    await settle();
    expect(server.saves).toHaveLength(2);
  });

  it('never beacons without a token or offline', async () => {
    const { sync, server, settle, network } = setup();
    sync.setUser('ana');
    sync.report('course-2', 'lesson-a', state(70), { playing: true });
    network.online = false;
    sync.beacon();
    await settle();
    expect(server.saves.filter((s) => s.via === 'beacon')).toHaveLength(0);
  });

  it('loses nothing, whatever the reports, failures and network cuts (property)', async () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('report' as const),
        lesson: fc.constantFrom('a', 'b', 'c'),
        percentage: fc.integer({ min: 0, max: 100 }),
        isCompleted: fc.boolean(),
        urgent: fc.boolean(),
        playing: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('fail' as const), status: fc.constantFrom(500, 503, 0) }),
      fc.record({ kind: fc.constant('offline' as const) }),
      fc.record({ kind: fc.constant('online' as const) }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 40_000 }) }),
      fc.record({ kind: fc.constant('reload' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const dbName = `progress-sync-property-${++databases}`;
        let run = setup({ dbName });
        run.sync.setUser('ana');
        const server = run.server;
        const expected = new Map<string, Saved>();
        for (const s of steps) {
          if (s.kind === 'report') {
            const report = state(s.percentage, { isCompleted: s.isCompleted });
            run.sync.report('course-1', s.lesson, report, { urgent: s.urgent, playing: s.playing });
            const before = expected.get(s.lesson);
            expected.set(s.lesson, {
              percentage: Math.max(before?.percentage ?? 0, report.percentage),
              watchedDuration: Math.max(before?.watchedDuration ?? 0, report.watchedDuration),
              isCompleted: (before?.isCompleted ?? false) || report.isCompleted,
            });
          } else if (s.kind === 'fail') server.statuses.push(s.status === 0 ? 504 : s.status);
          else if (s.kind === 'offline') run.network.online = false;
          else if (s.kind === 'online') await run.goOnline();
          else if (s.kind === 'wait') await run.advance(s.ms);
          else {
            // A reload: this page is gone (its timers with it); the next one shares database and server.
            await run.settle();
            run = setup({ dbName, online: run.network.online, server });
            run.sync.setUser('ana');
          }
        }
        await run.goOnline();
        await run.advance(BACKOFF_MAX_MS * 2);
        expect(Object.fromEntries(server.progress)).toEqual(Object.fromEntries(expected));
      }),
      { numRuns: 40 },
    );
  });
});
