import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  engagement,
  isSuspicious,
  type MediaEvent,
  type MediaTrackerState,
  resumePosition,
  startTracking,
  toPlayback,
  track,
} from './media-tracker.ts';

const fresh = (overrides: Partial<Parameters<typeof startTracking>[0]> = {}) =>
  startTracking({ lastPosition: 0, watchedDuration: 0, isCompleted: false, ...overrides });

/** Plays from `from` to `to` seconds with a timeupdate every 250 ms of wall clock, starting at `at` ms. */
function playThrough(state: MediaTrackerState, from: number, to: number, duration: number, at = 0) {
  const steps = [track(state, { type: 'play', at, position: from, duration })];
  let now = at;
  for (let position = from + 0.25; position <= to + 1e-9; position += 0.25) {
    now += 250;
    steps.push(track(steps.at(-1)!.state, { type: 'time', at: now, position, duration }));
  }
  return { steps, state: steps.at(-1)!.state, now };
}

function run(state: MediaTrackerState, events: MediaEvent[]) {
  const steps = [];
  let current = state;
  for (const event of events) {
    const step = track(current, event);
    steps.push(step);
    current = step.state;
  }
  return { steps, state: current };
}

describe('media tracker: watched time', () => {
  it('credits real playback only', () => {
    const { state } = playThrough(fresh(), 0, 30, 120);
    expect(state.watchedSeconds).toBeCloseTo(30);
    expect(state.seeks).toBe(0);
    expect(toPlayback(state)).toEqual({
      currentTime: 30,
      duration: 120,
      watchedDuration: 30,
      percentage: 25,
      isCompleted: false,
    });
  });

  it('counts a jump forward as a seek and credits nothing for it', () => {
    const played = playThrough(fresh(), 0, 10, 120);
    const { state } = run(played.state, [
      { type: 'time', at: played.now + 250, position: 110, duration: 120 },
    ]);
    expect(state.watchedSeconds).toBeCloseTo(10);
    expect(state.seeks).toBe(1);
    expect(state.events.find((e) => e.type === 'seek')).toMatchObject({
      type: 'seek',
      currentTime: 110,
      metadata: { from: 10 },
    });
  });

  it('counts a jump backwards as a seek, and credits watching the part again', () => {
    const played = playThrough(fresh(), 0, 20, 120);
    const back = track(played.state, { type: 'time', at: played.now + 250, position: 5, duration: 120 });
    expect(back.state.seeks).toBe(1);
    const again = playThrough(back.state, 5, 15, 120, played.now + 250);
    expect(again.state.watchedSeconds).toBeCloseTo(30);
  });

  it('allows double speed and a late timer, never more than the wall clock allows', () => {
    let state = track(fresh(), { type: 'play', at: 0, position: 0, duration: 600 }).state;
    state = track(state, { type: 'time', at: 1000, position: 2, duration: 600 }).state;
    expect(state.watchedSeconds).toBe(2);
    // The tab slept 10 s: 10 s of video played meanwhile.
    state = track(state, { type: 'time', at: 11_000, position: 12, duration: 600 }).state;
    expect(state.watchedSeconds).toBe(12);
    // 30 s of video in 1 s of wall clock is a seek.
    state = track(state, { type: 'time', at: 12_000, position: 42, duration: 600 }).state;
    expect(state.watchedSeconds).toBe(12);
    expect(state.seeks).toBe(1);
  });

  it('credits nothing while paused, and counts a seek made while paused', () => {
    const played = playThrough(fresh(), 0, 10, 120);
    const { state } = run(played.state, [
      { type: 'pause', at: played.now + 100, position: 10 },
      { type: 'time', at: played.now + 5000, position: 60, duration: 120 },
      { type: 'play', at: played.now + 6000, position: 60 },
    ]);
    expect(state.watchedSeconds).toBeCloseTo(10);
    expect(state.seeks).toBe(1);
    expect(state.pauses).toBe(1);
  });

  it('starts from what the server has: the first position only sets the start', () => {
    const state = fresh({ lastPosition: 40, watchedDuration: 35 });
    const { state: after } = run(state, [
      { type: 'time', at: 0, position: 0, duration: 100 },
      { type: 'play', at: 100, position: 40, duration: 100 },
      { type: 'time', at: 1100, position: 41, duration: 100 },
    ]);
    expect(after.watchedSeconds).toBeCloseTo(36);
    // The move from 0 to the resume point was the player being placed, counted once as a seek at most.
    expect(after.seeks).toBeLessThanOrEqual(1);
  });
});

