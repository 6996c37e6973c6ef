import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ProgressUpdate } from './progress-queue.ts';
import { openProgressStore } from './progress-store.ts';

let databases = 0;
const freshStore = () => openProgressStore(`progress-store-test-${++databases}`);

let ids = 0;
const update = (lessonId: string, overrides: Partial<ProgressUpdate> = {}): ProgressUpdate => ({
  courseId: 'course-1',
  lessonId,
  currentTime: 10,
  duration: 600,
  watchedDuration: 10,
  percentage: 2,
  isCompleted: false,
  updateId: `u${++ids}`,
  ...overrides,
});

describe('progress store (IndexedDB)', () => {
  it('keeps one pending update per lesson, coalesced, at the back of the queue', async () => {
    const store = await freshStore();
    await store.record('ana', update('a', { percentage: 96, watchedDuration: 580, isCompleted: true }), 1);
    await store.record('ana', update('b', { percentage: 10 }), 2);
    const latest = update('a', { percentage: 20, watchedDuration: 120, currentTime: 120 });
    await store.record('ana', latest, 3);

    const pending = await store.pending('ana');
    expect(pending.map((e) => e.lessonId)).toEqual(['b', 'a']);
    expect(pending[1]!.update).toMatchObject({
      updateId: latest.updateId,
      currentTime: 120,
      percentage: 96,
      watchedDuration: 580,
      isCompleted: true,
    });
    expect(pending[1]!.queuedAt).toBe(1);
  });

  it('survives closing: a second open (the next visit) sees the same queue', async () => {
    const name = `progress-store-reopen-${++databases}`;
    const first = await openProgressStore(name);
    await first.record('ana', update('a'), 1);
    const second = await openProgressStore(name);
    expect((await second.pending('ana')).map((e) => e.lessonId)).toEqual(['a']);
  });

  it('never mixes two accounts on one phone', async () => {
    const store = await freshStore();
    await store.record('ana', update('a', { percentage: 50 }), 1);
    await store.record('binta', update('a', { percentage: 5 }), 2);
    const ana = await store.pending('ana');
    const binta = await store.pending('binta');
    expect(ana).toHaveLength(1);
    expect(binta).toHaveLength(1);
    expect(ana[0]!.update.percentage).toBe(50);
    expect(binta[0]!.update.percentage).toBe(5);
    expect((await store.localRecord('binta', 'a'))?.update.percentage).toBe(5);
  });

  it('removing a sent entry leaves a newer update of the same lesson queued', async () => {
    const store = await freshStore();
    const sent = await store.record('ana', update('a', { percentage: 10 }), 1);
    await store.record('ana', update('a', { percentage: 30 }), 2);
    await store.remove(sent.seq);
    const pending = await store.pending('ana');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.update.percentage).toBe(30);
  });

  it('keeps the local record after sending, with completedAt from the first report at 95 %', async () => {
    const store = await freshStore();
    const first = await store.record('ana', update('a', { percentage: 50 }), Date.UTC(2026, 0, 1));
    expect((await store.localRecord('ana', 'a'))?.completedAt).toBeNull();
    await store.record('ana', update('a', { percentage: 95 }), Date.UTC(2026, 0, 2));
    await store.record('ana', update('a', { percentage: 100 }), Date.UTC(2026, 0, 3));
    await store.remove(first.seq);
    for (const entry of await store.pending('ana')) await store.remove(entry.seq);
    const record = await store.localRecord('ana', 'a');
    expect(record).toMatchObject({
      id: 'ana:a',
      userId: 'ana',
      courseId: 'course-1',
      completedAt: '2026-01-02T00:00:00.000Z',
      lastWatchedAt: '2026-01-03T00:00:00.000Z',
    });
    expect(await store.pending('ana')).toEqual([]);
  });
});