describe('media tracker: milestones and completion', () => {
  it('records the 25, 50, 75 and 100 % milestones once each', () => {
    const first = playThrough(fresh(), 0, 40, 40);
    const rewound = track(first.state, { type: 'time', at: first.now + 250, position: 0, duration: 40 });
    const second = playThrough(rewound.state, 0, 40, 40, first.now + 250);
    const milestones = second.state.events
      .filter((e) => e.type === 'milestone')
      .map((e) => e.metadata?.percent);
    expect(milestones).toEqual([25, 50, 75, 100]);
    expect(second.state.milestones).toEqual([25, 50, 75, 100]);
  });

  it('completes at 90 % once min(60 s, 95 %) has really been watched, reporting it urgently once', () => {
    const { steps, state } = playThrough(fresh(), 0, 95, 100);
    const completing = steps.filter((s) => s.hasJustCompleted);
    expect(completing).toHaveLength(1);
    expect(completing[0]!.report).toEqual({ urgent: true, playing: true });
    expect(completing[0]!.state.position).toBe(90);
    expect(state.isCompleted).toBe(true);
    expect(toPlayback(state).percentage).toBe(100);
    expect(state.events.filter((e) => e.type === 'complete')).toHaveLength(1);
  });

  it('needs only 95 % of a short recording (under a minute)', () => {
    const { state } = playThrough(fresh(), 0, 16, 16);
    expect(state.isCompleted).toBe(true);
  });

  it('does not complete a lesson skipped to the end', () => {
    const played = playThrough(fresh(), 0, 20, 300);
    const { state, steps } = run(played.state, [
      { type: 'time', at: played.now + 250, position: 295, duration: 300 },
      { type: 'ended', at: played.now + 5250, duration: 300 },
    ]);
    expect(state.isCompleted).toBe(false);
    expect(steps.at(-1)!.report).toEqual({ urgent: true, playing: false });
    expect(toPlayback(state).percentage).toBe(100);
  });

  it('completes on ended when enough was watched even below 90 % of the reported position', () => {
    const played = playThrough(fresh(), 0, 70, 100);
    const step = track(played.state, { type: 'ended', at: played.now + 250 });
    // 70 → 100 in 250 ms is a seek, yet 70 s really watched is past the 60 s rule.
    expect(step.hasJustCompleted).toBe(true);
    expect(step.state.isCompleted).toBe(true);
  });

  it('keeps a lesson completed (sticky) and never completes with an unknown duration', () => {
    const done = fresh({ isCompleted: true });
    expect(track(done, { type: 'time', at: 0, position: 1 }).state.isCompleted).toBe(true);
    const { state } = playThrough(fresh(), 0, 100, 0);
    expect(state.isCompleted).toBe(false);
  });
});

describe('media tracker: reports', () => {
  it('reports every timeupdate (not urgent, playing) and pause and end urgently', () => {
    const { steps } = playThrough(fresh(), 0, 1, 100);
    expect(steps[0]!.report).toEqual({ urgent: false, playing: true });
    expect(steps.slice(1).every((s) => s.report?.urgent === false && s.report.playing)).toBe(true);
    const paused = track(steps.at(-1)!.state, { type: 'pause', at: 2000, position: 1 });
    expect(paused.report).toEqual({ urgent: true, playing: false });
    // A second pause (players repeat themselves) reports nothing and counts nothing.
    const again = track(paused.state, { type: 'pause', at: 2100, position: 1 });
    expect(again.report).toBeNull();
    expect(again.state.pauses).toBe(1);
  });
});

describe('media tracker: seeks and engagement', () => {
  it('flags 5 seeks within 10 s as suspicious, not 4', () => {
    let state = playThrough(fresh(), 0, 1, 600).state;
    const jump = (at: number, position: number) => {
      state = track(state, { type: 'time', at, position, duration: 600 }).state;
    };
    [100, 200, 300, 400].forEach((p, i) => {
      jump(2000 + i * 2000, p);
    });
    expect(state.seeks).toBe(4);
    expect(isSuspicious(state)).toBe(false);
    jump(9000, 500);
    expect(isSuspicious(state)).toBe(true);
  });

  it('scores engagement from watched time, seeks and pauses', () => {
    const { state } = playThrough(fresh(), 0, 50, 100);
    expect(engagement(state)).toBeCloseTo(0.5);
    const paused = track(state, { type: 'pause', at: 999_999, position: 50 }).state;
    expect(engagement(paused)).toBeCloseTo(0.45);
  });

  it('never credits more than the wall clock allows, whatever the events (property)', () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constant('time' as const),
        dt: fc.nat(5000),
        position: fc.float({ min: 0, max: 600, noNaN: true }),
      }),
      fc.record({
        type: fc.constantFrom('play' as const, 'pause' as const),
        dt: fc.nat(5000),
        position: fc.float({ min: 0, max: 600, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let state = fresh();
        let at = 0;
        for (const e of events) {
          at += e.dt;
          state = track(state, { type: e.type, at, position: e.position, duration: 600 }).state;
        }
        // At most double speed plus one second of jitter per update.
        expect(state.watchedSeconds).toBeLessThanOrEqual((at / 1000) * 2 + events.length + 1e-6);
        expect(state.milestones).toEqual([...new Set(state.milestones)]);
        expect(state.events.length).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('resumePosition', () => {
  it('resumes where the learner stopped, from the start when they had reached the end', () => {
    expect(resumePosition(42, 100)).toBe(42);
    expect(resumePosition(96, 100)).toBe(0);
    expect(resumePosition(42, 0)).toBe(42);
    expect(resumePosition(Number.NaN, 100)).toBe(0);
  });
});
